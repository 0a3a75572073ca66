package io.frameweave.interpreter.runtime;

/**
 * Binds the vectorcall arguments of a builtin to its parameters, with CPython's error messages. Parameters
 * are named in order; a "/" entry ends the positional-only ones, a "*" entry starts the keyword-only ones.
 * A parameter without a default that is not passed is an error; {@link #parse} leaves null in the slot of
 * an optional parameter that was not passed.
 *
 * <pre>{@code
 * static final ArgParser SORTED = new ArgParser("sorted", 1, "iterable", "/", "*", "key", "reverse");
 * PyObject[] a = SORTED.parse(args, kwnames);   // a[0] iterable, a[1] key or null, a[2] reverse or null
 * }</pre>
 */
public final class ArgParser {
    private final String funcName;
    private final ParameterNames params;
    private final int required;
    /** Argument Clinic's wording of an unknown keyword ("'x' is an invalid keyword argument for f()"). */
    private boolean clinicKeywords;

    /**
     * @param funcName name used in messages
     * @param required how many leading parameters must be given
     * @param spec     parameter names, with optional "/" and "*" markers
     */
    public ArgParser(String funcName, int required, String... spec) {
        this.funcName = funcName;
        this.params = new ParameterNames(spec);
        this.required = required;
    }

    /** This parser words an unknown keyword as CPython's Argument Clinic functions do; returns this. */
    public ArgParser clinicKeywords() {
        clinicKeywords = true;
        return this;
    }

    public PyObject[] parse(PyObject[] args, String[] kwnames) {
        int nkw = kwnames == null ? 0 : kwnames.length;
        int npos = args.length - nkw;
        if (npos > params.maxPositional()) {
            throw Py.TypeError(tooMany(npos));
        }
        PyObject[] out = new PyObject[params.count()];
        System.arraycopy(args, 0, out, 0, npos);
        for (int k = 0; k < nkw; k++) {
            String kw = kwnames[k];
            int idx = params.indexOf(kw);
            if (idx < 0 || idx < params.positionalOnly()) {
                if (clinicKeywords) {
                    throw Py.TypeError("'" + kw + "' is an invalid keyword argument for " + funcName + "()");
                }
                throw Py.TypeError(funcName + "() got an unexpected keyword argument '" + kw + "'");
            }
            if (out[idx] != null) {
                throw Py.TypeError(funcName + "() got multiple values for argument '" + kw + "'");
            }
            out[idx] = args[npos + k];
        }
        for (int i = 0; i < required; i++) {
            if (out[i] == null) {
                if (i < params.positionalOnly() || nkw == 0) {
                    throw Py.TypeError(funcName + "() takes " + (required == params.maxPositional() ? "exactly" : "at least") + " "
                            + required + " argument" + (required == 1 ? "" : "s") + " (" + npos + " given)");
                }
                throw Py.TypeError(funcName + "() missing required argument '" + params.name(i) + "' (pos " + (i + 1) + ")");
            }
        }
        return out;
    }

    private String tooMany(int given) {
        if (params.maxPositional() == 0) {
            return funcName + "() takes no positional arguments";
        }
        if (required == params.maxPositional()) {
            return funcName + "() takes exactly " + (required == 1 ? "one argument" : required + " arguments")
                    + " (" + given + " given)";
        }
        return funcName + "() takes at most " + params.maxPositional() + " argument" + (params.maxPositional() == 1 ? "" : "s")
                + " (" + given + " given)";
    }

    /**
     * The positional arguments of the {@code __new__} of {@code base} (tuple, float, frozenset, set) called for
     * {@code type}: CPython refuses keywords there unless {@code type} has an {@code __init__} other than base's,
     * which then takes them ({@code class C(tuple): def __init__(self, seq, extra=None)}).
     */
    public static PyObject[] newPositionals(String funcName, PyType type, PyType base, PyObject[] args,
            String[] kwnames) {
        if (kwnames == null || kwnames.length == 0) {
            return args;
        }
        if (type == base || type.lookupInit() == base.lookupInit()) {
            noKeywords(funcName, kwnames);
        }
        return java.util.Arrays.copyOf(args, args.length - kwnames.length);
    }

    /** Raises CPython's "f() takes no keyword arguments" when any keyword was passed. */
    public static void noKeywords(String funcName, String[] kwnames) {
        if (kwnames != null && kwnames.length > 0) {
            throw Py.TypeError(funcName + "() takes no keyword arguments");
        }
    }

    /** Checks a positional-only arity, with CPython's messages for exact and ranged counts. */
    public static void checkArity(String funcName, PyObject[] args, String[] kwnames, int min, int max) {
        noKeywords(funcName, kwnames);
        int n = args.length;
        if (n >= min && n <= max) {
            return;
        }
        if (min == max) {
            if (min == 0) {
                throw Py.TypeError(funcName + "() takes no arguments (" + n + " given)");
            }
            if (min == 1) {
                throw Py.TypeError(funcName + "() takes exactly one argument (" + n + " given)");
            }
            throw Py.TypeError(funcName + " expected " + min + " arguments, got " + n);
        }
        if (n < min) {
            throw Py.TypeError(funcName + " expected at least " + min + " argument" + (min == 1 ? "" : "s") + ", got " + n);
        }
        throw Py.TypeError(funcName + " expected at most " + max + " argument" + (max == 1 ? "" : "s") + ", got " + n);
    }
}
