package io.frameweave.interpreter.runtime;

import java.util.function.IntPredicate;

/**
 * The six rich-comparison methods ({@code __eq__} ... {@code __ge__}) of a builtin number type, defined from
 * one three-way comparison of {@code self} with the other operand.
 */
final class NumberComparisons {
    /** A three-way result: the operands are unordered (a NaN); only {@code __ne__} is then true. */
    static final int UNORDERED = 2;
    /** A three-way result: the other operand is of a type this one does not compare with. */
    static final int NOT_IMPLEMENTED = 3;

    private NumberComparisons() {}

    /** Compares {@code self} with {@code other}: -1, 0, 1, {@link #UNORDERED} or {@link #NOT_IMPLEMENTED}. */
    @FunctionalInterface
    interface ThreeWay {
        int compare(PyObject self, PyObject other);
    }

    static void define(PyType t, ThreeWay cmp) {
        define(t, "__eq__", cmp, c -> c == 0);
        define(t, "__ne__", cmp, c -> c != 0);
        define(t, "__lt__", cmp, c -> c < 0);
        define(t, "__le__", cmp, c -> c <= 0);
        define(t, "__gt__", cmp, c -> c > 0);
        define(t, "__ge__", cmp, c -> c >= 0);
    }

    private static void define(PyType t, String name, ThreeWay cmp, IntPredicate test) {
        boolean unorderedResult = name.equals("__ne__");
        t.define(name, (self, args, kw) -> {
            ArgParser.checkArity(name, args, kw, 1, 1);
            int c = cmp.compare(self, args[0]);
            if (c == NOT_IMPLEMENTED) {
                return Py.NotImplemented;
            }
            if (c == UNORDERED) {
                return Py.newBool(unorderedResult);
            }
            return Py.newBool(test.test(c));
        });
    }
}
