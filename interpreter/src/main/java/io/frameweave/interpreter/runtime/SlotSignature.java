package io.frameweave.interpreter.runtime;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * How many arguments a special method of a builtin type takes, as CPython's slot wrappers decide it: by the
 * slot, not by the type ({@code int.__add__} and {@code dict.__or__} both take exactly one). {@link PyType#define}
 * gives every builtin special method its slot's check, so a body may index its arguments freely.
 */
final class SlotSignature {
    private SlotSignature() {}

    private static final Map<String, int[]> ARITY = new HashMap<>();

    private static void slots(int min, int max, String... names) {
        for (String n : names) {
            ARITY.put(n, new int[] {min, max});
        }
    }

    static {
        slots(0, 0, "__repr__", "__str__", "__hash__", "__len__", "__iter__", "__next__", "__bool__", "__neg__",
                "__pos__", "__abs__", "__invert__", "__int__", "__float__", "__index__", "__await__", "__aiter__",
                "__anext__", "__del__");
        slots(1, 1, "__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__", "__contains__", "__getitem__",
                "__delitem__", "__getattribute__", "__getattr__", "__delattr__", "__delete__");
        for (String op : new String[] {"add", "sub", "mul", "matmul", "truediv", "floordiv", "mod", "divmod",
                "lshift", "rshift", "and", "xor", "or"}) {
            slots(1, 1, "__" + op + "__", "__r" + op + "__");
            if (!op.equals("divmod")) {
                slots(1, 1, "__i" + op + "__");
            }
        }
        slots(2, 2, "__setitem__", "__setattr__", "__set__");
        slots(1, 2, "__pow__", "__rpow__", "__get__");
    }

    /**
     * The special methods CPython declares on these types as ordinary methods (METH_COEXIST, for speed), which
     * word their errors as methods do: {@code list.__getitem__() takes exactly one argument (0 given)}.
     */
    private static final Set<String> METHODS = Set.of("list.__getitem__", "dict.__getitem__", "dict.__contains__",
            "set.__contains__", "frozenset.__contains__");

    /**
     * The slots whose wrappers unpack their arguments with {@code PyArg_UnpackTuple}, whose messages start with a
     * space: item and attribute assignment, and a sequence's repeat (where a number's multiply does not).
     */
    private static final Set<String> UNPACKED = Set.of("__setitem__", "__setattr__", "__set__", "__pow__",
            "__rpow__", "__get__", "str.__mul__", "str.__rmul__", "list.__mul__", "list.__rmul__", "list.__imul__",
            "tuple.__mul__", "tuple.__rmul__");

    /** Whether {@code owner.name} is a slot wrapper in CPython (its messages and repr differ from a method's). */
    static boolean isSlot(PyType owner, String name) {
        return (ARITY.containsKey(name) || name.equals("__init__") || name.equals("__call__"))
                && !METHODS.contains(owner.name + "." + name);
    }

    /**
     * The argument check of special method {@code name} of {@code owner}, or null when it is no slot. The
     * descriptor runs it before its body, so a body may index its arguments freely.
     */
    static Check of(PyType owner, String name) {
        int[] arity = ARITY.get(name);
        if (arity == null) {
            return null;
        }
        if (METHODS.contains(owner.name + "." + name)) {
            return new Check(arity[0], arity[1], owner.name + "." + name, null);
        }
        String prefix = UNPACKED.contains(name) || UNPACKED.contains(owner.name + "." + name) ? " " : "";
        return new Check(arity[0], arity[1], name, prefix);
    }

    /**
     * A slot's argument count check: {@code prefix} is null for a special method CPython declares as an ordinary
     * method (worded as {@link ArgParser#checkArity}), else the start of a slot wrapper's message.
     */
    record Check(int min, int max, String name, String prefix) {
        /** Raises CPython's TypeError unless {@code args} and {@code kw} suit the slot. */
        void check(PyObject[] args, String[] kw) {
            boolean keywords = kw != null && kw.length > 0;
            if (!keywords && args.length >= min && args.length <= max) {
                return;
            }
            if (prefix == null) {
                ArgParser.checkArity(name, args, kw, min, max);
                return;
            }
            if (keywords) {
                throw Py.TypeError("wrapper " + name + "() takes no keyword arguments");
            }
            throw Py.TypeError(prefix + message(min, max, args.length));
        }
    }

    /** CPython's check_num_args and PyArg_UnpackTuple messages (the latter after the prefix). */
    private static String message(int min, int max, int n) {
        if (min == max) {
            return "expected " + min + " argument" + (min == 1 ? "" : "s") + ", got " + n;
        }
        if (n < min) {
            return "expected at least " + min + " argument" + (min == 1 ? "" : "s") + ", got " + n;
        }
        return "expected at most " + max + " argument" + (max == 1 ? "" : "s") + ", got " + n;
    }
}
