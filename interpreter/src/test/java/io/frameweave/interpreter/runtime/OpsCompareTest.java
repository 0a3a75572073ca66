package io.frameweave.interpreter.runtime;

import static io.frameweave.interpreter.runtime.GuestFunction.newClass;
import static io.frameweave.interpreter.runtime.GuestFunction.raised;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Rich comparison: fast paths, reflection (__lt__ and __gt__), identity defaults for == and !=, errors, hashing rules. */
class OpsCompareTest {
    private static final PyType[] NONE = new PyType[0];

    @Test
    void builtinFastPaths() {
        assertSame(Py.True, Ops.compare(PyInt.of(1), PyInt.of(2), Ops.LT));
        assertSame(Py.False, Ops.compare(PyInt.of(1), PyInt.of(2), Ops.GE));
        assertSame(Py.True, Ops.compare(PyInt.of(2), PyFloat.of(2.0), Ops.EQ));
        assertSame(Py.True, Ops.compare(PyStr.of("abc"), PyStr.of("abd"), Ops.LT));
        assertSame(Py.True, Ops.compare(PyStr.of("b"), PyStr.of("abd"), Ops.GT));
        assertTrue(Ops.lessThan(PyFloat.of(1.5), PyInt.of(2)));
        assertTrue(Ops.eq(PyInt.of(1), Py.True));
        assertFalse(Ops.eq(PyFloat.of(Double.NaN), PyFloat.of(Double.NaN)));
        assertSame(Py.True, Ops.compare(Py.True, PyInt.of(0), Ops.GT));
    }

    @Test
    void orderingWithoutMethodsIsATypeError() {
        PyType a = newClass("A", NONE);
        PyType b = newClass("B", NONE);
        assertEquals("TypeError: '<' not supported between instances of 'A' and 'B'",
                raised(() -> Ops.compare(Ops.call(a), Ops.call(b), Ops.LT)));
        assertEquals("TypeError: '>=' not supported between instances of 'int' and 'str'",
                raised(() -> Ops.compare(PyInt.of(1), PyStr.of("a"), Ops.GE)));
    }

    @Test
    void equalityDefaultsToIdentity() {
        PyType a = newClass("A", NONE);
        PyObject x = Ops.call(a);
        PyObject y = Ops.call(a);
        assertSame(Py.True, Ops.compare(x, x, Ops.EQ));
        assertSame(Py.False, Ops.compare(x, y, Ops.EQ));
        assertSame(Py.True, Ops.compare(x, y, Ops.NE));
        assertSame(Py.False, Ops.compare(PyInt.of(1), PyStr.of("1"), Ops.EQ));
    }

    @Test
    void lessThanReflectsToGreaterThan() {
        List<String> log = new ArrayList<>();
        PyType a = newClass("A", NONE, "__gt__", new GuestFunction("__gt__", args -> {
            log.add("A.__gt__");
            return Py.True;
        }));
        assertSame(Py.True, Ops.compare(PyInt.of(1), Ops.call(a), Ops.LT));
        assertEquals(List.of("A.__gt__"), log);
    }

    @Test
    void subclassReflectionGoesFirst() {
        List<String> log = new ArrayList<>();
        PyType base = newClass("Base", NONE, "__lt__", new GuestFunction("__lt__", args -> {
            log.add("Base.__lt__");
            return Py.False;
        }));
        PyType sub = newClass("Sub", new PyType[] {base}, "__gt__", new GuestFunction("__gt__", args -> {
            log.add("Sub.__gt__");
            return Py.True;
        }));
        assertSame(Py.True, Ops.compare(Ops.call(base), Ops.call(sub), Ops.LT));
        assertEquals(List.of("Sub.__gt__"), log);
    }

    @Test
    void notEqualInvertsEq() {
        PyType a = newClass("A", NONE, "__eq__", new GuestFunction("__eq__", args -> Py.True));
        PyObject x = Ops.call(a);
        assertSame(Py.True, Ops.compare(x, PyInt.of(5), Ops.EQ));
        assertSame(Py.False, Ops.compare(x, PyInt.of(5), Ops.NE));
        assertTrue(Ops.eq(PyInt.of(5), x), "reflected __eq__");
    }

    @Test
    void definingEqWithoutHashMakesUnhashable() {
        PyType a = newClass("A", NONE, "__eq__", new GuestFunction("__eq__", args -> Py.True));
        assertSame(Py.None, a.dict.getStr("__hash__"));
        assertEquals("TypeError: unhashable type: 'A'", raised(() -> Ops.hash(Ops.call(a))));
        PyType b = newClass("B", NONE, "__eq__", new GuestFunction("__eq__", args -> Py.True),
                "__hash__", new GuestFunction("__hash__", args -> PyInt.of(-1)));
        assertEquals(-2, Ops.hash(Ops.call(b)));
        PyObject plain = Ops.call(newClass("C", NONE));
        assertEquals(Ops.hash(plain), Ops.hash(plain));
    }

    @Test
    void typesCompareByIdentity() {
        assertSame(Py.True, Ops.compare(PyInt.TYPE, PyInt.TYPE, Ops.EQ));
        assertSame(Py.True, Ops.compare(PyInt.TYPE, PyFloat.TYPE, Ops.NE));
    }
}
