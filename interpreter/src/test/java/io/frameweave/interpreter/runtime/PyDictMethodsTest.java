package io.frameweave.interpreter.runtime;

import static io.frameweave.interpreter.runtime.ContainerFixtures.*;

import org.junit.jupiter.api.Test;

/**
 * dict methods and operators with their results and the dict they leave behind, errors included.
 * Generated from cases run under python3.11; the expected texts are its output.
 */
class PyDictMethodsTest {

    @Test
    void methods() {
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(1, {'a': 1, 'b': 2})", recv, () -> call(recv, "get", s("a"))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(None, {'a': 1, 'b': 2})", recv, () -> call(recv, "get", s("z"))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(0, {'a': 1, 'b': 2})", recv, () -> call(recv, "get", s("z"), i(0L))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(TypeError: get expected at least 1 argument, got 0, {'a': 1, 'b': 2})", recv, () -> call(recv, "get")); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(TypeError: get expected at most 2 arguments, got 3, {'a': 1, 'b': 2})", recv, () -> call(recv, "get", i(1L), i(2L), i(3L))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(TypeError: unhashable type: 'list', {'a': 1, 'b': 2})", recv, () -> call(recv, "get", l())); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(1, {'a': 1, 'b': 2})", recv, () -> call(recv, "setdefault", s("a"), i(9L))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(9, {'a': 1, 'b': 2, 'c': 9})", recv, () -> call(recv, "setdefault", s("c"), i(9L))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(None, {'a': 1, 'b': 2, 'c': None})", recv, () -> call(recv, "setdefault", s("c"))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(TypeError: setdefault expected at least 1 argument, got 0, {'a': 1, 'b': 2})", recv, () -> call(recv, "setdefault")); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(1, {'b': 2})", recv, () -> call(recv, "pop", s("a"))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(KeyError: 'z', {'a': 1, 'b': 2})", recv, () -> call(recv, "pop", s("z"))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(None, {'a': 1, 'b': 2})", recv, () -> call(recv, "pop", s("z"), None)); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(TypeError: pop expected at least 1 argument, got 0, {'a': 1, 'b': 2})", recv, () -> call(recv, "pop")); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(('b', 2), {'a': 1})", recv, () -> call(recv, "popitem")); }
        { PyObject recv = d(); expectAfter("(KeyError: 'popitem(): dictionary is empty', {})", recv, () -> call(recv, "popitem")); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(TypeError: dict.popitem() takes no arguments (1 given), {'a': 1, 'b': 2})", recv, () -> call(recv, "popitem", i(1L))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(dict_keys(['a', 'b']), {'a': 1, 'b': 2})", recv, () -> call(recv, "keys")); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(dict_values([1, 2]), {'a': 1, 'b': 2})", recv, () -> call(recv, "values")); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(dict_items([('a', 1), ('b', 2)]), {'a': 1, 'b': 2})", recv, () -> call(recv, "items")); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(TypeError: dict.keys() takes no arguments (1 given), {'a': 1, 'b': 2})", recv, () -> call(recv, "keys", i(1L))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("({'a': 1, 'b': 2}, {'a': 1, 'b': 2})", recv, () -> call(recv, "copy")); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(None, {})", recv, () -> call(recv, "clear")); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(None, {'a': 1, 'b': 3, 'c': 4})", recv, () -> call(recv, "update", d(s("b"), i(3L), s("c"), i(4L)))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(None, {'a': 0, 'b': 2, 'c': 1})", recv, () -> call(recv, "update", l(t(s("c"), i(1L)), t(s("a"), i(0L))))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(None, {'a': 5, 'b': 2, 'z': 1})", recv, () -> callKw(recv, "update", kw("z", "a"), i(1L), i(5L))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(ValueError: dictionary update sequence element #0 has length 3; 2 is required, {'a': 1, 'b': 2})", recv, () -> call(recv, "update", l(t(s("c"), i(1L), i(2L))))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(TypeError: cannot convert dictionary update sequence element #0 to a sequence, {'a': 1, 'b': 2})", recv, () -> call(recv, "update", l(i(1L)))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(TypeError: 'int' object is not iterable, {'a': 1, 'b': 2})", recv, () -> call(recv, "update", i(1L))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(TypeError: update expected at most 1 argument, got 2, {'a': 1, 'b': 2})", recv, () -> call(recv, "update", i(1L), i(2L))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(None, {'a': 'b', 'b': 2, 'c': 'd'})", recv, () -> call(recv, "update", l(s("ab"), s("cd")))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(1, {'a': 1, 'b': 2})", recv, () -> call(recv, "__getitem__", s("a"))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(KeyError: 'z', {'a': 1, 'b': 2})", recv, () -> call(recv, "__getitem__", s("z"))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(KeyError: (1, 2), {'a': 1, 'b': 2})", recv, () -> call(recv, "__getitem__", t(i(1L), i(2L)))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(None, {'a': 1, 'b': 2, 'z': 0})", recv, () -> call(recv, "__setitem__", s("z"), i(0L))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(None, {'b': 2})", recv, () -> call(recv, "__delitem__", s("a"))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(KeyError: 'z', {'a': 1, 'b': 2})", recv, () -> call(recv, "__delitem__", s("z"))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(True, {'a': 1, 'b': 2})", recv, () -> call(recv, "__contains__", s("a"))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(TypeError: unhashable type: 'list', {'a': 1, 'b': 2})", recv, () -> call(recv, "__contains__", l())); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(2, {'a': 1, 'b': 2})", recv, () -> call(recv, "__len__")); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(True, {'a': 1, 'b': 2})", recv, () -> call(recv, "__eq__", d(s("b"), i(2L), s("a"), i(1L)))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(False, {'a': 1, 'b': 2})", recv, () -> call(recv, "__eq__", d(s("a"), i(1L)))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(NotImplemented, {'a': 1, 'b': 2})", recv, () -> call(recv, "__eq__", l())); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(True, {'a': 1, 'b': 2})", recv, () -> call(recv, "__ne__", d(s("a"), i(1L), s("b"), i(3L)))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(NotImplemented, {'a': 1, 'b': 2})", recv, () -> call(recv, "__lt__", d())); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("({'a': 0, 'b': 2, 'c': 3}, {'a': 1, 'b': 2})", recv, () -> call(recv, "__or__", d(s("c"), i(3L), s("a"), i(0L)))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(NotImplemented, {'a': 1, 'b': 2})", recv, () -> call(recv, "__or__", i(1L))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("({'a': 1, 'b': 2, 'x': 1}, {'a': 1, 'b': 2, 'x': 1})", recv, () -> call(recv, "__ior__", l(t(s("x"), i(1L))))); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("({'a': 1, 'b': 0}, {'a': 1, 'b': 0})", recv, () -> call(recv, "__ior__", d(s("b"), i(0L)))); }
        { PyObject recv = d(i(1L), s("a"), f(2.5), None, t(i(1L), i(2L)), l(i(3L))); expectAfter("(\"{1: 'a', 2.5: None, (1, 2): [3]}\", {1: 'a', 2.5: None, (1, 2): [3]})", recv, () -> call(recv, "__repr__")); }
        { PyObject recv = d(); expectAfter("('{}', {})", recv, () -> call(recv, "__repr__")); }
        { PyObject recv = d(s("a"), i(1L), s("b"), i(2L)); expectAfter("(TypeError: 'NoneType' object is not callable, {'a': 1, 'b': 2})", recv, () -> call(recv, "__hash__")); }
        { PyObject recv = d(i(1L), i(3L)); expectAfter("('{1: 3}', {1: 3})", recv, () -> call(recv, "__repr__")); }
        { PyObject recv = d(s("x"), d(s("y"), l(i(1L), d(s("z"), t())))); expectAfter("(\"{'x': {'y': [1, {'z': ()}]}}\", {'x': {'y': [1, {'z': ()}]}})", recv, () -> call(recv, "__repr__")); }
    }
}
