package io.frameweave.interpreter.runtime;

import static io.frameweave.interpreter.runtime.GuestFunction.newClass;
import static io.frameweave.interpreter.runtime.GuestFunction.raised;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Descriptors: functions binding to methods, property, classmethod, staticmethod, guest descriptors, super. */
class DescriptorTest {
    private static final PyType[] NONE = new PyType[0];

    @Test
    void functionsBindToMethods() {
        GuestFunction f = new GuestFunction("bar", args -> PyInt.of(args.length));
        PyType a = newClass("A", NONE, "bar", f);
        PyObject x = Ops.call(a);
        PyObject m = Ops.getAttr(x, "bar");
        assertTrue(m instanceof PyMethod);
        assertSame(x, Ops.getAttr(m, "__self__"));
        assertSame(f, Ops.getAttr(m, "__func__"));
        assertEquals("2", Ops.repr(Ops.call(m, PyInt.of(9))));
        assertEquals("2", Ops.repr(Ops.callMethod(x, "bar", PyInt.of(9))));
        assertSame(f, Ops.getAttr(a, "bar"), "class access returns the function");
        Ops.setAttr(x, "bar", PyInt.of(5));
        assertEquals("5", Ops.repr(Ops.getAttr(x, "bar")), "non-data descriptor is shadowed by the instance dict");
    }

    @Test
    void propertyGetSetDelete() {
        List<String> log = new ArrayList<>();
        GuestFunction getter = new GuestFunction("x", args -> PyInt.of(1));
        PyProperty p = (PyProperty) Ops.call(PyProperty.TYPE, getter);
        GuestFunction setter = new GuestFunction("x", args -> {
            log.add("set " + Ops.repr(args[1]));
            return Py.None;
        });
        PyObject p2 = Ops.callMethod(p, "setter", setter);
        PyType a = newClass("A", NONE, "x", p2, "ro", p, "none", Ops.call(PyProperty.TYPE));
        PyObject obj = Ops.call(a);
        assertEquals("1", Ops.repr(Ops.getAttr(obj, "x")));
        Ops.setAttr(obj, "x", PyInt.of(7));
        assertEquals(List.of("set 7"), log);
        assertSame(p2, Ops.getAttr(a, "x"));
        obj.getDict().putStr("x", PyInt.of(99));
        assertEquals("1", Ops.repr(Ops.getAttr(obj, "x")), "data descriptor wins over the instance dict");
        assertEquals("AttributeError: property 'ro' of 'A' object has no setter",
                raised(() -> Ops.setAttr(obj, "ro", PyInt.of(1))));
        assertEquals("AttributeError: property 'x' of 'A' object has no deleter", raised(() -> Ops.delAttr(obj, "x")));
        assertEquals("AttributeError: property 'none' of 'A' object has no getter", raised(() -> Ops.getAttr(obj, "none")));
    }

    @Test
    void classmethodAndStaticmethod() {
        GuestFunction f = new GuestFunction("f", args -> PyTuple.of(args));
        PyType a = newClass("A", NONE, "cm", new PyClassMethod(f), "sm", new PyStaticMethod(f));
        PyType b = newClass("B", new PyType[] {a});
        PyObject x = Ops.call(b);
        assertEquals("(<class '__main__.B'>, 1)", Ops.repr(Ops.callMethod(x, "cm", PyInt.of(1))));
        assertEquals("(<class '__main__.B'>, 1)", Ops.repr(Ops.callMethod(b, "cm", PyInt.of(1))));
        assertEquals("(1,)", Ops.repr(Ops.callMethod(x, "sm", PyInt.of(1))));
        assertEquals("(1,)", Ops.repr(Ops.callMethod(a, "sm", PyInt.of(1))));
    }

    @Test
    void guestDescriptors() {
        PyType nonData = newClass("ND", NONE, "__get__", new GuestFunction("__get__",
                args -> PyStr.of("get " + (args[1] == Py.None ? "class" : "instance"))));
        List<String> log = new ArrayList<>();
        PyType data = newClass("D", NONE, "__get__", new GuestFunction("__get__", args -> PyStr.of("data")),
                "__set__", new GuestFunction("__set__", args -> {
                    log.add("set " + Ops.repr(args[2]));
                    return Py.None;
                }));
        PyType owner = newClass("Owner", NONE, "nd", Ops.call(nonData), "d", Ops.call(data));
        PyObject o = Ops.call(owner);
        assertEquals("'get instance'", Ops.repr(Ops.getAttr(o, "nd")));
        assertEquals("'get class'", Ops.repr(Ops.getAttr(owner, "nd")));
        Ops.setAttr(o, "nd", PyInt.of(1));
        assertEquals("1", Ops.repr(Ops.getAttr(o, "nd")));
        Ops.setAttr(o, "d", PyInt.of(2));
        assertEquals(List.of("set 2"), log);
        o.getDict().putStr("d", PyInt.of(3));
        assertEquals("'data'", Ops.repr(Ops.getAttr(o, "d")));
    }

    @Test
    void setNameIsCalled() {
        List<String> log = new ArrayList<>();
        PyType named = newClass("Named", NONE, "__set_name__", new GuestFunction("__set_name__", args -> {
            log.add(Ops.repr(args[1]) + " " + Ops.repr(args[2]));
            return Py.None;
        }));
        newClass("Owner", NONE, "field", Ops.call(named));
        assertEquals(List.of("<class '__main__.Owner'> 'field'"), log);
    }

    @Test
    void superLooksAfterTheClassInTheMro() {
        PyType a = newClass("A", NONE, "who", new GuestFunction("who", args -> PyStr.of("A")));
        PyType b = newClass("B", new PyType[] {a}, "who", new GuestFunction("who", args -> PyStr.of("B")));
        PyType c = newClass("C", new PyType[] {a}, "who", new GuestFunction("who", args -> PyStr.of("C")));
        PyType d = newClass("D", new PyType[] {b, c});
        PyObject x = Ops.call(d);
        assertEquals("'C'", Ops.repr(Ops.callMethod(new PySuper(b, x), "who")));
        assertEquals("'A'", Ops.repr(Ops.callMethod(new PySuper(c, x), "who")));
        assertEquals("'B'", Ops.repr(Ops.callMethod(Ops.call(PySuper.TYPE, d, x), "who")));
        assertEquals("AttributeError: 'super' object has no attribute 'nope'",
                raised(() -> Ops.getAttr(new PySuper(b, x), "nope")));
        assertEquals("TypeError: super(type, obj): obj must be an instance or subtype of type",
                raised(() -> new PySuper(b, PyInt.of(1))));
        assertEquals("<super: <class 'B'>, <D object>>", Ops.repr(new PySuper(b, x)));
        PyObject init = Ops.getAttr(new PySuper(d, x), "__init__");
        assertSame(Py.None, Ops.call(init));
    }

    @Test
    void builtinMethodsBindAndRepr() {
        assertEquals("<slot wrapper '__add__' of 'int' objects>", Ops.repr(PyInt.TYPE.lookup("__add__")));
        PyObject bound = Ops.getAttr(PyInt.of(5), "__add__");
        assertEquals("8", Ops.repr(Ops.call(bound, PyInt.of(3))));
        assertEquals("TypeError: descriptor '__add__' requires a 'int' object but received a 'str'",
                raised(() -> Ops.call(PyInt.TYPE.lookup("__add__"), PyStr.of("a"), PyInt.of(1))));
        PyType a = newClass("A", NONE, "f", new GuestFunction("f", args -> Py.None));
        PyObject x = Ops.call(a);
        String r = Ops.repr(Ops.getAttr(x, "__class__"));
        assertEquals("<class '__main__.A'>", r);
    }
}
