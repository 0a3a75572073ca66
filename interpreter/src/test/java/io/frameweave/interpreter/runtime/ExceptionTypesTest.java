package io.frameweave.interpreter.runtime;

import static io.frameweave.interpreter.runtime.GuestFunction.newClass;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The standard exception hierarchy and str/repr/attributes as CPython 3.11 has them. */
class ExceptionTypesTest {

    private static PyBaseException make(PyType t, PyObject... args) {
        return (PyBaseException) Ops.call(t, args);
    }

    private static String chain(PyType t) {
        StringBuilder sb = new StringBuilder();
        for (PyType m : t.mro) {
            sb.append(m.name).append(' ');
        }
        return sb.toString().trim();
    }

    @Test
    void hierarchy() {
        assertEquals("ZeroDivisionError ArithmeticError Exception BaseException object", chain(ExceptionTypes.ZeroDivisionError));
        assertEquals("KeyError LookupError Exception BaseException object", chain(ExceptionTypes.KeyError));
        assertEquals("FileNotFoundError OSError Exception BaseException object", chain(ExceptionTypes.FileNotFoundError));
        assertEquals("BrokenPipeError ConnectionError OSError Exception BaseException object", chain(ExceptionTypes.BrokenPipeError));
        assertEquals("TabError IndentationError SyntaxError Exception BaseException object", chain(ExceptionTypes.TabError));
        assertEquals("RecursionError RuntimeError Exception BaseException object", chain(ExceptionTypes.RecursionError));
        assertEquals("UnicodeDecodeError UnicodeError ValueError Exception BaseException object",
                chain(ExceptionTypes.UnicodeDecodeError));
        assertEquals("ModuleNotFoundError ImportError Exception BaseException object", chain(ExceptionTypes.ModuleNotFoundError));
        assertEquals("UnboundLocalError NameError Exception BaseException object", chain(ExceptionTypes.UnboundLocalError));
        assertEquals("SystemExit BaseException object", chain(ExceptionTypes.SystemExit));
        assertEquals("GeneratorExit BaseException object", chain(ExceptionTypes.GeneratorExit));
        assertEquals("KeyboardInterrupt BaseException object", chain(ExceptionTypes.KeyboardInterrupt));
        assertEquals("DeprecationWarning Warning Exception BaseException object", chain(ExceptionTypes.DeprecationWarning));
        assertSame(ExceptionTypes.OSError, ExceptionTypes.byName("IOError"));
        assertSame(ExceptionTypes.TypeError, ExceptionTypes.byName("TypeError"));
        for (PyType t : ExceptionTypes.all()) {
            assertNotNull(t);
            assertTrue(t.isSubtypeOf(ExceptionTypes.BaseException), t.name);
        }
        assertTrue(ExceptionTypes.all().size() >= 60);
    }

    @Test
    void strAndRepr() {
        assertEquals("", Ops.str(make(ExceptionTypes.ValueError)));
        assertEquals("ValueError()", Ops.repr(make(ExceptionTypes.ValueError)));
        assertEquals("bad", Ops.str(make(ExceptionTypes.ValueError, PyStr.of("bad"))));
        assertEquals("ValueError('bad')", Ops.repr(make(ExceptionTypes.ValueError, PyStr.of("bad"))));
        assertEquals("(1, 2)", Ops.str(make(ExceptionTypes.ValueError, PyInt.of(1), PyInt.of(2))));
        assertEquals("ValueError(1, 2)", Ops.repr(make(ExceptionTypes.ValueError, PyInt.of(1), PyInt.of(2))));
        assertEquals("'a'", Ops.str(make(ExceptionTypes.KeyError, PyStr.of("a"))));
        assertEquals("KeyError('a')", Ops.repr(make(ExceptionTypes.KeyError, PyStr.of("a"))));
        assertEquals("", Ops.str(make(ExceptionTypes.KeyError)));
        assertEquals("(1, 2)", Ops.str(make(ExceptionTypes.KeyError, PyInt.of(1), PyInt.of(2))));
        assertEquals("'k'", Ops.str(Py.KeyError(PyStr.of("k")).value));
        assertEquals("TypeError: x", Py.TypeError("x").getMessage());
    }

    @Test
    void osErrorPicksTheSubclassAndFormats() {
        PyBaseException e = make(ExceptionTypes.OSError, PyInt.of(2), PyStr.of("No such file or directory"), PyStr.of("x"));
        assertSame(ExceptionTypes.FileNotFoundError, e.type());
        assertEquals("[Errno 2] No such file or directory: 'x'", Ops.str(e));
        assertEquals("FileNotFoundError(2, 'No such file or directory')", Ops.repr(e));
        assertEquals("2 'x'", Ops.repr(Ops.getAttr(e, "errno")) + " " + Ops.repr(Ops.getAttr(e, "filename")));
        assertEquals("[Errno 13] denied", Ops.str(make(ExceptionTypes.PermissionError, PyInt.of(13), PyStr.of("denied"))));
        assertEquals("boom", Ops.str(make(ExceptionTypes.OSError, PyStr.of("boom"))));
        assertSame(Py.None, Ops.getAttr(make(ExceptionTypes.OSError, PyStr.of("boom")), "errno"));
    }

    @Test
    void syntaxErrorAttributes() {
        PyBaseException e = make(ExceptionTypes.SyntaxError, PyStr.of("bad"),
                PyTuple.of(PyStr.of("f/a.py"), PyInt.of(3), PyInt.of(4), PyStr.of("txt")));
        assertEquals("bad (a.py, line 3)", Ops.str(e));
        assertEquals("SyntaxError('bad', ('f/a.py', 3, 4, 'txt'))", Ops.repr(e));
        assertEquals("'bad' 'f/a.py' 3 4 'txt' None", Ops.repr(Ops.getAttr(e, "msg")) + " "
                + Ops.repr(Ops.getAttr(e, "filename")) + " " + Ops.repr(Ops.getAttr(e, "lineno")) + " "
                + Ops.repr(Ops.getAttr(e, "offset")) + " " + Ops.repr(Ops.getAttr(e, "text")) + " "
                + Ops.repr(Ops.getAttr(e, "end_lineno")));
    }

    @Test
    void perKindAttributes() {
        assertEquals("5", Ops.repr(make(ExceptionTypes.StopIteration, PyInt.of(5)).stopIterationValue()));
        assertSame(Py.None, Ops.getAttr(make(ExceptionTypes.StopIteration), "value"));
        assertEquals("3", Ops.repr(Ops.getAttr(make(ExceptionTypes.SystemExit, PyInt.of(3)), "code")));
        assertSame(Py.None, Ops.getAttr(make(ExceptionTypes.SystemExit), "code"));
        assertEquals("(1, 2)", Ops.repr(Ops.getAttr(make(ExceptionTypes.SystemExit, PyInt.of(1), PyInt.of(2)), "code")));
        PyObject ie = Ops.call(ExceptionTypes.ImportError, new PyObject[] {PyStr.of("m"), PyStr.of("x")}, new String[] {"name"});
        assertEquals("'x' m", Ops.repr(Ops.getAttr(ie, "name")) + " " + Ops.str(ie));
        assertEquals("TypeError: ValueError() takes no keyword arguments", GuestFunction.raised(() ->
                Ops.call(ExceptionTypes.ValueError, new PyObject[] {PyInt.of(1)}, new String[] {"x"})));
    }

    @Test
    void chainingAndTraceback() {
        PyBaseException e = make(ExceptionTypes.ValueError, PyStr.of("a"));
        PyBaseException cause = make(ExceptionTypes.KeyError, PyStr.of("k"));
        Ops.setAttr(e, "__cause__", cause);
        assertSame(cause, Ops.getAttr(e, "__cause__"));
        assertSame(Py.True, Ops.getAttr(e, "__suppress_context__"));
        assertSame(Py.None, Ops.getAttr(e, "__context__"));
        assertSame(Py.None, Ops.getAttr(e, "__traceback__"));
        assertSame(e, Ops.callMethod(e, "with_traceback", Py.None));
        assertEquals("TypeError: exception cause must be None or derive from BaseException",
                GuestFunction.raised(() -> Ops.setAttr(e, "__cause__", PyInt.of(1))));
        Ops.setAttr(e, "args", PyTuple.of(PyInt.of(1), PyInt.of(2)));
        assertEquals("(1, 2)", Ops.str(e));
    }

    @Test
    void guestSubclassWithItsOwnInit() {
        PyType my = newClass("MyError", new PyType[] {ExceptionTypes.ValueError}, "__init__",
                new GuestFunction("__init__", args -> {
                    Ops.setAttr(args[0], "code", args[1]);
                    Ops.call(Ops.getAttr(new PySuper((PyType) args[0].type().mro[0], args[0]), "__init__"),
                            PyStr.of("code " + Ops.str(args[1])));
                    return Py.None;
                }));
        PyBaseException e = (PyBaseException) Ops.call(my, PyInt.of(42));
        assertSame(my, e.type());
        assertEquals("code 42", Ops.str(e));
        assertEquals("MyError('code 42')", Ops.repr(e));
        assertEquals("42", Ops.repr(Ops.getAttr(e, "code")));
        assertTrue(new PyException(e).matches(ExceptionTypes.Exception));
        PyType plain = newClass("Plain", new PyType[] {ExceptionTypes.Exception});
        assertEquals("Plain(1, 'x')", Ops.repr(Ops.call(plain, PyInt.of(1), PyStr.of("x"))));
    }
}
