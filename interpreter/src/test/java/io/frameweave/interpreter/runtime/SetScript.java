package io.frameweave.interpreter.runtime;

import java.util.ArrayList;
import java.util.List;

/**
 * A tiny script of set operations for the order tests, so that long random sequences generated under
 * python3.11 can be replayed here. Commands, separated by ';': {@code new 1 2 3} (a set built by adding
 * the ints in order), {@code other 4 5}, {@code add n}, {@code discard n}, {@code pop}, {@code update 1 2},
 * the operators {@code or and sub xor} (s = s op other), their in-place forms {@code ior iand isub ixor},
 * {@code copy}, {@code frozen} (prints the frozenset and its hash) and {@code print}.
 */
final class SetScript {
    private SetScript() {}

    private static PyList ints(String[] p) {
        PyList l = new PyList();
        for (int k = 1; k < p.length; k++) {
            l.append(PyInt.of(new java.math.BigInteger(p[k])));
        }
        return l;
    }

    static String run(String script) {
        List<String> out = new ArrayList<>();
        PyObject s = new PySet();
        PyObject other = new PySet();
        for (String line : script.split(";")) {
            String[] p = line.trim().split(" ");
            switch (p[0]) {
                case "new": s = Ops.call(PySet.TYPE, ints(p)); break;
                case "other": other = Ops.call(PySet.TYPE, ints(p)); break;
                case "add": Ops.callMethod(s, "add", ints(p).get(0)); break;
                case "discard": Ops.callMethod(s, "discard", ints(p).get(0)); break;
                case "pop":
                    if (Ops.len(s) > 0) {
                        out.add("pop " + Ops.repr(Ops.callMethod(s, "pop")));
                    }
                    break;
                case "update": Ops.callMethod(s, "update", ints(p)); break;
                case "or": s = Ops.callMethod(s, "__or__", other); break;
                case "and": s = Ops.callMethod(s, "__and__", other); break;
                case "sub": s = Ops.callMethod(s, "__sub__", other); break;
                case "xor": s = Ops.callMethod(s, "__xor__", other); break;
                case "ior": s = Ops.callMethod(s, "__ior__", other); break;
                case "iand": s = Ops.callMethod(s, "__iand__", other); break;
                case "isub": s = Ops.callMethod(s, "__isub__", other); break;
                case "ixor": s = Ops.callMethod(s, "__ixor__", other); break;
                case "copy": s = Ops.callMethod(s, "copy"); break;
                case "frozen": {
                    PyObject f = Ops.call(PyFrozenSet.TYPE, s);
                    out.add(Ops.repr(f) + " " + Ops.hash(f));
                    break;
                }
                case "print": out.add(Ops.repr(s)); break;
                default: throw new IllegalArgumentException(p[0]);
            }
        }
        return String.join(" | ", out);
    }
}
