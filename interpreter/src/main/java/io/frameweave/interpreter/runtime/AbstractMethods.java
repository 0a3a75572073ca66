package io.frameweave.interpreter.runtime;

/**
 * What the VM knows of abstract methods (those {@code abc.abstractmethod} marks): whether an object is one, as
 * the {@code __isabstractmethod__} of {@code staticmethod}, {@code classmethod} and {@code property} report
 * for what they wrap, and the error for instantiating a class that still has some.
 */
final class AbstractMethods {
    private AbstractMethods() {}

    /** CPython's {@code _PyObject_IsAbstract}: the truth of {@code o.__isabstractmethod__}, False when it has none. */
    static boolean isAbstract(PyObject o) {
        if (o == null || o == Py.None) {
            return false;
        }
        PyObject marked = Ops.lookupAttr(o, "__isabstractmethod__");
        return marked != null && Ops.isTrue(marked);
    }

    /** {@code __isabstractmethod__} of a wrapper, from what it wraps. */
    static void defineIsAbstract(PyType type, PyGetSetDescr.Getter wrapped) {
        type.defineAttr("__isabstractmethod__", new PyGetSetDescr(type, "__isabstractmethod__",
                o -> Py.newBool(isAbstract(wrapped.get(o))), null));
    }

    /** CPython 3.11's TypeError for instantiating a class with abstract methods, naming them sorted. */
    static PyException instantiated(PyType type, PyObject abstracts) {
        PyList sorted = Py.newList(Ops.toArray(abstracts));
        sorted.sort(null, false);
        // str.join, as CPython: a name that is not a str is its TypeError
        PyObject joined = Ops.callMethod(PyStr.of(", "), "join", sorted);
        return Py.TypeError("Can't instantiate abstract class " + type.name + " with abstract method"
                + (sorted.size() > 1 ? "s " : " ") + Ops.str(joined));
    }
}
