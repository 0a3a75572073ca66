package io.frameweave.interpreter.runtime;

import java.util.ArrayList;
import java.util.List;

/**
 * The parameters of a builtin, written as names in order with CPython's markers: a "/" entry ends the
 * positional-only ones, a "*" entry starts the keyword-only ones. Both argument binders read them: {@link ArgParser}
 * with the messages of {@code PyArg_ParseTupleAndKeywords}, and the C modules' Argument Clinic binder.
 */
public final class ParameterNames {
    private final String[] names;
    private final int positionalOnly;
    private final int maxPositional;

    public ParameterNames(String... spec) {
        int slash = 0;
        int star = -1;
        List<String> list = new ArrayList<>();
        for (String s : spec) {
            if (s.equals("/")) {
                slash = list.size();
            } else if (s.equals("*")) {
                star = list.size();
            } else {
                list.add(s);
            }
        }
        this.names = list.toArray(new String[0]);
        this.positionalOnly = slash;
        this.maxPositional = star < 0 ? names.length : star;
    }

    /** How many parameters there are. */
    public int count() {
        return names.length;
    }

    /** The name of parameter {@code i}. */
    public String name(int i) {
        return names[i];
    }

    /** How many leading parameters cannot be passed by keyword. */
    public int positionalOnly() {
        return positionalOnly;
    }

    /** How many leading parameters can be passed by position. */
    public int maxPositional() {
        return maxPositional;
    }

    /** The index of the parameter named {@code name}, or -1. */
    public int indexOf(String name) {
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }
}
