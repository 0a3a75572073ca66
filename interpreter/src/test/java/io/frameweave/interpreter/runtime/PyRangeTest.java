package io.frameweave.interpreter.runtime;

import static io.frameweave.interpreter.runtime.ContainerFixtures.*;

import org.junit.jupiter.api.Test;

/**
 * (Hashes of ranges of length 0 or 1 involve hash(None), which CPython 3.11 randomises, so they are not compared.)
 * range: lengths, indexing and slicing (also beyond a long), O(1) membership, index/count, equality as
 * sequences, CPython's hash, repr, reversal and the constructor's errors.
 * Generated from cases run under python3.11; the expected texts are its output.
 */
class PyRangeTest {

    @Test
    void rangeMatchesCPython() {
        { PyObject recv = new PyRange(i(0L), i(5L), i(1L)); expectAfter("(5, range(0, 5))", recv, () -> call(recv, "__len__")); }
        { PyObject recv = new PyRange(i(10L), i(0L), i(-3L)); expectAfter("(4, range(10, 0, -3))", recv, () -> call(recv, "__len__")); }
        { PyObject recv = new PyRange(i(0L), i(0L), i(1L)); expectAfter("(0, range(0, 0))", recv, () -> call(recv, "__len__")); }
        { PyObject recv = new PyRange(i(0L), big("100000000000000000000"), i(1L)); expectAfter("(OverflowError: Python int too large to convert to C ssize_t, range(0, 100000000000000000000))", recv, () -> call(recv, "__len__")); }
        { PyObject recv = new PyRange(i(0L), i(5L), i(1L)); expectAfter("(IndexError: range object index out of range, range(0, 5))", recv, () -> call(recv, "__getitem__", i(10L))); }
        { PyObject recv = new PyRange(i(0L), i(5L), i(1L)); expectAfter("(TypeError: range indices must be integers or slices, not str, range(0, 5))", recv, () -> call(recv, "__getitem__", s("a"))); }
        { PyObject recv = new PyRange(i(0L), i(10L), i(3L)); expectAfter("(9, range(0, 10, 3))", recv, () -> call(recv, "__getitem__", i(-1L))); }
        { PyObject recv = new PyRange(i(0L), big("100000000000000000000"), i(1L)); expectAfter("(5, range(0, 100000000000000000000))", recv, () -> call(recv, "__getitem__", i(5L))); }
        { PyObject recv = new PyRange(i(0L), big("100000000000000000000"), i(1L)); expectAfter("(99999999999999999999, range(0, 100000000000000000000))", recv, () -> call(recv, "__getitem__", i(-1L))); }
        { PyObject recv = new PyRange(i(0L), i(10L), i(1L)); expectAfter("(range(2, 8, 3), range(0, 10))", recv, () -> call(recv, "__getitem__", new PySlice(i(2L), i(8L), i(3L)))); }
        { PyObject recv = new PyRange(i(0L), i(10L), i(1L)); expectAfter("(range(9, -1, -1), range(0, 10))", recv, () -> call(recv, "__getitem__", new PySlice(None, None, i(-1L)))); }
        { PyObject recv = new PyRange(i(0L), big("100000000000000000000"), i(1L)); expectAfter("(range(10000000000000000000, 100000000000000000000), range(0, 100000000000000000000))", recv, () -> call(recv, "__getitem__", new PySlice(big("10000000000000000000"), None, None))); }
        { PyObject recv = new PyRange(i(1L), i(20L), i(4L)); expectAfter("(range(13, 21, 4), range(1, 20, 4))", recv, () -> call(recv, "__getitem__", new PySlice(i(-2L), None, None))); }
        { PyObject recv = new PyRange(i(0L), i(3L), i(1L)); expectAfter("(ValueError: 5 is not in range, range(0, 3))", recv, () -> call(recv, "index", i(5L))); }
        { PyObject recv = new PyRange(i(0L), i(3L), i(1L)); expectAfter("(ValueError: sequence.index(x): x not in sequence, range(0, 3))", recv, () -> call(recv, "index", s("a"))); }
        { PyObject recv = new PyRange(i(0L), i(20L), i(5L)); expectAfter("(3, range(0, 20, 5))", recv, () -> call(recv, "index", i(15L))); }
        { PyObject recv = new PyRange(i(0L), i(3L), i(1L)); expectAfter("(1, range(0, 3))", recv, () -> call(recv, "count", i(1L))); }
        { PyObject recv = new PyRange(i(0L), i(3L), i(1L)); expectAfter("(1, range(0, 3))", recv, () -> call(recv, "count", f(1.0))); }
        { PyObject recv = new PyRange(i(0L), big("100000000000000000000"), i(7L)); expectAfter("(True, range(0, 100000000000000000000, 7))", recv, () -> call(recv, "__contains__", i(7000000000000000000L))); }
        { PyObject recv = new PyRange(i(0L), i(10L), i(2L)); expectAfter("(False, range(0, 10, 2))", recv, () -> call(recv, "__contains__", i(3L))); }
        { PyObject recv = new PyRange(i(10L), i(0L), i(-2L)); expectAfter("(True, range(10, 0, -2))", recv, () -> call(recv, "__contains__", i(4L))); }
        { PyObject recv = new PyRange(i(10L), i(0L), i(-2L)); expectAfter("(False, range(10, 0, -2))", recv, () -> call(recv, "__contains__", i(0L))); }
        { PyObject recv = new PyRange(i(0L), i(3L), i(1L)); expectAfter("(True, range(0, 3))", recv, () -> call(recv, "__contains__", f(1.0))); }
        { PyObject recv = new PyRange(i(0L), i(3L), i(1L)); expectAfter("(False, range(0, 3))", recv, () -> call(recv, "__contains__", s("a"))); }
        { PyObject recv = new PyRange(i(0L), i(5L), i(1L)); expectAfter("(True, range(0, 5))", recv, () -> call(recv, "__eq__", new PyRange(i(0L), i(5L), i(1L)))); }
        { PyObject recv = new PyRange(i(1L), i(1L), i(1L)); expectAfter("(True, range(1, 1))", recv, () -> call(recv, "__eq__", new PyRange(i(2L), i(2L), i(1L)))); }
        { PyObject recv = new PyRange(i(0L), i(3L), i(2L)); expectAfter("(True, range(0, 3, 2))", recv, () -> call(recv, "__eq__", new PyRange(i(0L), i(4L), i(2L)))); }
        { PyObject recv = new PyRange(i(0L), i(1L), i(5L)); expectAfter("(True, range(0, 1, 5))", recv, () -> call(recv, "__eq__", new PyRange(i(0L), i(1L), i(7L)))); }
        { PyObject recv = new PyRange(i(0L), i(5L), i(1L)); expectAfter("('range(0, 5)', range(0, 5))", recv, () -> call(recv, "__repr__")); }
        { PyObject recv = new PyRange(i(-1L), i(5L), i(2L)); expectAfter("('range(-1, 5, 2)', range(-1, 5, 2))", recv, () -> call(recv, "__repr__")); }
        { PyObject recv = new PyRange(i(0L), i(3L), i(1L)); expectAfter("(-8338477496398685190, range(0, 3))", recv, () -> call(recv, "__hash__")); }
        { PyObject recv = new PyRange(i(2L), i(9L), i(3L)); expectAfter("(-6356849252680097597, range(2, 9, 3))", recv, () -> call(recv, "__hash__")); }
        { PyObject recv = new PyRange(i(0L), i(0L), i(1L)); expectAfter("(False, range(0, 0))", recv, () -> call(recv, "__bool__")); }
        { PyObject recv = new PyRange(i(1L), i(20L), i(4L)); expectAfter("(5, range(1, 20, 4))", recv, () -> call(recv, "__len__")); }
        expect("TypeError: 'float' object cannot be interpreted as an integer", () -> Ops.call(PyRange.TYPE, f(1.0)));
        expect("ValueError: range() arg 3 must not be zero", () -> Ops.call(PyRange.TYPE, i(1L), i(2L), i(0L)));
        expect("TypeError: range expected at least 1 argument, got 0", () -> Ops.call(PyRange.TYPE));
        expect("TypeError: range expected at most 3 arguments, got 4", () -> Ops.call(PyRange.TYPE, i(1L), i(2L), i(3L), i(4L)));
        expect("[7, 4, 1]", () -> Ops.call(PyList.TYPE, ((PyRange) Ops.call(PyRange.TYPE, i(1L), i(10L), i(3L))).reversed()));
        expect("[0, -3, -6, -9]", () -> Ops.call(PyList.TYPE, Ops.call(PyRange.TYPE, i(0L), i(-10L), i(-3L))));
        expect("[100000000000000000000, 100000000000000000001]", () -> Ops.call(PyList.TYPE, Ops.call(PyRange.TYPE, big("100000000000000000000"), big("100000000000000000002"))));
        expect("3", () -> Ops.getAttr(Ops.call(PyRange.TYPE, i(3L), i(9L)), "start"));
    }
}
