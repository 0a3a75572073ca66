package io.frameweave.interpreter.builtins;

import static io.frameweave.interpreter.builtins.BuiltinCalls.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class BuiltinsFunctionsTest {

    @Test
    void moduleHasTypesConstantsAndExceptions() {
        var d = BUILTINS.getDict();
        assertEquals("builtins", Ops.str(d.getStr("__name__")));
        assertSame(PyType.TYPE, d.getStr("type"));
        assertSame(Py.True, d.getStr("__debug__"));
        assertSame(Py.NotImplemented, d.getStr("NotImplemented"));
        assertSame(Py.Ellipsis, d.getStr("Ellipsis"));
        assertEquals("<class 'ZeroDivisionError'>", repr(d.getStr("ZeroDivisionError")));
        assertSame(d.getStr("OSError"), d.getStr("IOError"));
        assertEquals("<class 'enumerate'>", repr(d.getStr("enumerate")));
    }

    @Test
    void lenAbsAndArityErrors() {
        assertEquals("3", repr(b("len", s("abc"))));
        assertRaises("TypeError", "object of type 'int' has no len()", () -> b("len", i(1)));
        assertRaises("TypeError", "len() takes exactly one argument (0 given)", () -> b("len"));
        assertEquals("9223372036854775808", repr(b("abs", i(Long.MIN_VALUE))));
        assertEquals("2.5", repr(b("abs", f(-2.5))));
        assertRaises("TypeError", "bad operand type for abs(): 'str'", () -> b("abs", s("a")));
    }

    @Test
    void numberFunctions() {
        assertEquals("(-4, 1)", repr(b("divmod", i(-7), i(2))));
        assertEquals("(3.0, 1.5)", repr(b("divmod", f(7.5), i(2))));
        assertRaises("TypeError", "unsupported operand type(s) for divmod(): 'int' and 'str'",
                () -> b("divmod", i(1), s("a")));
        assertEquals("3", repr(b("pow", i(2), i(3), i(5))));
        assertEquals("3", repr(b("pow", i(2), i(-1), i(5))));
        assertEquals("0.5", repr(b("pow", i(2), i(-1))));
        assertEquals("2", repr(b("round", f(2.5))));
        assertEquals("2.67", repr(b("round", f(2.675), i(2))));
        assertEquals("12300", repr(b("round", i(12345), i(-2))));
        assertRaises("TypeError", "type str doesn't define __round__ method", () -> b("round", s("a")));
        assertEquals("'-0xff'", repr(b("hex", i(-255))));
        assertEquals("'0o10'", repr(b("oct", i(8))));
        assertEquals("'-0b101'", repr(b("bin", i(-5))));
        assertEquals("'0x1" + "0".repeat(20) + "'", repr(b("hex", Py.newInt(BigInteger.ONE.shiftLeft(80)))));
        assertRaises("TypeError", "'float' object cannot be interpreted as an integer", () -> b("hex", f(1.5)));
    }

    @Test
    void chrAndOrd() {
        assertEquals("'A'", repr(b("chr", i(65))));
        assertEquals("128512", repr(b("ord", s("\uD83D\uDE00"))));
        assertRaises("ValueError", "chr() arg not in range(0x110000)", () -> b("chr", i(0x110000)));
        assertRaises("OverflowError", "Python int too large to convert to C int", () -> b("chr", i(1L << 40)));
        assertRaises("TypeError", "ord() expected a character, but string of length 2 found", () -> b("ord", s("ab")));
        assertRaises("TypeError", "ord() expected string of length 1, but int found", () -> b("ord", i(1)));
    }

    @Test
    void sumIsExactForIntsAndSequentialForFloats() {
        assertEquals("6", repr(b("sum", list(i(1), i(2), i(3)))));
        assertEquals("18446744073709551614", repr(b("sum", list(i(Long.MAX_VALUE), i(Long.MAX_VALUE)))));
        PyObject[] tenth = new PyObject[10];
        java.util.Arrays.fill(tenth, f(0.1));
        assertEquals("0.9999999999999999", repr(b("sum", list(tenth))));
        assertEquals("6.5", repr(b("sum", list(i(1), f(2.5), i(3)))));
        assertEquals("3", repr(callKw(BUILTINS, "sum", new PyObject[] {list(i(1)), i(2)}, "start")));
        assertEquals("[1, 2]", repr(b("sum", list(list(i(1)), list(i(2))), list())));
        assertRaises("TypeError", "sum() can't sum strings [use ''.join(seq) instead]",
                () -> b("sum", list(s("a")), s("")));
        assertRaises("TypeError", "sum() takes at least 1 positional argument (0 given)", () -> b("sum"));
    }

    @Test
    void anyAllAndTypes() {
        assertSame(Py.True, b("any", list(i(0), i(2))));
        assertSame(Py.False, b("all", list(i(1), i(0))));
        assertSame(Py.True, b("all", list()));
        assertSame(Py.True, b("isinstance", i(1), t(fn(BUILTINS, "str"), fn(BUILTINS, "int"))));
        assertSame(Py.True, b("issubclass", fn(BUILTINS, "bool"), fn(BUILTINS, "int")));
        assertSame(Py.True, b("callable", fn(BUILTINS, "len")));
        assertSame(Py.False, b("callable", i(1)));
    }

    @Test
    void attributes() {
        assertRaises("TypeError", "attribute name must be string, not 'int'", () -> b("getattr", i(1), i(2)));
        assertRaises("AttributeError", "'int' object has no attribute 'x'", () -> b("getattr", i(1), s("x")));
        assertEquals("5", repr(b("getattr", i(1), s("x"), i(5))));
        assertSame(Py.False, b("hasattr", i(1), s("x")));
        assertSame(Py.True, b("hasattr", s("a"), s("upper")));
        assertRaises("TypeError", "vars() argument must have __dict__ attribute", () -> b("vars", i(1)));
    }

    @Test
    void idIsStableAndHashRepr() {
        PyObject o = list();
        assertEquals(repr(b("id", o)), repr(b("id", o)));
        assertEquals("\"'3'\"", repr(b("repr", s("3"))));
        assertEquals("'x'", repr(b("format", s("x"))));
        assertEquals("'  5'", repr(b("format", i(5), s(">3"))));
        assertRaises("TypeError", "format() argument 2 must be str, not int", () -> b("format", i(1), i(2)));
        assertRaises("TypeError", "unhashable type: 'list'", () -> b("hash", list()));
    }

    @Test
    void iteratorTypesAreLazy() {
        AtomicInteger calls = new AtomicInteger();
        PyObject counting = new PyBuiltinFunction("f", (a, k) -> {
            calls.incrementAndGet();
            return a[0];
        });
        PyObject m = b("map", counting, list(i(1), i(2), i(3)));
        assertEquals(0, calls.get());
        assertEquals("1", repr(Ops.next(m)));
        assertEquals(1, calls.get());
        assertEquals("<class 'map'>", repr(m.type()));
        PyObject e = callKw(BUILTINS, "enumerate", new PyObject[] {s("ab"), i(5)}, "start");
        assertEquals("(5, 'a')", repr(Ops.next(e)));
        assertEquals("(6, 'b')", repr(Ops.next(e)));
        assertNull(Ops.next(e));
        assertNull(Ops.next(e));
        PyObject z = b("zip", s("ab"), list(i(1), i(2), i(3)));
        assertEquals("[('a', 1), ('b', 2)]", repr(b("list", z)));
        assertEquals("[1, 3]", repr(b("list", b("filter", Py.None, list(i(1), i(0), i(3))))));
        assertEquals("[3, 2, 1]", repr(b("list", b("reversed", t(i(1), i(2), i(3))))));
        assertRaises("TypeError", "'int' object is not reversible", () -> b("reversed", i(1)));
        assertRaises("TypeError", "map() must have at least two arguments.", () -> b("map", counting));
        assertRaises("TypeError", "enumerate() missing required argument 'iterable'", () -> b("enumerate"));
    }

    @Test
    void zipStrict() {
        assertRaises("ValueError", "zip() argument 2 is longer than argument 1",
                () -> b("list", callKw(BUILTINS, "zip", new PyObject[] {list(i(1)), list(i(1), i(2)), Py.True}, "strict")));
        assertRaises("ValueError", "zip() argument 3 is shorter than arguments 1-2",
                () -> b("list", callKw(BUILTINS, "zip", new PyObject[] {list(i(1), i(2)), list(i(1), i(2)), list(i(3)), Py.True}, "strict")));
    }

    @Test
    void iterWithSentinelAndNext() {
        AtomicInteger n = new AtomicInteger();
        PyObject counter = new PyBuiltinFunction("c", (a, k) -> i(n.incrementAndGet()));
        PyObject it = b("iter", counter, i(4));
        assertEquals("<class 'callable_iterator'>", repr(it.type()));
        assertEquals("[1, 2, 3]", repr(b("list", it)));
        assertRaises("TypeError", "iter(v, w): v must be callable", () -> b("iter", i(1), i(2)));
        PyObject empty = b("iter", list());
        assertEquals("7", repr(b("next", empty, i(7))));
        assertRaises("StopIteration", "", () -> b("next", empty));
        assertRaises("TypeError", "'int' object is not an iterator", () -> b("next", i(1)));
    }

    @Test
    void printWritesToAFile() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PyTextFile out = PyTextFile.forOutput("<test>", new PrintStream(new BufferedOutputStream(bytes)), false);
        callKw(BUILTINS, "print", new PyObject[] {i(1), s("a"), f(2.5), s("-"), s("!\n"), out}, "sep", "end", "file");
        callKw(BUILTINS, "print", new PyObject[] {out}, "file");
        out.flush();
        assertEquals("1-a-2.5!\n\n", bytes.toString(StandardCharsets.UTF_8));
        assertRaises("TypeError", "sep must be None or a string, not int",
                () -> callKw(BUILTINS, "print", new PyObject[] {i(1), out}, "sep", "file"));
        assertRaises("TypeError", "'foo' is an invalid keyword argument for print()",
                () -> callKw(BUILTINS, "print", new PyObject[] {i(1)}, "foo"));
    }

    @Test
    void printFlushesOnRequest() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PyTextFile out = PyTextFile.forOutput("<test>", new PrintStream(new BufferedOutputStream(bytes)), false);
        callKw(BUILTINS, "print", new PyObject[] {s("x"), out}, "file");
        assertEquals("", bytes.toString(StandardCharsets.UTF_8));
        callKw(BUILTINS, "print", new PyObject[] {s("y"), out, Py.True}, "file", "flush");
        assertEquals("x\ny\n", bytes.toString(StandardCharsets.UTF_8));
    }
}
