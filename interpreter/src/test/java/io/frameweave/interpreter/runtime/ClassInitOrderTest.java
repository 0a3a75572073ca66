package io.frameweave.interpreter.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Class initialisation is robust whatever runtime class the JVM touches first: for each candidate, a fresh
 * class loader touches it first, then every builtin type must be complete (non-null, with an MRO ending in
 * object) and the singletons must exist.
 */
class ClassInitOrderTest {
    private static final String PKG = "io.frameweave.interpreter.runtime.";
    private static final List<String> CLASSES = List.of("PyType", "Py", "Ops", "PyNone", "PyBool", "PyInt", "PyFloat",
            "PyStr", "PyDict", "PyTuple", "PyList", "PyBaseException", "ExceptionTypes", "PyMethodDescr",
            "PyBuiltinFunction", "PyStaticMethod", "PyClassMethod", "PyProperty", "PyGetSetDescr", "PyMethod",
            "PyModule", "PySuper", "PyNotImplemented", "PyEllipsis", "PyException", "PyInstance");
    private static final List<String> TYPED = List.of("PyNone", "PyBool", "PyInt", "PyFloat", "PyStr", "PyDict",
            "PyTuple", "PyList", "PyMethodDescr", "PyBuiltinFunction", "PyStaticMethod", "PyClassMethod", "PyProperty",
            "PyGetSetDescr", "PyMethod", "PyModule", "PySuper", "PyNotImplemented", "PyEllipsis");

    @Test
    void everyFirstTouchLeavesCompleteTypes() throws Exception {
        URL classes = PyType.class.getProtectionDomain().getCodeSource().getLocation();
        for (String first : CLASSES) {
            try (URLClassLoader loader = new URLClassLoader(new URL[] {classes}, ClassLoader.getPlatformClassLoader())) {
                Class.forName(PKG + first, true, loader);
                Class<?> typeClass = Class.forName(PKG + "PyType", true, loader);
                Object object = typeClass.getField("OBJECT").get(null);
                assertNotNull(object, first + " first: object");
                assertNotNull(typeClass.getField("TYPE").get(null), first + " first: type");
                for (String c : TYPED) {
                    Object t = Class.forName(PKG + c, true, loader).getField("TYPE").get(null);
                    assertNotNull(t, first + " first: " + c + ".TYPE");
                    Object[] mro = (Object[]) typeClass.getField("mro").get(t);
                    assertTrue(mro.length >= 2, first + " first: " + c + " mro");
                    assertEquals(object, mro[mro.length - 1], first + " first: " + c + " mro ends in object");
                }
                Class<?> py = Class.forName(PKG + "Py", true, loader);
                for (String s : new String[] {"None", "True", "False", "NotImplemented", "Ellipsis"}) {
                    assertNotNull(py.getField(s).get(null), first + " first: Py." + s);
                }
                Class<?> exc = Class.forName(PKG + "ExceptionTypes", true, loader);
                for (Field f : exc.getFields()) {
                    if (f.getType() == typeClass) {
                        assertNotNull(f.get(null), first + " first: " + f.getName());
                    }
                }
                Object boolType = Class.forName(PKG + "PyBool", true, loader).getField("TYPE").get(null);
                Object[] boolMro = (Object[]) typeClass.getField("mro").get(boolType);
                assertEquals(3, boolMro.length, first + " first: bool, int, object");
            }
        }
    }

    @Test
    void builtinTypesHaveTheirMethods() {
        assertNotNull(PyInt.TYPE.lookup("__add__"));
        assertNotNull(PyFloat.TYPE.lookup("__repr__"));
        assertNotNull(PyBool.TYPE.lookup("__and__"));
        assertNotNull(PyType.TYPE.lookup("mro"));
        assertNotNull(PyType.OBJECT.lookup("__init__"));
        assertEquals(PyInt.TYPE, PyBool.TYPE.mro[1]);
    }
}
