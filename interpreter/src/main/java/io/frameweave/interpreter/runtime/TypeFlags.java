package io.frameweave.interpreter.runtime;

/**
 * A type's {@code __flags__}: the bits of CPython's {@code tp_flags} that Python code reads ({@code copyreg} asks
 * whether a class is a heap type, {@code inspect} whether it is abstract) and that the VM knows; the bits about
 * C-level layout (GC, vectorcall, managed dict ...) are never set.
 */
final class TypeFlags {
    private TypeFlags() {}

    static final long IMMUTABLETYPE = 1L << 8;
    static final long HEAPTYPE = 1L << 9;
    static final long BASETYPE = 1L << 10;
    static final long READY = 1L << 12;
    static final long IS_ABSTRACT = 1L << 20;


    /**
     * The non-empty {@code __abstractmethods__} a class itself holds (as CPython, never inherited: ABCMeta
     * computes each class's own), which makes it abstract; null when it has none.
     */
    static PyObject abstractMethods(PyType t) {
        PyObject abstracts = t.dict.getStr("__abstractmethods__");
        return abstracts != null && !(abstracts instanceof PyGetSetDescr) && Ops.isTrue(abstracts) ? abstracts : null;
    }

    static long of(PyType t) {
        long flags = READY | (t.builtin ? IMMUTABLETYPE : HEAPTYPE) | t.collectionFlags();
        if (t.acceptableBase) {
            flags |= BASETYPE;
        }
        if (abstractMethods(t) != null) {
            flags |= IS_ABSTRACT;
        }
        // the fast-subclass bits, in the order of CPython's Py_TPFLAGS_LONG_SUBCLASS (1 << 24) onwards
        PyType[] fast = {PyInt.TYPE, PyList.TYPE, PyTuple.TYPE, PyBytes.TYPE, PyStr.TYPE, PyDict.TYPE,
            ExceptionTypes.BaseException, PyType.TYPE};
        for (int bit = 0; bit < fast.length; bit++) {
            if (t.isSubtypeOf(fast[bit])) {
                flags |= 1L << (24 + bit);
            }
        }
        return flags;
    }
}
