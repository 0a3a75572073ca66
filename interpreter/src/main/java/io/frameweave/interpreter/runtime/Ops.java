package io.frameweave.interpreter.runtime;

/**
 * The abstract object protocol: every operation the VM and the builtins perform on guest values. Each entry
 * takes fast paths on exact builtin classes, then falls back to the special method found on the type's MRO
 * (so guest classes that define {@code __add__}, {@code __getitem__} ... work the same way), and raises the
 * exception CPython raises, with CPython's message.
 */
public final class Ops {
    private Ops() {}

    // ---- text ----

    /** {@code repr(o)}. */
    public static String repr(PyObject o) {
        throw new UnsupportedOperationException("Ops.repr");
    }

    /** {@code str(o)}. */
    public static String str(PyObject o) {
        throw new UnsupportedOperationException("Ops.str");
    }

    /** {@code ascii(o)}. */
    public static String ascii(PyObject o) {
        throw new UnsupportedOperationException("Ops.ascii");
    }

    /** {@code format(value, spec)} through {@code __format__}. */
    public static String format(PyObject value, String spec) {
        throw new UnsupportedOperationException("Ops.format");
    }

    // ---- truth, hashing, comparison ----

    /** {@code bool(o)}: {@code __bool__}, then {@code __len__}, else true. */
    public static boolean isTrue(PyObject o) {
        throw new UnsupportedOperationException("Ops.isTrue");
    }

    /** {@code hash(o)}, CPython's values for int, float, bool, None and tuples; TypeError for unhashable. */
    public static long hash(PyObject o) {
        throw new UnsupportedOperationException("Ops.hash");
    }

    /** Equality as containers use it: identity first, then {@code ==} and its truth. */
    public static boolean eq(PyObject a, PyObject b) {
        throw new UnsupportedOperationException("Ops.eq");
    }

    /**
     * Rich comparison {@code a op b} with reflection and NotImplemented handling; op is the ordinal of
     * {@link io.frameweave.interpreter.ast.CmpOp} (LT, LE, EQ, NE, GT, GE).
     */
    public static PyObject compare(PyObject a, PyObject b, int op) {
        throw new UnsupportedOperationException("Ops.compare");
    }

    /** {@code a < b} as a Java boolean, as sort, min and max use it. */
    public static boolean lessThan(PyObject a, PyObject b) {
        throw new UnsupportedOperationException("Ops.lessThan");
    }

    // ---- numbers ----

    /**
     * {@code a op b}; op is the ordinal of {@link io.frameweave.interpreter.ast.Operator}, plus 13 for the in-place
     * form ({@code __iadd__} tried first, then as the plain operator).
     */
    public static PyObject binaryOp(PyObject a, PyObject b, int op) {
        throw new UnsupportedOperationException("Ops.binaryOp");
    }

    public static PyObject negative(PyObject o) {
        throw new UnsupportedOperationException("Ops.negative");
    }

    public static PyObject positive(PyObject o) {
        throw new UnsupportedOperationException("Ops.positive");
    }

    public static PyObject invert(PyObject o) {
        throw new UnsupportedOperationException("Ops.invert");
    }

    /** {@code pow(base, exp, mod)}; mod may be null or None. */
    public static PyObject pow(PyObject base, PyObject exp, PyObject mod) {
        throw new UnsupportedOperationException("Ops.pow");
    }

    /** {@code operator.index(o)}: an int, through {@code __index__}; TypeError otherwise. */
    public static PyInt index(PyObject o) {
        throw new UnsupportedOperationException("Ops.index");
    }

    /** {@link #index} as a Java int; OverflowError ("cannot fit 'int' into an index-sized integer") when too big. */
    public static int asIndex(PyObject o) {
        throw new UnsupportedOperationException("Ops.asIndex");
    }

    // ---- attributes ----

    /** {@code o.name}; AttributeError with CPython's message when missing. */
    public static PyObject getAttr(PyObject o, String name) {
        throw new UnsupportedOperationException("Ops.getAttr");
    }

    /** {@code o.name}, or null when missing (no exception is created). */
    public static PyObject lookupAttr(PyObject o, String name) {
        throw new UnsupportedOperationException("Ops.lookupAttr");
    }

    public static void setAttr(PyObject o, String name, PyObject value) {
        throw new UnsupportedOperationException("Ops.setAttr");
    }

    public static void delAttr(PyObject o, String name) {
        throw new UnsupportedOperationException("Ops.delAttr");
    }

    // ---- containers ----

    public static PyObject getItem(PyObject container, PyObject key) {
        throw new UnsupportedOperationException("Ops.getItem");
    }

    public static void setItem(PyObject container, PyObject key, PyObject value) {
        throw new UnsupportedOperationException("Ops.setItem");
    }

    public static void delItem(PyObject container, PyObject key) {
        throw new UnsupportedOperationException("Ops.delItem");
    }

    /** {@code item in container}: {@code __contains__}, then iteration. */
    public static boolean contains(PyObject container, PyObject item) {
        throw new UnsupportedOperationException("Ops.contains");
    }

    /** {@code len(o)}. */
    public static int len(PyObject o) {
        throw new UnsupportedOperationException("Ops.len");
    }

    // ---- iteration ----

    /** {@code iter(o)}: {@code __iter__}, then the {@code __getitem__} sequence protocol. */
    public static PyObject iter(PyObject o) {
        throw new UnsupportedOperationException("Ops.iter");
    }

    /** {@code next(it)}, or null when the iterator is exhausted (StopIteration is not raised to the caller). */
    public static PyObject next(PyObject iterator) {
        throw new UnsupportedOperationException("Ops.next");
    }

    // ---- calls ----

    /** Calls {@code f} vectorcall style (see {@link PyCallable}); TypeError "'X' object is not callable". */
    public static PyObject call(PyObject f, PyObject[] args, String[] kwnames) {
        throw new UnsupportedOperationException("Ops.call");
    }

    public static PyObject call(PyObject f, PyObject... args) {
        return call(f, args, null);
    }

    /** {@code o.name(*args)}. */
    public static PyObject callMethod(PyObject o, String name, PyObject... args) {
        throw new UnsupportedOperationException("Ops.callMethod");
    }

    /**
     * Calls the special method {@code name} looked up on {@code type(self)} (not the instance), binding self;
     * returns null when the type has no such method.
     */
    public static PyObject callSpecial(PyObject self, String name, PyObject... args) {
        throw new UnsupportedOperationException("Ops.callSpecial");
    }

    // ---- types ----

    /** {@code isinstance(o, classinfo)}, classinfo a type or a tuple of them. */
    public static boolean isInstance(PyObject o, PyObject classinfo) {
        throw new UnsupportedOperationException("Ops.isInstance");
    }

    public static boolean isSubclass(PyObject cls, PyObject classinfo) {
        throw new UnsupportedOperationException("Ops.isSubclass");
    }
}
