package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

import java.util.ArrayList;
import java.util.List;

/**
 * CPython 3.11's "Did you mean" hints for NameError and AttributeError: the closest name by its weighted
 * Levenshtein distance (case changes cost 1, other edits 2, at most a third of the characters changed).
 */
final class Suggestions {
    private Suggestions() {}

    private static final int MAX_CANDIDATES = 750;
    private static final int MAX_STRING_SIZE = 40;
    private static final int MOVE_COST = 2;
    private static final int CASE_COST = 1;

    /** ". Did you mean: 'x'?" for the exception, or null. */
    static String forException(PyBaseException exc) {
        try {
            String s = null;
            if (exc.type().isSubtypeOf(ExceptionTypes.NameError)) {
                s = forNameError(exc);
            } else if (exc.type().isSubtypeOf(ExceptionTypes.AttributeError)) {
                s = forAttributeError(exc);
            }
            return s == null ? null : ". Did you mean: '" + s + "'?";
        } catch (PyException e) {
            return null;
        }
    }

    private static String forNameError(PyBaseException exc) {
        PyObject name = exc.getDict() == null ? null : exc.getDict().getStr("name");
        if (!(name instanceof PyStr n) || !(exc.traceback instanceof PyTraceback tb)) {
            return null;
        }
        while (tb.next != null) {
            tb = tb.next;
        }
        PyFrame f = tb.frame;
        String s = best(List.of(f.code.varnames()), n.value);
        if (s == null) {
            s = best(keys(f.globals), n.value);
        }
        if (s == null) {
            s = best(keys(f.builtins), n.value);
        }
        return s;
    }

    private static String forAttributeError(PyBaseException exc) {
        PyDict d = exc.getDict();
        PyObject name = d == null ? null : d.getStr("name");
        PyObject obj = d == null ? null : d.getStr("obj");
        if (!(name instanceof PyStr n) || obj == null) {
            return null;
        }
        PyObject dir = PythonVM.current().builtinsDict().getStr("dir");
        if (dir == null) {
            return null;
        }
        List<String> names = new ArrayList<>();
        PyObject it = Ops.iter(Ops.call(dir, obj));
        for (PyObject v = Ops.next(it); v != null; v = Ops.next(it)) {
            if (v instanceof PyStr s) {
                names.add(s.value);
            }
        }
        return best(names, n.value);
    }

    private static List<String> keys(PyDict d) {
        List<String> out = new ArrayList<>();
        for (int i = d.nextIndex(0); i >= 0; i = d.nextIndex(i + 1)) {
            if (d.keyAt(i) instanceof PyStr s) {
                out.add(s.value);
            }
        }
        return out;
    }

    static String best(List<String> candidates, String name) {
        if (candidates.size() >= MAX_CANDIDATES) {
            return null;
        }
        String suggestion = null;
        int suggestionDistance = Integer.MAX_VALUE;
        for (String item : candidates) {
            if (item.equals(name)) {
                continue;
            }
            int maxDistance = (name.length() + item.length() + 3) * MOVE_COST / 6;
            maxDistance = Math.min(maxDistance, suggestionDistance - 1);
            int d = distance(name, item, maxDistance);
            if (d > maxDistance) {
                continue;
            }
            if (suggestion == null || d < suggestionDistance) {
                suggestion = item;
                suggestionDistance = d;
            }
        }
        return suggestion;
    }

    private static int substitutionCost(char a, char b) {
        if ((a & 31) != (b & 31)) {
            return MOVE_COST;
        }
        if (a == b) {
            return 0;
        }
        return Character.toLowerCase(a) == Character.toLowerCase(b) ? CASE_COST : MOVE_COST;
    }

    static int distance(String a0, String b0, int maxCost) {
        int aStart = 0;
        int bStart = 0;
        int aEnd = a0.length();
        int bEnd = b0.length();
        while (aStart < aEnd && bStart < bEnd && a0.charAt(aStart) == b0.charAt(bStart)) {
            aStart++;
            bStart++;
        }
        while (aStart < aEnd && bStart < bEnd && a0.charAt(aEnd - 1) == b0.charAt(bEnd - 1)) {
            aEnd--;
            bEnd--;
        }
        String a = a0.substring(aStart, aEnd);
        String b = b0.substring(bStart, bEnd);
        if (a.isEmpty() || b.isEmpty()) {
            return (a.length() + b.length()) * MOVE_COST;
        }
        if (a.length() > MAX_STRING_SIZE || b.length() > MAX_STRING_SIZE) {
            return maxCost + 1;
        }
        if (b.length() < a.length()) {
            String t = a;
            a = b;
            b = t;
        }
        if ((b.length() - a.length()) * MOVE_COST > maxCost) {
            return maxCost + 1;
        }
        int[] buffer = new int[a.length()];
        for (int i = 0; i < a.length(); i++) {
            buffer[i] = (i + 1) * MOVE_COST;
        }
        int result = 0;
        for (int bi = 0; bi < b.length(); bi++) {
            char code = b.charAt(bi);
            int distance = bi * MOVE_COST;
            result = distance;
            int minimum = Integer.MAX_VALUE;
            for (int ai = 0; ai < a.length(); ai++) {
                int substitute = distance + substitutionCost(code, a.charAt(ai));
                distance = buffer[ai];
                int insertDelete = Math.min(result, distance) + MOVE_COST;
                result = Math.min(insertDelete, substitute);
                buffer[ai] = result;
                if (result < minimum) {
                    minimum = result;
                }
            }
            if (minimum > maxCost) {
                return maxCost + 1;
            }
        }
        return result;
    }
}
