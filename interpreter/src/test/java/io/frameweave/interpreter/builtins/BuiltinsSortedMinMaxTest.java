package io.frameweave.interpreter.builtins;

import static io.frameweave.interpreter.builtins.BuiltinCalls.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyObject;
import org.junit.jupiter.api.Test;

class BuiltinsSortedMinMaxTest {
    private static final PyObject NEGATE = new PyBuiltinFunction("neg", (a, k) -> Ops.negative(a[0]));
    private static final PyObject FIRST = new PyBuiltinFunction("first", (a, k) -> Ops.getItem(a[0], i(0)));

    @Test
    void sortedReturnsANewSortedList() {
        PyObject src = t(i(3), i(1), i(2));
        assertEquals("[1, 2, 3]", repr(b("sorted", src)));
        assertEquals("['a', 'b', 'c']", repr(b("sorted", s("cab"))));
        assertEquals("[3, 2, 1]", repr(callKw(BUILTINS, "sorted", new PyObject[] {src, Py.True}, "reverse")));
        assertEquals("[3, 2, 1]", repr(callKw(BUILTINS, "sorted", new PyObject[] {src, NEGATE}, "key")));
    }

    @Test
    void sortedIsStableWithKeyAndReverse() {
        PyObject pairs = list(t(i(1), s("a")), t(i(0), s("b")), t(i(1), s("c")), t(i(0), s("d")));
        assertEquals("[(0, 'b'), (0, 'd'), (1, 'a'), (1, 'c')]",
                repr(callKw(BUILTINS, "sorted", new PyObject[] {pairs, FIRST}, "key")));
        assertEquals("[(1, 'a'), (1, 'c'), (0, 'b'), (0, 'd')]",
                repr(callKw(BUILTINS, "sorted", new PyObject[] {pairs, FIRST, Py.True}, "key", "reverse")));
    }

    @Test
    void sortedTuplesCompareItemByItem() {
        // first items all small ints, then all strs: the ties fall through to the later items
        PyObject byInt = list(t(i(2), s("b")), t(i(-1), s("z")), t(i(2), s("a")), t(i(2)), t(i(-1), s("z"), i(0)));
        assertEquals("[(-1, 'z'), (-1, 'z', 0), (2,), (2, 'a'), (2, 'b')]", repr(b("sorted", byInt)));
        PyObject byStr = list(t(s("b"), i(1)), t(s("a"), i(3)), t(s("b"), i(0)), t(s("a"), Py.True));
        assertEquals("[('a', True), ('a', 3), ('b', 0), ('b', 1)]", repr(b("sorted", byStr)));
        // mixed first-item types take the general comparison, with its error
        assertRaises("TypeError", "'<' not supported between instances of 'str' and 'int'",
                () -> b("sorted", list(t(i(1), i(0)), t(s("a"), i(0)))));
        assertRaises("TypeError", "'<' not supported between instances of 'str' and 'int'",
                () -> b("sorted", list(t(i(1), i(0)), t(i(1), s("a")))));
    }

    @Test
    void sortedErrors() {
        assertRaises("TypeError", "sorted expected 1 argument, got 0", () -> b("sorted"));
        assertRaises("TypeError", "sorted expected 1 argument, got 2", () -> b("sorted", list(), Py.None));
        assertRaises("TypeError", "'<' not supported between instances of 'str' and 'int'",
                () -> b("sorted", list(i(1), s("a"))));
    }

    @Test
    void minAndMax() {
        assertEquals("1", repr(b("min", i(3), i(1), i(2))));
        assertEquals("3", repr(b("max", list(i(3), i(1), i(2)))));
        assertEquals("3", repr(callKw(BUILTINS, "min", new PyObject[] {i(1), i(2), i(3), NEGATE}, "key")));
        assertEquals("2", repr(callKw(BUILTINS, "max", new PyObject[] {i(1), i(2), Py.None}, "key")));
        assertEquals("None", repr(callKw(BUILTINS, "min", new PyObject[] {list(), Py.None}, "default")));
        assertEquals("'b'", repr(b("max", s("abab"))));
    }

    @Test
    void minAndMaxKeepTheFirstOfEqualItems() {
        PyObject pairs = list(t(i(1), s("a")), t(i(0), s("b")), t(i(1), s("c")), t(i(0), s("d")));
        assertEquals("(1, 'a')", repr(callKw(BUILTINS, "max", new PyObject[] {pairs, FIRST}, "key")));
        assertEquals("(0, 'b')", repr(callKw(BUILTINS, "min", new PyObject[] {pairs, FIRST}, "key")));
    }

    @Test
    void minAndMaxErrors() {
        assertRaises("TypeError", "max expected at least 1 argument, got 0", () -> b("max"));
        assertRaises("TypeError", "'int' object is not iterable", () -> b("max", i(1)));
        assertRaises("ValueError", "max() arg is an empty sequence", () -> b("max", list()));
        assertRaises("ValueError", "min() arg is an empty sequence", () -> b("min", s("")));
        assertRaises("TypeError", "Cannot specify a default for max() with multiple positional arguments",
                () -> callKw(BUILTINS, "max", new PyObject[] {i(1), i(2), i(3)}, "default"));
        assertRaises("TypeError", "'x' is an invalid keyword argument for max()",
                () -> callKw(BUILTINS, "max", new PyObject[] {list(i(1)), i(1)}, "x"));
    }
}
