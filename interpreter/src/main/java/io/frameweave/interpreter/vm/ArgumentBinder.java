package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;

import java.util.ArrayList;
import java.util.List;

/**
 * Binds call arguments to a function's parameters in the new frame's fast locals, in CPython 3.11's order
 * (positional, *args, keywords, then the missing-argument checks) and with its exact TypeError messages.
 */
final class ArgumentBinder {
    private ArgumentBinder() {}

    /**
     * @param self   a receiver to bind before the arguments, or null
     * @param args   holds {@code count} arguments from {@code start}: positional, then keyword values
     * @param kwnames names the last {@code kwnames.length} arguments, or null
     */
    static void bind(PyFunction fn, PyObject[] locals, PyObject self, PyObject[] args, int start, int count,
                     String[] kwnames) {
        PyCode code = fn.code;
        int nkw = kwnames == null ? 0 : kwnames.length;
        int given = count - nkw + (self == null ? 0 : 1);
        int argCount = code.argCount;
        int kwOnly = code.kwOnlyArgCount;
        boolean varargs = (code.flags & PyCode.CO_VARARGS) != 0;
        boolean varkw = (code.flags & PyCode.CO_VARKEYWORDS) != 0;
        int nParams = argCount + kwOnly;

        int n = Math.min(given, argCount);
        for (int i = 0; i < n; i++) {
            locals[i] = positional(self, args, start, i);
        }
        if (varargs) {
            int extra = Math.max(0, given - argCount);
            PyObject[] rest = new PyObject[extra];
            for (int i = 0; i < extra; i++) {
                rest[i] = positional(self, args, start, argCount + i);
            }
            locals[nParams] = PyTuple.of(rest);
        }
        PyDict kwdict = null;
        if (varkw) {
            kwdict = new PyDict();
            locals[nParams + (varargs ? 1 : 0)] = kwdict;
        }
        if (nkw > 0) {
            bindKeywords(fn, locals, args, start + count - nkw, kwnames, kwdict);
        }
        if (given > argCount && !varargs) {
            throw tooManyPositional(fn, given, locals);
        }
        if (given < argCount) {
            fillPositionalDefaults(fn, locals, given);
        }
        if (kwOnly > 0) {
            fillKwOnlyDefaults(fn, locals);
        }
    }

    private static PyObject positional(PyObject self, PyObject[] args, int start, int i) {
        if (self == null) {
            return args[start + i];
        }
        return i == 0 ? self : args[start + i - 1];
    }

    private static void bindKeywords(PyFunction fn, PyObject[] locals, PyObject[] args, int kwStart,
                                     String[] kwnames, PyDict kwdict) {
        PyCode code = fn.code;
        String[] names = code.localsPlusNames;
        int posOnly = code.posOnlyArgCount;
        int nParams = code.argCount + code.kwOnlyArgCount;
        List<String> posOnlyPassed = null;
        for (int k = 0; k < kwnames.length; k++) {
            String kw = kwnames[k];
            PyObject value = args[kwStart + k];
            int idx = -1;
            for (int i = posOnly; i < nParams; i++) {
                String pname = names[i];
                if (pname == kw || pname.equals(kw)) {
                    idx = i;
                    break;
                }
            }
            if (idx < 0) {
                if (kwdict != null) {
                    kwdict.putStr(kw, value);
                    continue;
                }
                if (isPositionalOnlyName(names, posOnly, kw)) {
                    if (posOnlyPassed == null) {
                        posOnlyPassed = new ArrayList<>();
                    }
                    posOnlyPassed.add(kw);
                    continue;
                }
                throw Py.TypeError(fn.qualname + "() got an unexpected keyword argument '" + kw + "'");
            }
            if (locals[idx] != null) {
                throw Py.TypeError(fn.qualname + "() got multiple values for argument '" + kw + "'");
            }
            locals[idx] = value;
        }
        if (posOnlyPassed != null) {
            throw Py.TypeError(fn.qualname + "() got some positional-only arguments passed as keyword arguments: '"
                    + String.join(", ", posOnlyPassed) + "'");
        }
    }

    private static boolean isPositionalOnlyName(String[] names, int posOnly, String kw) {
        for (int i = 0; i < posOnly; i++) {
            if (names[i].equals(kw)) {
                return true;
            }
        }
        return false;
    }

    private static RuntimeException tooManyPositional(PyFunction fn, int given, PyObject[] locals) {
        PyCode code = fn.code;
        int argCount = code.argCount;
        int ndefaults = fn.defaults.length;
        int kwGiven = 0;
        for (int i = argCount; i < argCount + code.kwOnlyArgCount; i++) {
            if (locals[i] != null) {
                kwGiven++;
            }
        }
        String takes;
        if (ndefaults > 0) {
            takes = "from " + (argCount - ndefaults) + " to " + argCount + " positional arguments";
        } else {
            takes = argCount + " positional argument" + (argCount == 1 ? "" : "s");
        }
        String was;
        if (kwGiven > 0) {
            was = given + " positional argument" + (given == 1 ? "" : "s") + " (and " + kwGiven
                    + " keyword-only argument" + (kwGiven == 1 ? "" : "s") + ") were given";
        } else {
            was = given + (given == 1 ? " was given" : " were given");
        }
        return Py.TypeError(fn.qualname + "() takes " + takes + " but " + was);
    }

    private static void fillPositionalDefaults(PyFunction fn, PyObject[] locals, int given) {
        PyCode code = fn.code;
        int argCount = code.argCount;
        PyObject[] defaults = fn.defaults;
        int firstDefault = argCount - defaults.length;
        List<String> missing = null;
        for (int i = given; i < argCount; i++) {
            if (locals[i] != null) {
                continue;
            }
            if (i >= firstDefault) {
                locals[i] = defaults[i - firstDefault];
            } else {
                if (missing == null) {
                    missing = new ArrayList<>();
                }
                missing.add(code.localsPlusNames[i]);
            }
        }
        if (missing != null) {
            throw missing(fn, missing, "positional");
        }
    }

    private static void fillKwOnlyDefaults(PyFunction fn, PyObject[] locals) {
        PyCode code = fn.code;
        List<String> missing = null;
        for (int i = code.argCount; i < code.argCount + code.kwOnlyArgCount; i++) {
            if (locals[i] != null) {
                continue;
            }
            String name = code.localsPlusNames[i];
            PyObject d = fn.kwdefaults == null ? null : fn.kwdefaults.getStr(name);
            if (d != null) {
                locals[i] = d;
            } else {
                if (missing == null) {
                    missing = new ArrayList<>();
                }
                missing.add(name);
            }
        }
        if (missing != null) {
            throw missing(fn, missing, "keyword-only");
        }
    }

    private static RuntimeException missing(PyFunction fn, List<String> names, String kind) {
        int n = names.size();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                sb.append(n == 2 ? " and " : (i == n - 1 ? ", and " : ", "));
            }
            sb.append('\'').append(names.get(i)).append('\'');
        }
        return Py.TypeError(fn.qualname + "() missing " + n + " required " + kind + " argument" + (n == 1 ? "" : "s")
                + ": " + sb);
    }

    /** Keyword names of a {@code **mapping} call as Java strings, with CPython's error for non-string keys. */
    static String keywordName(PyFunction fn, PyObject key) {
        if (key instanceof PyStr s) {
            return s.value.intern();
        }
        throw Py.TypeError(fn.qualname + "() keywords must be strings");
    }
}
