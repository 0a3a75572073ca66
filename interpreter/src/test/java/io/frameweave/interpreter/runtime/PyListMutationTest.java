package io.frameweave.interpreter.runtime;

import static io.frameweave.interpreter.runtime.ContainerFixtures.*;

import org.junit.jupiter.api.Test;

/**
 * list methods, slice reads, assignments and deletions (extended slices and their size errors), the
 * stable sort with key and reverse, and the operators; each case also checks what the list holds afterwards.
 * Generated from cases run under python3.11; the expected texts are its output.
 */
class PyListMutationTest {

    @Test
    void mutators() {
        { PyObject recv = l(i(1L), i(2L)); expectAfter("(None, [1, 2, 3])", recv, () -> call(recv, "append", i(3L))); }
        { PyObject recv = l(); expectAfter("(TypeError: list.append() takes exactly one argument (0 given), [])", recv, () -> call(recv, "append")); }
        { PyObject recv = l(i(1L)); expectAfter("(None, [1, 2, 3])", recv, () -> call(recv, "extend", l(i(2L), i(3L)))); }
        { PyObject recv = l(i(1L)); expectAfter("(None, [1, 2, 3])", recv, () -> call(recv, "extend", t(i(2L), i(3L)))); }
        { PyObject recv = l(i(1L)); expectAfter("(None, [1, 'a', 'b'])", recv, () -> call(recv, "extend", s("ab"))); }
        { PyObject recv = l(i(1L)); expectAfter("(TypeError: 'int' object is not iterable, [1])", recv, () -> call(recv, "extend", i(5L))); }
        { PyObject recv = l(i(1L)); expectAfter("(None, [1, 'a'])", recv, () -> call(recv, "extend", d(s("a"), i(1L)))); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("(None, [9, 1, 2])", recv, () -> call(recv, "insert", i(0L), i(9L))); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("(None, [1, 9, 2])", recv, () -> call(recv, "insert", i(-1L), i(9L))); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("(None, [1, 2, 9])", recv, () -> call(recv, "insert", i(100L), i(9L))); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("(None, [9, 1, 2])", recv, () -> call(recv, "insert", i(-100L), i(9L))); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("(TypeError: insert expected 2 arguments, got 1, [1, 2])", recv, () -> call(recv, "insert", i(1L))); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("(OverflowError: Python int too large to convert to C ssize_t, [1, 2])", recv, () -> call(recv, "insert", big("1180591620717411303424"), i(1L))); }
        { PyObject recv = l(i(1L), i(2L), i(3L)); expectAfter("(3, [1, 2])", recv, () -> call(recv, "pop")); }
        { PyObject recv = l(i(1L), i(2L), i(3L)); expectAfter("(1, [2, 3])", recv, () -> call(recv, "pop", i(0L))); }
        { PyObject recv = l(i(1L), i(2L), i(3L)); expectAfter("(3, [1, 2])", recv, () -> call(recv, "pop", i(-1L))); }
        { PyObject recv = l(); expectAfter("(IndexError: pop from empty list, [])", recv, () -> call(recv, "pop")); }
        { PyObject recv = l(i(1L)); expectAfter("(IndexError: pop index out of range, [1])", recv, () -> call(recv, "pop", i(5L))); }
        { PyObject recv = l(i(1L)); expectAfter("(TypeError: pop expected at most 1 argument, got 2, [1])", recv, () -> call(recv, "pop", i(1L), i(2L))); }
        { PyObject recv = l(i(1L), i(2L), i(1L)); expectAfter("(None, [2, 1])", recv, () -> call(recv, "remove", i(1L))); }
        { PyObject recv = l(i(1L)); expectAfter("(ValueError: list.remove(x): x not in list, [1])", recv, () -> call(recv, "remove", i(3L))); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("(None, [])", recv, () -> call(recv, "clear")); }
        { PyObject recv = l(i(1L), i(2L), i(3L)); expectAfter("(None, [3, 2, 1])", recv, () -> call(recv, "reverse")); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("([1, 2], [1, 2])", recv, () -> call(recv, "copy")); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("(TypeError: list.clear() takes no arguments (1 given), [1, 2])", recv, () -> call(recv, "clear", i(1L))); }
        { PyObject recv = l(i(1L), i(2L), i(3L)); expectAfter("(2, [1, 2, 3])", recv, () -> call(recv, "index", i(3L))); }
        { PyObject recv = l(i(1L), i(2L), i(3L)); expectAfter("(ValueError: 5 is not in list, [1, 2, 3])", recv, () -> call(recv, "index", i(5L))); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("(1, [1, 2])", recv, () -> call(recv, "index", i(2L), i(-1L))); }
        { PyObject recv = l(i(1L), i(2L), i(3L)); expectAfter("(ValueError: 3 is not in list, [1, 2, 3])", recv, () -> call(recv, "index", i(3L), i(0L), i(2L))); }
        { PyObject recv = l(i(1L), i(2L), i(1L)); expectAfter("(2, [1, 2, 1])", recv, () -> call(recv, "index", i(1L), i(1L))); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("(ValueError: 'a' is not in list, [1, 2])", recv, () -> call(recv, "index", s("a"))); }
        { PyObject recv = l(i(1L), i(2L), i(1L), i(1L)); expectAfter("(3, [1, 2, 1, 1])", recv, () -> call(recv, "count", i(1L))); }
        { PyObject recv = l(i(1L), f(1.0), True); expectAfter("(3, [1, 1.0, True])", recv, () -> call(recv, "count", i(1L))); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("([1, 2, 3], [1, 2, 3])", recv, () -> call(recv, "__iadd__", l(i(3L)))); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("([1, 2, 3], [1, 2, 3])", recv, () -> call(recv, "__iadd__", t(i(3L)))); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("([1, 2, 1, 2], [1, 2, 1, 2])", recv, () -> call(recv, "__imul__", i(2L))); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("([], [])", recv, () -> call(recv, "__imul__", i(0L))); }
    }

    @Test
    void slices() {
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("([1, 2], [0, 1, 2, 3, 4])", recv, () -> call(recv, "__getitem__", new PySlice(i(1L), i(3L), None))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("([4, 3, 2, 1, 0], [0, 1, 2, 3, 4])", recv, () -> call(recv, "__getitem__", new PySlice(None, None, i(-1L)))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("([0, 2, 4], [0, 1, 2, 3, 4])", recv, () -> call(recv, "__getitem__", new PySlice(None, None, i(2L)))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("([3, 4], [0, 1, 2, 3, 4])", recv, () -> call(recv, "__getitem__", new PySlice(i(-2L), None, None))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("([4, 2], [0, 1, 2, 3, 4])", recv, () -> call(recv, "__getitem__", new PySlice(i(4L), i(0L), i(-2L)))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("([], [0, 1, 2, 3, 4])", recv, () -> call(recv, "__getitem__", new PySlice(i(10L), i(20L), None))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(ValueError: slice step cannot be zero, [0, 1, 2, 3, 4])", recv, () -> call(recv, "__getitem__", new PySlice(None, None, i(0L)))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(IndexError: list index out of range, [0, 1, 2, 3, 4])", recv, () -> call(recv, "__getitem__", i(5L))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(IndexError: list index out of range, [0, 1, 2, 3, 4])", recv, () -> call(recv, "__getitem__", i(-6L))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(TypeError: list indices must be integers or slices, not str, [0, 1, 2, 3, 4])", recv, () -> call(recv, "__getitem__", s("a"))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(IndexError: cannot fit 'int' into an index-sized integer, [0, 1, 2, 3, 4])", recv, () -> call(recv, "__getitem__", big("1180591620717411303424"))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(1, [0, 1, 2, 3, 4])", recv, () -> call(recv, "__getitem__", True)); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(None, [0, 'a', 'b', 'c', 3, 4])", recv, () -> call(recv, "__setitem__", new PySlice(i(1L), i(3L), None), l(s("a"), s("b"), s("c")))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(None, [0, 3, 4])", recv, () -> call(recv, "__setitem__", new PySlice(i(1L), i(3L), None), l())); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(None, [0, 1, 2, 'x', 3, 4])", recv, () -> call(recv, "__setitem__", new PySlice(i(3L), i(1L), None), l(s("x")))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(None, ['a', 1, 'b', 3, 'c'])", recv, () -> call(recv, "__setitem__", new PySlice(None, None, i(2L)), l(s("a"), s("b"), s("c")))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(ValueError: attempt to assign sequence of size 1 to extended slice of size 3, [0, 1, 2, 3, 4])", recv, () -> call(recv, "__setitem__", new PySlice(None, None, i(2L)), l(s("a")))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(None, ['e', 'd', 'c', 'b', 'a'])", recv, () -> call(recv, "__setitem__", new PySlice(None, None, i(-1L)), s("abcde"))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(TypeError: must assign iterable to extended slice, [0, 1, 2, 3, 4])", recv, () -> call(recv, "__setitem__", new PySlice(None, None, i(2L)), i(5L))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(TypeError: can only assign an iterable, [0, 1, 2, 3, 4])", recv, () -> call(recv, "__setitem__", new PySlice(i(0L), i(1L), None), i(5L))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(None, [0, 1, 2, 3, 4, 9])", recv, () -> call(recv, "__setitem__", new PySlice(i(10L), i(20L), None), l(i(9L)))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(IndexError: list assignment index out of range, [0, 1, 2, 3, 4])", recv, () -> call(recv, "__setitem__", i(5L), i(1L))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(None, [0, 1, 2, 3, 'z'])", recv, () -> call(recv, "__setitem__", i(-1L), s("z"))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(TypeError: list indices must be integers or slices, not str, [0, 1, 2, 3, 4])", recv, () -> call(recv, "__setitem__", s("a"), i(1L))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(None, [0, 'x', 'y', 4])", recv, () -> call(recv, "__setitem__", new PySlice(i(1L), i(4L), i(1L)), s("xy"))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(None, [9, 1, 8, 3, 7])", recv, () -> call(recv, "__setitem__", new PySlice(i(-1L), i(-6L), i(-2L)), t(i(7L), i(8L), i(9L)))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(None, [0, 3, 4])", recv, () -> call(recv, "__delitem__", new PySlice(i(1L), i(3L), None))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(None, [1, 3])", recv, () -> call(recv, "__delitem__", new PySlice(None, None, i(2L)))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(None, [1, 3])", recv, () -> call(recv, "__delitem__", new PySlice(None, None, i(-2L)))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(None, [1, 2, 3, 4])", recv, () -> call(recv, "__delitem__", i(0L))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(IndexError: list assignment index out of range, [0, 1, 2, 3, 4])", recv, () -> call(recv, "__delitem__", i(5L))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(None, [0, 1, 2, 3, 4])", recv, () -> call(recv, "__delitem__", new PySlice(i(3L), i(1L), None))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(None, [])", recv, () -> call(recv, "__delitem__", new PySlice(None, None, None))); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L)); expectAfter("(None, [0, 2, 3])", recv, () -> call(recv, "__delitem__", new PySlice(i(1L), None, i(3L)))); }
    }

    @Test
    void sorting() {
        { PyObject recv = l(i(3L), i(1L), i(2L)); expectAfter("(None, [1, 2, 3])", recv, () -> call(recv, "sort")); }
        { PyObject recv = l(i(3L), i(1L), i(2L)); expectAfter("(None, [3, 2, 1])", recv, () -> callKw(recv, "sort", kw("reverse"), True)); }
        { PyObject recv = l(i(3L), i(1L), i(2L)); expectAfter("(None, [3, 2, 1])", recv, () -> callKw(recv, "sort", kw("key"), NEG)); }
        { PyObject recv = l(s("bb"), s("a"), s("ccc"), s("dd")); expectAfter("(None, ['a', 'bb', 'dd', 'ccc'])", recv, () -> callKw(recv, "sort", kw("key"), LEN)); }
        { PyObject recv = l(s("bb"), s("a"), s("ccc"), s("dd")); expectAfter("(None, ['ccc', 'bb', 'dd', 'a'])", recv, () -> callKw(recv, "sort", kw("key", "reverse"), LEN, True)); }
        { PyObject recv = l(t(i(1L), s("a")), t(i(0L), s("b")), t(i(1L), s("c")), t(i(0L), s("d")), t(i(1L), s("e"))); expectAfter("(None, [(0, 'b'), (0, 'd'), (1, 'a'), (1, 'c'), (1, 'e')])", recv, () -> callKw(recv, "sort", kw("key"), FIRST)); }
        { PyObject recv = l(t(i(1L), s("a")), t(i(0L), s("b")), t(i(1L), s("c")), t(i(0L), s("d")), t(i(1L), s("e"))); expectAfter("(None, [(1, 'a'), (1, 'c'), (1, 'e'), (0, 'b'), (0, 'd')])", recv, () -> callKw(recv, "sort", kw("key", "reverse"), FIRST, True)); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L), i(5L), i(6L), i(7L), i(8L), i(9L), i(10L), i(11L), i(12L), i(13L), i(14L), i(15L), i(16L), i(17L), i(18L), i(19L), i(20L), i(21L), i(22L), i(23L), i(24L), i(25L), i(26L), i(27L), i(28L), i(29L), i(30L), i(31L), i(32L), i(33L), i(34L), i(35L), i(36L), i(37L), i(38L), i(39L)); expectAfter("(None, [0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38])", recv, () -> callKw(recv, "sort", kw("key"), MOD3)); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L), i(5L), i(6L), i(7L), i(8L), i(9L), i(10L), i(11L), i(12L), i(13L), i(14L), i(15L), i(16L), i(17L), i(18L), i(19L), i(20L), i(21L), i(22L), i(23L), i(24L), i(25L), i(26L), i(27L), i(28L), i(29L), i(30L), i(31L), i(32L), i(33L), i(34L), i(35L), i(36L), i(37L), i(38L), i(39L)); expectAfter("(None, [2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35, 38, 1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36, 39])", recv, () -> callKw(recv, "sort", kw("key", "reverse"), MOD3, True)); }
        { PyObject recv = l(i(1L), s("a")); expectAfter("(TypeError: '<' not supported between instances of 'str' and 'int', [1, 'a'])", recv, () -> call(recv, "sort")); }
        { PyObject recv = l(i(2L), f(1.5), True, i(0L)); expectAfter("(None, [0, True, 1.5, 2])", recv, () -> call(recv, "sort")); }
        { PyObject recv = l(s("b"), s("A"), s("a"), s("B")); expectAfter("(None, ['A', 'B', 'a', 'b'])", recv, () -> call(recv, "sort")); }
        { PyObject recv = l(s("b"), s("A"), s("a"), s("B")); expectAfter("(None, ['A', 'a', 'b', 'B'])", recv, () -> callKw(recv, "sort", kw("key"), LOWER)); }
        { PyObject recv = l(i(3L), i(1L)); expectAfter("(TypeError: sort() takes no positional arguments, [3, 1])", recv, () -> call(recv, "sort", i(1L))); }
        { PyObject recv = l(); expectAfter("(None, [])", recv, () -> call(recv, "sort")); }
        { PyObject recv = l(t(i(2L), i(1L)), t(i(1L), i(2L)), t(i(1L), i(1L))); expectAfter("(None, [(1, 1), (1, 2), (2, 1)])", recv, () -> call(recv, "sort")); }
        { PyObject recv = l(l(i(2L)), l(i(1L), i(5L)), l(i(1L))); expectAfter("(None, [[1], [1, 5], [2]])", recv, () -> call(recv, "sort")); }
        { PyObject recv = l(big("1180591620717411303424"), big("-1180591620717411303424"), i(0L), i(5L)); expectAfter("(None, [-1180591620717411303424, 0, 5, 1180591620717411303424])", recv, () -> call(recv, "sort")); }
        { PyObject recv = l(f(0.5), f(-1.5), f(Double.POSITIVE_INFINITY), f(2.0)); expectAfter("(None, [-1.5, 0.5, 2.0, inf])", recv, () -> call(recv, "sort")); }
        { PyObject recv = l(s("b\ud83d\ude00"), s("b\uffff"), s("a")); expectAfter("(None, ['a', 'b\\uffff', 'b\ud83d\ude00'])", recv, () -> call(recv, "sort")); }
        { PyObject recv = l(i(5L), i(3L), i(9L), i(1L), i(7L), i(2L), i(8L), i(4L), i(6L), i(0L), i(5L), i(3L), i(9L), i(1L), i(7L), i(2L), i(8L), i(4L), i(6L), i(0L), i(5L), i(3L), i(9L), i(1L), i(7L), i(2L), i(8L), i(4L), i(6L), i(0L), i(5L), i(3L), i(9L), i(1L), i(7L), i(2L), i(8L), i(4L), i(6L), i(0L), i(5L), i(3L), i(9L), i(1L), i(7L), i(2L), i(8L), i(4L), i(6L), i(0L), i(5L), i(3L), i(9L), i(1L), i(7L), i(2L), i(8L), i(4L), i(6L), i(0L), i(5L), i(3L), i(9L), i(1L), i(7L), i(2L), i(8L), i(4L), i(6L), i(0L)); expectAfter("(None, [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 8, 8, 8, 8, 8, 8, 8, 9, 9, 9, 9, 9, 9, 9])", recv, () -> call(recv, "sort")); }
        { PyObject recv = l(i(100L), i(99L), i(98L), i(97L), i(96L), i(95L), i(94L), i(93L), i(92L), i(91L), i(90L), i(89L), i(88L), i(87L), i(86L), i(85L), i(84L), i(83L), i(82L), i(81L), i(80L), i(79L), i(78L), i(77L), i(76L), i(75L), i(74L), i(73L), i(72L), i(71L), i(70L), i(69L), i(68L), i(67L), i(66L), i(65L), i(64L), i(63L), i(62L), i(61L), i(60L), i(59L), i(58L), i(57L), i(56L), i(55L), i(54L), i(53L), i(52L), i(51L), i(50L), i(49L), i(48L), i(47L), i(46L), i(45L), i(44L), i(43L), i(42L), i(41L), i(40L), i(39L), i(38L), i(37L), i(36L), i(35L), i(34L), i(33L), i(32L), i(31L), i(30L), i(29L), i(28L), i(27L), i(26L), i(25L), i(24L), i(23L), i(22L), i(21L), i(20L), i(19L), i(18L), i(17L), i(16L), i(15L), i(14L), i(13L), i(12L), i(11L), i(10L), i(9L), i(8L), i(7L), i(6L), i(5L), i(4L), i(3L), i(2L), i(1L)); expectAfter("(None, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100])", recv, () -> call(recv, "sort")); }
        { PyObject recv = l(i(0L), i(1L), i(2L), i(3L), i(4L), i(5L), i(6L), i(7L), i(8L), i(9L), i(10L), i(11L), i(12L), i(13L), i(14L), i(15L), i(16L), i(17L), i(18L), i(19L), i(20L), i(21L), i(22L), i(23L), i(24L), i(25L), i(26L), i(27L), i(28L), i(29L), i(30L), i(31L), i(32L), i(33L), i(34L), i(35L), i(36L), i(37L), i(38L), i(39L), i(40L), i(41L), i(42L), i(43L), i(44L), i(45L), i(46L), i(47L), i(48L), i(49L), i(50L), i(51L), i(52L), i(53L), i(54L), i(55L), i(56L), i(57L), i(58L), i(59L), i(60L), i(61L), i(62L), i(63L), i(64L), i(65L), i(66L), i(67L), i(68L), i(69L)); expectAfter("(None, [69, 68, 67, 66, 65, 64, 63, 62, 61, 60, 59, 58, 57, 56, 55, 54, 53, 52, 51, 50, 49, 48, 47, 46, 45, 44, 43, 42, 41, 40, 39, 38, 37, 36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0])", recv, () -> callKw(recv, "sort", kw("reverse"), True)); }
    }

    @Test
    void operators() {
        { PyObject recv = l(i(1L), i(2L)); expectAfter("([1, 2, 3], [1, 2])", recv, () -> call(recv, "__add__", l(i(3L)))); }
        { PyObject recv = l(i(1L)); expectAfter("(TypeError: can only concatenate list (not \"tuple\") to list, [1])", recv, () -> call(recv, "__add__", t(i(1L)))); }
        { PyObject recv = l(i(1L)); expectAfter("([1, 1, 1], [1])", recv, () -> call(recv, "__mul__", i(3L))); }
        { PyObject recv = l(i(1L)); expectAfter("([], [1])", recv, () -> call(recv, "__mul__", i(-2L))); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("([1, 2, 1, 2], [1, 2])", recv, () -> call(recv, "__rmul__", i(2L))); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("(True, [1, 2])", recv, () -> call(recv, "__contains__", i(2L))); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("(False, [1, 2])", recv, () -> call(recv, "__contains__", i(3L))); }
        { PyObject recv = l(i(1L), l(i(2L))); expectAfter("(True, [1, [2]])", recv, () -> call(recv, "__contains__", l(i(2L)))); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("(True, [1, 2])", recv, () -> call(recv, "__eq__", l(i(1L), i(2L)))); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("(NotImplemented, [1, 2])", recv, () -> call(recv, "__eq__", t(i(1L), i(2L)))); }
        { PyObject recv = l(i(1L)); expectAfter("(True, [1])", recv, () -> call(recv, "__lt__", l(i(1L), i(2L)))); }
        { PyObject recv = l(i(2L)); expectAfter("(True, [2])", recv, () -> call(recv, "__gt__", l(i(1L), i(5L)))); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("(True, [1, 2])", recv, () -> call(recv, "__le__", l(i(1L), i(2L)))); }
        { PyObject recv = l(i(1L)); expectAfter("(NotImplemented, [1])", recv, () -> call(recv, "__lt__", s("a"))); }
        { PyObject recv = l(i(1L), s("a")); expectAfter("(TypeError: '<' not supported between instances of 'str' and 'int', [1, 'a'])", recv, () -> call(recv, "__lt__", l(i(1L), i(2L)))); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("(True, [1, 2])", recv, () -> call(recv, "__ne__", l(i(1L), i(3L)))); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("(2, [1, 2])", recv, () -> call(recv, "__len__")); }
        { PyObject recv = l(); expectAfter("('[]', [])", recv, () -> call(recv, "__repr__")); }
        { PyObject recv = l(i(1L), s("a"), l(f(2.5), None)); expectAfter("(\"[1, 'a', [2.5, None]]\", [1, 'a', [2.5, None]])", recv, () -> call(recv, "__repr__")); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("(None, [7, 8])", recv, () -> call(recv, "__init__", t(i(7L), i(8L)))); }
        { PyObject recv = l(i(1L)); expectAfter("(TypeError: list expected at most 1 argument, got 2, [1])", recv, () -> call(recv, "__init__", i(1L), i(2L))); }
        { PyObject recv = l(i(1L), i(2L)); expectAfter("(TypeError: 'NoneType' object is not callable, [1, 2])", recv, () -> call(recv, "__hash__")); }
    }
}
