package io.frameweave.interpreter.runtime;

import static io.frameweave.interpreter.runtime.ContainerFixtures.*;

import org.junit.jupiter.api.Test;

/**
 * Tuple hashes are CPython's (the xxHash-based mix of 3.8+), so hash((1, 2)) prints the same number;
 * plus the tuple methods and operators.
 * Generated from cases run under python3.11; the expected texts are its output.
 */
class PyTupleHashTest {

    @Test
    void hashMatchesCPython() {
        expect("5740354900026072187", () -> call(t(), "__hash__"));
        expect("-6644214454873602895", () -> call(t(i(1L)), "__hash__"));
        expect("-3550055125485641917", () -> call(t(i(1L), i(2L)), "__hash__"));
        expect("6794810172467074373", () -> call(t(i(2L), i(1L)), "__hash__"));
        expect("-8753497827991233192", () -> call(t(i(0L)), "__hash__"));
        expect("8078679518589016365", () -> call(t(i(-1L)), "__hash__"));
        expect("8078679518589016365", () -> call(t(i(-2L)), "__hash__"));
        expect("529344067295497451", () -> call(t(i(1L), i(2L), i(3L)), "__hash__"));
        expect("-5164621852614943976", () -> call(t(True, False), "__hash__"));
        expect("-5486347211504344842", () -> call(t(t()), "__hash__"));
        expect("-1467267874458550984", () -> call(t(t(i(1L), i(2L)), t(i(3L), i(4L))), "__hash__"));
        expect("-8753497827991233192", () -> call(t(i(2305843009213693951L)), "__hash__"));
        expect("-6644214454873602895", () -> call(t(i(2305843009213693952L)), "__hash__"));
        expect("308769099631933579", () -> call(t(big("18446744073709551616")), "__hash__"));
        expect("630979318095151653", () -> call(t(big("-18446744073709551616")), "__hash__"));
        expect("-2217109306549935668", () -> call(t(big("1000000000000000000000000000000"), big("-1000000000000000000000000000000")), "__hash__"));
        expect("1701133413810848945", () -> call(t(f(1.5)), "__hash__"));
        expect("-7830222889496335039", () -> call(t(f(0.5), f(-0.25)), "__hash__"));
        expect("-2935452247205758634", () -> call(t(f(Double.POSITIVE_INFINITY)), "__hash__"));
        expect("8389048192121911274", () -> call(t(i(1L), f(1.0)), "__hash__"));
        expect("-7012583072833282776", () -> call(t(frozen(i(1L), i(2L))), "__hash__"));
        expect("-8365660994716452983", () -> call(t(frozen()), "__hash__"));
        expect("1404085563375576169", () -> call(t(i(0L), i(1L), i(2L), i(3L), i(4L), i(5L), i(6L), i(7L), i(8L), i(9L), i(10L), i(11L), i(12L), i(13L), i(14L), i(15L), i(16L), i(17L), i(18L), i(19L), i(20L), i(21L), i(22L), i(23L), i(24L), i(25L), i(26L), i(27L), i(28L), i(29L), i(30L), i(31L), i(32L), i(33L), i(34L), i(35L), i(36L), i(37L), i(38L), i(39L), i(40L), i(41L), i(42L), i(43L), i(44L), i(45L), i(46L), i(47L), i(48L), i(49L)), "__hash__"));
        expect("5897120461648011547", () -> call(t(t(t(t(t())))), "__hash__"));
        expect("135294473449115980", () -> call(t(i(1L), t(i(2L), t(i(3L), t(i(4L))))), "__hash__"));
        expect("-6133384102531166807", () -> call(t(i(-1L), i(-1L), i(-1L)), "__hash__"));
        expect("-5029647727744300836", () -> call(t(i(9223372036854775807L)), "__hash__"));
        expect("-7584273899265469182", () -> call(t(i(-9223372036854775808L)), "__hash__"));
    }

    @Test
    void methodsAndOperators() {
        { PyObject recv = t(i(1L), i(2L), i(1L)); expectAfter("(2, (1, 2, 1))", recv, () -> call(recv, "count", i(1L))); }
        { PyObject recv = t(i(1L), i(2L)); expectAfter("(1, (1, 2))", recv, () -> call(recv, "index", i(2L))); }
        { PyObject recv = t(i(1L), i(2L)); expectAfter("(ValueError: tuple.index(x): x not in tuple, (1, 2))", recv, () -> call(recv, "index", i(3L))); }
        { PyObject recv = t(i(1L), i(2L), i(1L)); expectAfter("(2, (1, 2, 1))", recv, () -> call(recv, "index", i(1L), i(1L))); }
        { PyObject recv = t(i(1L), i(2L)); expectAfter("(ValueError: tuple.index(x): x not in tuple, (1, 2))", recv, () -> call(recv, "index", i(1L), i(1L))); }
        { PyObject recv = t(i(1L), i(2L)); expectAfter("(2, (1, 2))", recv, () -> call(recv, "__getitem__", i(-1L))); }
        { PyObject recv = t(i(1L), i(2L)); expectAfter("(IndexError: tuple index out of range, (1, 2))", recv, () -> call(recv, "__getitem__", i(2L))); }
        { PyObject recv = t(i(1L), i(2L)); expectAfter("(TypeError: tuple indices must be integers or slices, not str, (1, 2))", recv, () -> call(recv, "__getitem__", s("a"))); }
        { PyObject recv = t(i(1L), i(2L), i(3L)); expectAfter("((3, 2, 1), (1, 2, 3))", recv, () -> call(recv, "__getitem__", new PySlice(None, None, i(-1L)))); }
        { PyObject recv = t(i(1L), i(2L), i(3L)); expectAfter("((2, 3), (1, 2, 3))", recv, () -> call(recv, "__getitem__", new PySlice(i(1L), None, None))); }
        { PyObject recv = t(i(1L)); expectAfter("((1, 2), (1,))", recv, () -> call(recv, "__add__", t(i(2L)))); }
        { PyObject recv = t(i(1L)); expectAfter("(TypeError: can only concatenate tuple (not \"list\") to tuple, (1,))", recv, () -> call(recv, "__add__", l(i(2L)))); }
        { PyObject recv = t(i(1L), i(2L)); expectAfter("((1, 2, 1, 2), (1, 2))", recv, () -> call(recv, "__mul__", i(2L))); }
        { PyObject recv = t(i(1L), i(2L)); expectAfter("((), (1, 2))", recv, () -> call(recv, "__mul__", i(0L))); }
        { PyObject recv = t(i(1L), i(2L)); expectAfter("((1, 2, 1, 2, 1, 2), (1, 2))", recv, () -> call(recv, "__rmul__", i(3L))); }
        { PyObject recv = t(i(1L), i(2L)); expectAfter("(True, (1, 2))", recv, () -> call(recv, "__contains__", i(2L))); }
        { PyObject recv = t(i(1L), i(2L)); expectAfter("(True, (1, 2))", recv, () -> call(recv, "__lt__", t(i(1L), i(3L)))); }
        { PyObject recv = t(i(1L), i(2L)); expectAfter("(True, (1, 2))", recv, () -> call(recv, "__lt__", t(i(1L), i(2L), i(0L)))); }
        { PyObject recv = t(i(1L), i(2L)); expectAfter("(NotImplemented, (1, 2))", recv, () -> call(recv, "__eq__", l(i(1L), i(2L)))); }
        { PyObject recv = t(i(1L), s("a")); expectAfter("(TypeError: '<' not supported between instances of 'str' and 'int', (1, 'a'))", recv, () -> call(recv, "__lt__", t(i(1L), i(2L)))); }
        { PyObject recv = t(i(1L)); expectAfter("('(1,)', (1,))", recv, () -> call(recv, "__repr__")); }
        { PyObject recv = t(); expectAfter("('()', ())", recv, () -> call(recv, "__repr__")); }
        { PyObject recv = t(i(1L), s("a"), t(f(2.5), None)); expectAfter("(\"(1, 'a', (2.5, None))\", (1, 'a', (2.5, None)))", recv, () -> call(recv, "__repr__")); }
        { PyObject recv = t(i(1L), i(2L)); expectAfter("(2, (1, 2))", recv, () -> call(recv, "__len__")); }
        { PyObject recv = t(l(i(1L))); expectAfter("(TypeError: unhashable type: 'list', ([1],))", recv, () -> call(recv, "__hash__")); }
    }
}
