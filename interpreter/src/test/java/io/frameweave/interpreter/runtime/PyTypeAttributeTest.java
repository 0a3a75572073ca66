package io.frameweave.interpreter.runtime;

import static io.frameweave.interpreter.runtime.GuestFunction.newClass;
import static io.frameweave.interpreter.runtime.GuestFunction.raised;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Class attributes, the lookup cache and its invalidation, instance creation, and the generic attribute protocol. */
class PyTypeAttributeTest {
    private static final PyType[] NONE = new PyType[0];

    @Test
    void classAttributes() {
        PyDict ns = new PyDict();
        ns.putStr("__module__", PyStr.of("m"));
        ns.putStr("__qualname__", PyStr.of("Outer.Inner"));
        PyType t = PyType.createClass("Inner", NONE, ns);
        assertEquals("'Inner' 'Outer.Inner' 'm' None", Ops.repr(Ops.getAttr(t, "__name__")) + " "
                + Ops.repr(Ops.getAttr(t, "__qualname__")) + " " + Ops.repr(Ops.getAttr(t, "__module__")) + " "
                + Ops.repr(Ops.getAttr(t, "__doc__")));
        assertEquals("<class 'm.Outer.Inner'>", Ops.repr(t));
        assertNull(t.dict.getStr("__qualname__"), "__qualname__ is not kept in the dict");
        // a read-only view of the class's dict, as CPython's mappingproxy
        assertEquals("mappingproxy(" + t.dict.repr() + ")", Ops.repr(Ops.getAttr(t, "__dict__")));
        assertEquals("'builtins'", Ops.repr(Ops.getAttr(PyInt.TYPE, "__module__")));
        assertEquals("<class 'int'>", Ops.repr(PyInt.TYPE));
        assertEquals("<class 'type'>", Ops.repr(PyType.TYPE.type()));
    }

    @Test
    void setattrOnClassesInvalidatesTheCacheOfSubclasses() {
        PyType a = newClass("A", NONE, "x", PyInt.of(1));
        PyType b = newClass("B", new PyType[] {a});
        PyObject obj = Ops.call(b);
        assertEquals("1", Ops.repr(Ops.getAttr(obj, "x")));
        int va = a.version;
        int vb = b.version;
        Ops.setAttr(a, "x", PyInt.of(2));
        assertNotEquals(va, a.version);
        assertNotEquals(vb, b.version);
        assertEquals("2", Ops.repr(Ops.getAttr(obj, "x")));
        Ops.delAttr(a, "x");
        assertEquals("AttributeError: 'B' object has no attribute 'x'", raised(() -> Ops.getAttr(obj, "x")));
        assertEquals("AttributeError: type object 'A' has no attribute 'x'", raised(() -> Ops.delAttr(a, "x")));
        assertNull(b.lookup("x"));
        Ops.setAttr(b, "x", PyInt.of(3));
        assertEquals("3", Ops.repr(b.lookup("x")));
    }

    @Test
    void builtinTypesAreImmutable() {
        assertEquals("TypeError: cannot set 'x' attribute of immutable type 'int'",
                raised(() -> Ops.setAttr(PyInt.TYPE, "x", PyInt.of(1))));
        assertEquals("TypeError: cannot set 'x' attribute of immutable type 'int'", raised(() -> Ops.delAttr(PyInt.TYPE, "x")));
        assertEquals("TypeError: cannot set '__name__' attribute of immutable type 'object'",
                raised(() -> Ops.setAttr(PyType.OBJECT, "__name__", PyStr.of("x"))));
        assertEquals("AttributeError: 'int' object has no attribute 'x'", raised(() -> Ops.setAttr(PyInt.of(1), "x", Py.None)));
        assertEquals("AttributeError: attribute 'real' of 'int' objects is not writable",
                raised(() -> Ops.setAttr(PyInt.of(1), "real", Py.None)));
        assertEquals("AttributeError: 'object' object has no attribute 'x'",
                raised(() -> Ops.setAttr(Ops.call(PyType.OBJECT), "x", Py.None)));
    }

    @Test
    void instanceCreationErrors() {
        PyType a = newClass("A", NONE);
        assertEquals("TypeError: A() takes no arguments", raised(() -> Ops.call(a, PyInt.of(1))));
        assertEquals("TypeError: object() takes no arguments", raised(() -> Ops.call(PyType.OBJECT, PyInt.of(1))));
        PyType badInit = newClass("B", NONE, "__init__", new GuestFunction("__init__", args -> PyInt.of(1)));
        assertEquals("TypeError: __init__() should return None, not 'int'", raised(() -> Ops.call(badInit)));
        assertEquals("TypeError: A.__init__() takes exactly one argument (the instance to initialize)",
                raised(() -> Ops.callMethod(Ops.call(a), "__init__", PyInt.of(1))));
    }

    @Test
    void initReceivesTheArguments() {
        List<String> seen = new ArrayList<>();
        PyType a = newClass("A", NONE, "__init__", new GuestFunction("__init__", args -> {
            seen.add(Ops.repr(PyTuple.of(args[1], args[2])));
            Ops.setAttr(args[0], "v", args[1]);
            return Py.None;
        }));
        PyObject x = Ops.call(a, PyInt.of(1), PyInt.of(2));
        assertEquals(List.of("(1, 2)"), seen);
        assertEquals("1", Ops.repr(Ops.getAttr(x, "v")));
        assertEquals("{'v': 1}", Ops.repr(Ops.getAttr(x, "__dict__")));
    }

    @Test
    void guestNewIsAStaticMethod() {
        PyType a = newClass("A", NONE, "__new__", new GuestFunction("__new__", args -> {
            assertTrue(args[0] instanceof PyType);
            return PyInt.of(args.length);
        }));
        assertEquals("3", Ops.repr(Ops.call(a, PyInt.of(7), PyInt.of(8))));
        assertTrue(a.dict.getStr("__new__") instanceof PyStaticMethod);
    }

    @Test
    void getattrHookAndOverrides() {
        PyType a = newClass("A", NONE, "__getattr__", new GuestFunction("__getattr__",
                args -> PyStr.of("got " + Ops.str(args[1]))));
        PyObject x = Ops.call(a);
        Ops.setAttr(x, "real", PyInt.of(1));
        assertEquals("1", Ops.repr(Ops.getAttr(x, "real")));
        assertEquals("'got missing'", Ops.repr(Ops.getAttr(x, "missing")));
        List<String> log = new ArrayList<>();
        PyType b = newClass("B", NONE, "__setattr__", new GuestFunction("__setattr__", args -> {
            log.add(Ops.str(args[1]) + "=" + Ops.repr(args[2]));
            return Py.None;
        }), "__delattr__", new GuestFunction("__delattr__", args -> {
            log.add("del " + Ops.str(args[1]));
            return Py.None;
        }));
        PyObject y = Ops.call(b);
        Ops.setAttr(y, "k", PyInt.of(4));
        Ops.delAttr(y, "k");
        assertEquals(List.of("k=4", "del k"), log);
        assertNull(Ops.lookupAttr(y, "k"));
        PyType c = newClass("C", NONE, "__getattribute__", new GuestFunction("__getattribute__",
                args -> PyStr.of("always")));
        assertEquals("'always'", Ops.repr(Ops.getAttr(Ops.call(c), "anything")));
    }

    @Test
    void classAssignmentAndDict() {
        PyType a = newClass("A", NONE);
        PyType b = newClass("B", NONE, "who", PyStr.of("b"));
        PyObject x = Ops.call(a);
        Ops.setAttr(x, "__class__", b);
        assertSame(b, x.type());
        assertEquals("'b'", Ops.repr(Ops.getAttr(x, "who")));
        assertEquals("TypeError: __dict__ must be set to a dictionary, not a 'int'",
                raised(() -> Ops.setAttr(x, "__dict__", PyInt.of(1))));
        assertEquals("AttributeError: 'object' object has no attribute '__dict__'",
                raised(() -> Ops.getAttr(Ops.call(PyType.OBJECT), "__dict__")));
    }

    @Test
    void moduleAttributes() {
        PyModule m = new PyModule("m", new PyDict());
        Ops.setAttr(m, "x", PyInt.of(1));
        assertEquals("1", Ops.repr(Ops.getAttr(m, "x")));
        assertEquals("AttributeError: module 'm' has no attribute 'y'", raised(() -> Ops.getAttr(m, "y")));
        assertEquals("<module 'm' (built-in)>", Ops.repr(m));
        m.dict.putStr("__file__", PyStr.of("/tmp/m.py"));
        assertEquals("<module 'm' from '/tmp/m.py'>", Ops.repr(m));
        m.dict.putStr("__getattr__", new GuestFunction("__getattr__", args -> PyStr.of("lazy")));
        assertEquals("'lazy'", Ops.repr(Ops.getAttr(m, "z")));
    }

    @Test
    void defaultReprStrAndFormat() {
        PyType a = newClass("A", NONE);
        PyObject x = Ops.call(a);
        String r = Ops.repr(x);
        assertTrue(r.matches("<__main__\\.A object at 0x7f[0-9a-f]+>"), r);
        assertEquals(r, Ops.repr(x), "stable id");
        assertEquals(r, Ops.str(x));
        assertEquals(r, Ops.format(x, ""));
        assertEquals("TypeError: unsupported format string passed to A.__format__", raised(() -> Ops.format(x, "x")));
        assertTrue(Ops.repr(Ops.call(PyType.OBJECT)).startsWith("<object object at 0x"));
        assertEquals("  42", Ops.format(PyInt.of(42), ">4"));
        assertEquals("3.14", Ops.format(PyFloat.of(3.14159), ".2f"));
    }
}
