package io.frameweave.interpreter.runtime;

import static io.frameweave.interpreter.runtime.GuestFunction.newClass;
import static io.frameweave.interpreter.runtime.GuestFunction.raised;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** C3 linearisation, CPython's errors for bad bases, isinstance/issubclass through the MRO, {@code __bases__} assignment. */
class PyTypeMroTest {
    private static final PyType[] NONE = new PyType[0];

    private static String mro(PyType t) {
        return Ops.repr(Ops.getAttr(t, "__mro__"));
    }

    @Test
    void diamond() {
        PyType a = newClass("A", NONE);
        PyType b = newClass("B", new PyType[] {a});
        PyType c = newClass("C", new PyType[] {a});
        PyType d = newClass("D", new PyType[] {b, c});
        assertEquals("(<class '__main__.D'>, <class '__main__.B'>, <class '__main__.C'>, <class '__main__.A'>, <class 'object'>)",
                mro(d));
        assertEquals("[<class '__main__.D'>, <class '__main__.B'>, <class '__main__.C'>, <class '__main__.A'>, <class 'object'>]",
                Ops.repr(Ops.callMethod(d, "mro")));
    }

    @Test
    void classicC3Example() {
        PyType o = PyType.OBJECT;
        PyType f = newClass("F", new PyType[] {o});
        PyType e = newClass("E", new PyType[] {o});
        PyType d = newClass("D", new PyType[] {o});
        PyType c = newClass("C", new PyType[] {d, f});
        PyType b = newClass("B", new PyType[] {d, e});
        PyType a = newClass("A", new PyType[] {b, c});
        StringBuilder sb = new StringBuilder();
        for (PyType t : a.mro) {
            sb.append(t.name).append(' ');
        }
        assertEquals("A B C D E F object ", sb.toString());
    }

    @Test
    void inconsistentOrderIsCPythonsError() {
        PyType a = newClass("A", NONE);
        PyType b = newClass("B", new PyType[] {a});
        assertEquals("TypeError: Cannot create a consistent method resolution\norder (MRO) for bases A, B",
                raised(() -> newClass("C", new PyType[] {a, b})));
    }

    @Test
    void badBases() {
        PyType a = newClass("A", NONE);
        assertEquals("TypeError: duplicate base class A", raised(() -> newClass("D", new PyType[] {a, a})));
        assertEquals("TypeError: type 'bool' is not an acceptable base type",
                raised(() -> newClass("D", new PyType[] {PyBool.TYPE})));
        assertEquals("TypeError: multiple bases have instance lay-out conflict",
                raised(() -> newClass("D", new PyType[] {PyInt.TYPE, ExceptionTypes.ValueError})));
    }

    @Test
    void isinstanceAndIssubclass() {
        PyType a = newClass("A", NONE);
        PyType b = newClass("B", new PyType[] {a});
        PyObject x = Ops.call(b);
        assertTrue(Ops.isInstance(x, a));
        assertTrue(Ops.isInstance(x, PyTuple.of(PyInt.TYPE, a)));
        assertFalse(Ops.isInstance(Ops.call(a), b));
        assertTrue(Ops.isSubclass(b, a));
        assertTrue(Ops.isSubclass(PyBool.TYPE, PyInt.TYPE));
        assertTrue(Ops.isInstance(Py.True, PyInt.TYPE));
        assertTrue(Ops.isInstance(PyInt.TYPE, PyType.TYPE));
        assertTrue(Ops.isInstance(PyType.TYPE, PyType.OBJECT));
        assertEquals("TypeError: issubclass() arg 1 must be a class", raised(() -> Ops.isSubclass(x, a)));
        assertEquals("TypeError: isinstance() arg 2 must be a type, a tuple of types, or a union",
                raised(() -> Ops.isInstance(x, PyInt.of(1))));
    }

    @Test
    void basesAssignmentRecomputesTheMroAndInvalidates() {
        PyType a = newClass("A", NONE, "x", PyInt.of(1));
        PyType b = newClass("B", NONE, "x", PyInt.of(2));
        PyType c = newClass("C", new PyType[] {a});
        PyType d = newClass("D", new PyType[] {c});
        PyObject obj = Ops.call(d);
        assertEquals("1", Ops.repr(Ops.getAttr(obj, "x")));
        int before = d.version;
        Ops.setAttr(c, "__bases__", PyTuple.of(b));
        assertEquals("2", Ops.repr(Ops.getAttr(obj, "x")));
        assertTrue(d.version != before, "subclass version tag changed");
        assertEquals("(<class '__main__.D'>, <class '__main__.C'>, <class '__main__.B'>, <class 'object'>)", mro(d));
        assertEquals("TypeError: can only assign non-empty tuple to C.__bases__, not ()",
                raised(() -> Ops.setAttr(c, "__bases__", PyTuple.EMPTY)));
        assertEquals("TypeError: a __bases__ item causes an inheritance cycle",
                raised(() -> Ops.setAttr(c, "__bases__", PyTuple.of(d))));
    }

    @Test
    void typeOfAndTypeWithThreeArguments() {
        assertSame(PyInt.TYPE, Ops.call(PyType.TYPE, PyInt.of(3)));
        assertSame(PyType.TYPE, Ops.call(PyType.TYPE, PyType.TYPE));
        PyDict ns = new PyDict();
        ns.putStr("y", PyInt.of(9));
        PyObject t = Ops.call(PyType.TYPE, PyStr.of("T"), PyTuple.of(PyInt.TYPE), ns);
        assertTrue(t instanceof PyType);
        assertEquals("9", Ops.repr(Ops.getAttr(t, "y")));
        assertEquals("5", Ops.repr(Ops.call(t, PyInt.of(5))));
        assertSame(t, Ops.call(t, PyInt.of(5)).type());
        assertEquals("TypeError: type() takes 1 or 3 arguments", raised(() -> Ops.call(PyType.TYPE, PyInt.of(1), PyInt.of(2))));
    }

    @Test
    void subclassesAreTracked() {
        PyType a = newClass("A", NONE);
        PyType b = newClass("B", new PyType[] {a});
        assertEquals("[<class '__main__.B'>]", Ops.repr(Ops.callMethod(a, "__subclasses__")));
        assertSame(a, Ops.getAttr(b, "__base__"));
        assertSame(Py.None, Ops.getAttr(PyType.OBJECT, "__base__"));
        assertEquals("(<class '__main__.A'>,)", Ops.repr(Ops.getAttr(b, "__bases__")));
    }
}
