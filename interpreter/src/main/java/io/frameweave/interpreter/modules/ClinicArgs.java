package io.frameweave.interpreter.modules;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ParameterNames;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;

/**
 * Binds the vectorcall arguments of a function or constructor to its parameters with the messages of CPython's
 * Argument Clinic ({@code getargs.c}), which the C modules use. Parameters are named in order; a "/" entry ends
 * the positional-only ones, a "*" entry starts the keyword-only ones. {@link #parse} leaves null in the slot of an
 * optional parameter that was not passed.
 */
public final class ClinicArgs {
    private final String funcName;
    private final ParameterNames params;
    private final int required;

    public ClinicArgs(String funcName, int required, String... spec) {
        this.funcName = funcName;
        this.params = new ParameterNames(spec);
        this.required = required;
    }

    /** The arguments by parameter; the checks run in the order CPython's {@code _PyArg_UnpackKeywords} runs them. */
    public PyObject[] parse(PyObject[] args, String[] kwnames) {
        int nkw = kwnames == null ? 0 : kwnames.length;
        int npos = args.length - nkw;
        if (args.length > params.count()) {
            throw Py.TypeError(funcName + "() takes at most " + params.count() + " " + (npos == 0 ? "keyword " : "")
                    + "argument" + (params.count() == 1 ? "" : "s") + " (" + args.length + " given)");
        }
        if (npos > params.maxPositional()) {
            throw Py.TypeError(tooMany(npos));
        }
        if (npos < Math.min(required, params.positionalOnly())) {
            throw Py.TypeError(funcName + "() takes " + (required == params.maxPositional() ? "exactly" : "at least") + " "
                    + Math.min(required, params.positionalOnly()) + " positional argument" + (required == 1 ? "" : "s") + " ("
                    + npos + " given)");
        }
        PyObject[] out = new PyObject[params.count()];
        System.arraycopy(args, 0, out, 0, npos);
        String unexpected = null;
        for (int k = 0; k < nkw; k++) {
            String kw = kwnames[k];
            int idx = params.indexOf(kw);
            if (idx < params.positionalOnly() || idx < npos) {
                unexpected = unexpected == null ? kw : unexpected;
            } else {
                out[idx] = args[npos + k];
            }
        }
        for (int i = 0; i < required; i++) {
            if (out[i] == null) {
                throw Py.TypeError(funcName + "() missing required argument '" + params.name(i) + "' (pos " + (i + 1) + ")");
            }
        }
        if (unexpected != null) {
            int idx = params.indexOf(unexpected);
            if (idx >= params.positionalOnly() && idx < npos) {
                throw Py.TypeError("argument for " + funcName + "() given by name ('" + unexpected + "') and position ("
                        + (idx + 1) + ")");
            }
            throw Py.TypeError("'" + unexpected + "' is an invalid keyword argument for " + funcName + "()");
        }
        return out;
    }

    private String tooMany(int given) {
        if (params.maxPositional() == 0) {
            return funcName + "() takes no positional arguments";
        }
        return funcName + "() takes " + (required < params.maxPositional() ? "at most" : "exactly") + " " + params.maxPositional()
                + " positional argument" + (params.maxPositional() == 1 ? "" : "s") + " (" + given + " given)";
    }

    /** CPython's {@code _PyArg_NoKeywords}: "f() takes no keyword arguments" when any keyword was passed. */
    public static void noKeywords(String funcName, String[] kwnames) {
        ArgParser.noKeywords(funcName, kwnames);
    }

    /** CPython's {@code _PyArg_CheckPositional}: "f expected at least 1 argument, got 0" and its kin. */
    public static void checkPositional(String funcName, int n, int min, int max) {
        if (n < min) {
            throw Py.TypeError(funcName + " expected " + (min == max ? "" : "at least ") + min + " argument"
                    + (min == 1 ? "" : "s") + ", got " + n);
        }
        if (n > max) {
            throw Py.TypeError(funcName + " expected " + (min == max ? "" : "at most ") + max + " argument"
                    + (max == 1 ? "" : "s") + ", got " + n);
        }
    }

    /** Positional-only arguments and no keywords, as a {@code (a, b, /)} clinic signature checks them. */
    public static PyObject[] positional(String funcName, PyObject[] args, String[] kwnames, int min, int max) {
        noKeywords(funcName, kwnames);
        checkPositional(funcName, args.length, min, max);
        return args;
    }
}
