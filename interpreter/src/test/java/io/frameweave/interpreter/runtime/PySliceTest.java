package io.frameweave.interpreter.runtime;

import static io.frameweave.interpreter.runtime.ContainerFixtures.*;

import org.junit.jupiter.api.Test;

/**
 * slice.indices: clamping, negative indexes and steps, huge bounds, "slice step cannot be zero", and repr.
 * Generated from cases run under python3.11; the expected texts are its output.
 */
class PySliceTest {

    @Test
    void indicesMatchCPython() {
        expect("(0, 0, 1)", () -> call(new PySlice(None, None, None), "indices", i(0L)));
        expect("(0, 1, 1)", () -> call(new PySlice(None, None, None), "indices", i(1L)));
        expect("(0, 5, 1)", () -> call(new PySlice(None, None, None), "indices", i(5L)));
        expect("(0, 10, 1)", () -> call(new PySlice(None, None, None), "indices", i(10L)));
        expect("(0, 0, 1)", () -> call(new PySlice(i(1L), i(3L), None), "indices", i(0L)));
        expect("(1, 1, 1)", () -> call(new PySlice(i(1L), i(3L), None), "indices", i(1L)));
        expect("(1, 3, 1)", () -> call(new PySlice(i(1L), i(3L), None), "indices", i(5L)));
        expect("(1, 3, 1)", () -> call(new PySlice(i(1L), i(3L), None), "indices", i(10L)));
        expect("(-1, -1, -1)", () -> call(new PySlice(None, None, i(-1L)), "indices", i(0L)));
        expect("(0, -1, -1)", () -> call(new PySlice(None, None, i(-1L)), "indices", i(1L)));
        expect("(4, -1, -1)", () -> call(new PySlice(None, None, i(-1L)), "indices", i(5L)));
        expect("(9, -1, -1)", () -> call(new PySlice(None, None, i(-1L)), "indices", i(10L)));
        expect("(0, 0, 1)", () -> call(new PySlice(i(-2L), None, None), "indices", i(0L)));
        expect("(0, 1, 1)", () -> call(new PySlice(i(-2L), None, None), "indices", i(1L)));
        expect("(3, 5, 1)", () -> call(new PySlice(i(-2L), None, None), "indices", i(5L)));
        expect("(8, 10, 1)", () -> call(new PySlice(i(-2L), None, None), "indices", i(10L)));
        expect("(0, 0, 2)", () -> call(new PySlice(None, i(-2L), i(2L)), "indices", i(0L)));
        expect("(0, 0, 2)", () -> call(new PySlice(None, i(-2L), i(2L)), "indices", i(1L)));
        expect("(0, 3, 2)", () -> call(new PySlice(None, i(-2L), i(2L)), "indices", i(5L)));
        expect("(0, 8, 2)", () -> call(new PySlice(None, i(-2L), i(2L)), "indices", i(10L)));
        expect("(-1, -1, -3)", () -> call(new PySlice(i(10L), i(-10L), i(-3L)), "indices", i(0L)));
        expect("(0, -1, -3)", () -> call(new PySlice(i(10L), i(-10L), i(-3L)), "indices", i(1L)));
        expect("(4, -1, -3)", () -> call(new PySlice(i(10L), i(-10L), i(-3L)), "indices", i(5L)));
        expect("(9, 0, -3)", () -> call(new PySlice(i(10L), i(-10L), i(-3L)), "indices", i(10L)));
        expect("(0, 0, 1)", () -> call(new PySlice(i(-100L), i(100L), None), "indices", i(0L)));
        expect("(0, 1, 1)", () -> call(new PySlice(i(-100L), i(100L), None), "indices", i(1L)));
        expect("(0, 5, 1)", () -> call(new PySlice(i(-100L), i(100L), None), "indices", i(5L)));
        expect("(0, 10, 1)", () -> call(new PySlice(i(-100L), i(100L), None), "indices", i(10L)));
        expect("(0, 0, 1)", () -> call(new PySlice(i(5L), i(1L), None), "indices", i(0L)));
        expect("(1, 1, 1)", () -> call(new PySlice(i(5L), i(1L), None), "indices", i(1L)));
        expect("(5, 1, 1)", () -> call(new PySlice(i(5L), i(1L), None), "indices", i(5L)));
        expect("(5, 1, 1)", () -> call(new PySlice(i(5L), i(1L), None), "indices", i(10L)));
        expect("ValueError: slice step cannot be zero", () -> call(new PySlice(None, None, i(0L)), "indices", i(0L)));
        expect("ValueError: slice step cannot be zero", () -> call(new PySlice(None, None, i(0L)), "indices", i(1L)));
        expect("ValueError: slice step cannot be zero", () -> call(new PySlice(None, None, i(0L)), "indices", i(5L)));
        expect("ValueError: slice step cannot be zero", () -> call(new PySlice(None, None, i(0L)), "indices", i(10L)));
        expect("(-1, -1, -2)", () -> call(new PySlice(i(3L), None, i(-2L)), "indices", i(0L)));
        expect("(0, -1, -2)", () -> call(new PySlice(i(3L), None, i(-2L)), "indices", i(1L)));
        expect("(3, -1, -2)", () -> call(new PySlice(i(3L), None, i(-2L)), "indices", i(5L)));
        expect("(3, -1, -2)", () -> call(new PySlice(i(3L), None, i(-2L)), "indices", i(10L)));
        expect("(0, 0, 1)", () -> call(new PySlice(big("1180591620717411303424"), None, None), "indices", i(0L)));
        expect("(1, 1, 1)", () -> call(new PySlice(big("1180591620717411303424"), None, None), "indices", i(1L)));
        expect("(5, 5, 1)", () -> call(new PySlice(big("1180591620717411303424"), None, None), "indices", i(5L)));
        expect("(10, 10, 1)", () -> call(new PySlice(big("1180591620717411303424"), None, None), "indices", i(10L)));
        expect("(0, 0, 1180591620717411303424)", () -> call(new PySlice(big("-1180591620717411303424"), big("1180591620717411303424"), big("1180591620717411303424")), "indices", i(0L)));
        expect("(0, 1, 1180591620717411303424)", () -> call(new PySlice(big("-1180591620717411303424"), big("1180591620717411303424"), big("1180591620717411303424")), "indices", i(1L)));
        expect("(0, 5, 1180591620717411303424)", () -> call(new PySlice(big("-1180591620717411303424"), big("1180591620717411303424"), big("1180591620717411303424")), "indices", i(5L)));
        expect("(0, 10, 1180591620717411303424)", () -> call(new PySlice(big("-1180591620717411303424"), big("1180591620717411303424"), big("1180591620717411303424")), "indices", i(10L)));
        expect("(-1, -1, -1)", () -> call(new PySlice(i(0L), i(10L), i(-1L)), "indices", i(0L)));
        expect("(0, 0, -1)", () -> call(new PySlice(i(0L), i(10L), i(-1L)), "indices", i(1L)));
        expect("(0, 4, -1)", () -> call(new PySlice(i(0L), i(10L), i(-1L)), "indices", i(5L)));
        expect("(0, 9, -1)", () -> call(new PySlice(i(0L), i(10L), i(-1L)), "indices", i(10L)));
        expect("ValueError: length should not be negative", () -> call(new PySlice(i(1L), i(2L), None), "indices", i(-1L)));
        expect("TypeError: slice indices must be integers or None or have an __index__ method", () -> call(new PySlice(s("a"), i(2L), None), "indices", i(5L)));
        expect("'slice(1, 2, 3)'", () -> call(new PySlice(i(1L), i(2L), i(3L)), "__repr__"));
        expect("'slice(None, None, None)'", () -> call(new PySlice(None, None, None), "__repr__"));
        expect("\"slice('a', [1], None)\"", () -> call(new PySlice(s("a"), l(i(1L)), None), "__repr__"));
        expect("True", () -> call(new PySlice(i(1L), i(2L), None), "__eq__", new PySlice(i(1L), i(2L), None)));
        expect("False", () -> call(new PySlice(i(1L), i(2L), None), "__eq__", new PySlice(i(1L), i(3L), None)));
        expect("TypeError: 'NoneType' object is not callable", () -> call(new PySlice(i(1L), i(2L), None), "__hash__"));
        expect("TypeError: slice expected at least 1 argument, got 0", () -> Ops.call(PySlice.TYPE));
        expect("slice(None, 5, None)", () -> Ops.call(PySlice.TYPE, i(5L)));
        expect("AttributeError: readonly attribute", () -> { Ops.setAttr(new PySlice(i(1L), i(2L), None), "start", i(0L)); return None; });
    }
}
