package io.frameweave.interpreter.sre;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * Runs the code CPython's {@code re._compiler} produced for a few hundred patterns (sre/cases.txt, made by
 * sre/regen.py from CPython 3.11) and compares every result with CPython's own.
 */
class SreEngineTest {

    /** One pattern and one subject with CPython's results, keyed by operation. */
    private record Case(String name, int flags, int groups, boolean bytes, int[] code, int[] subject, long pos,
            long endpos, java.util.Map<String, String> expected) {}

    private static List<Case> cases() throws IOException {
        List<Case> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                Objects.requireNonNull(SreEngineTest.class.getResourceAsStream("/sre/cases.txt")),
                StandardCharsets.US_ASCII))) {
            String[] p = null;
            String[] s = null;
            java.util.Map<String, String> results = null;
            for (String line; (line = r.readLine()) != null; ) {
                String[] f = line.split("\t", -1);
                switch (f[0]) {
                    case "P" -> p = f;
                    case "S" -> {
                        s = f;
                        results = new java.util.LinkedHashMap<>();
                        out.add(new Case(p[1], Integer.parseInt(p[2]), Integer.parseInt(p[3]), p[4].equals("1"),
                                words(p[5]), chars(s[1]), Long.parseLong(s[2]), Long.parseLong(s[3]), results));
                    }
                    case "R" -> results.put(f[1], f[2]);
                    default -> throw new IllegalStateException(line);
                }
            }
        }
        return out;
    }

    private static int[] words(String csv) {
        return java.util.Arrays.stream(csv.split(",")).mapToLong(Long::parseLong).mapToInt(v -> (int) v).toArray();
    }

    private static int[] chars(String enc) {
        return enc.equals("E") ? new int[0] : java.util.Arrays.stream(enc.split(",")).mapToInt(Integer::parseInt).toArray();
    }

    private static Subject subject(Case c) {
        if (c.bytes) {
            byte[] b = new byte[c.subject.length];
            for (int i = 0; i < b.length; i++) {
                b[i] = (byte) c.subject[i];
            }
            return Subject.ofBytes(b, b.length);
        }
        return Subject.ofString(new String(c.subject, 0, c.subject.length));
    }

    private static PyObject guestSubject(Case c) {
        if (c.bytes) {
            byte[] b = new byte[c.subject.length];
            for (int i = 0; i < b.length; i++) {
                b[i] = (byte) c.subject[i];
            }
            return PyBytes.wrap(b);
        }
        return PyStr.of(new String(c.subject, 0, c.subject.length));
    }

    private static String result(boolean found, SreState st, int groups) {
        if (!found) {
            return "-";
        }
        StringBuilder sb = new StringBuilder().append(st.start).append(':').append(st.ptr);
        for (int g = 1; g <= groups; g++) {
            int[] span = st.groupSpan(g);
            sb.append(' ').append(span[0]).append(':').append(span[1]);
        }
        return sb.append(" li=").append(st.lastIndex()).toString();
    }

    private static SreState state(Case c) {
        return new SreState(c.code, c.groups, subject(c), c.pos, c.endpos);
    }

    /** What the engine gives for one operation of the generator's list. */
    private static String engine(Case c, String op) {
        SreState st = state(c);
        switch (op) {
            case "match":
                return result(st.match(false), st, c.groups);
            case "fullmatch":
                return result(st.match(true), st, c.groups);
            case "search":
                return result(st.search(), st, c.groups);
            case "finditer": {
                // the scanner's loop: each search starts where the last match ended
                List<String> all = new ArrayList<>();
                for (;;) {
                    st.reset();
                    if (!st.search()) {
                        break;
                    }
                    all.add(result(true, st, c.groups));
                    st.mustAdvance = st.ptr == st.start;
                    st.start = st.ptr;
                }
                return String.join(";", all);
            }
            default:
                return guest(c, op);
        }
    }

    /** findall, split and sub go through the guest Pattern's methods. */
    private static String guest(Case c, String op) {
        PyObject[] names = new PyObject[c.groups + 1];
        java.util.Arrays.fill(names, Py.None);
        PyPattern p = new PyPattern(Py.None, c.flags, c.code, c.groups, new PyDict(), PyTuple.of(names), name -> {
            throw new AssertionError("no re module here");
        });
        PyObject text = guestSubject(c);
        switch (op) {
            case "findall": {
                PyObject r = Ops.callMethod(p, "findall", text, PyInt.of(c.pos), PyInt.of(c.endpos));
                List<String> items = new ArrayList<>();
                for (PyObject item : ((PyList) r).toArray()) {
                    if (item instanceof PyTuple t) {
                        List<String> parts = new ArrayList<>();
                        for (PyObject x : t.items) {
                            parts.add(encode(x));
                        }
                        items.add(String.join("/", parts));
                    } else {
                        items.add(encode(item));
                    }
                }
                return String.join("|", items);
            }
            case "split": {
                List<String> items = new ArrayList<>();
                for (PyObject item : ((PyList) Ops.callMethod(p, "split", text)).toArray()) {
                    items.add(encode(item));
                }
                return String.join("|", items);
            }
            case "sub": {
                PyObject repl = c.bytes ? PyBytes.ofLatin1("<>") : PyStr.of("<>");
                PyTuple r = (PyTuple) Ops.callMethod(p, "subn", repl, text);
                return encode(r.get(0)) + "#" + r.get(1);
            }
            default:
                throw new IllegalArgumentException(op);
        }
    }

    private static String encode(PyObject text) {
        if (text == Py.None) {
            return "N";
        }
        int[] cs = text instanceof PyBytes b ? toInts(b.value) : ((PyStr) text).value.codePoints().toArray();
        if (cs.length == 0) {
            return "E";
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < cs.length; i++) {
            sb.append(i == 0 ? "" : ",").append(cs[i]);
        }
        return sb.toString();
    }

    private static int[] toInts(byte[] b) {
        int[] out = new int[b.length];
        for (int i = 0; i < b.length; i++) {
            out[i] = b[i] & 0xff;
        }
        return out;
    }

    @Test
    void everyResultIsCPythons() throws IOException {
        List<Case> all = cases();
        assertTrue(all.size() > 250, "the generated cases are all there");
        List<String> wrong = new ArrayList<>();
        int compared = 0;
        for (Case c : all) {
            for (var e : c.expected.entrySet()) {
                String got;
                try {
                    got = engine(c, e.getKey());
                } catch (RuntimeException ex) {
                    got = "threw " + ex;
                }
                compared++;
                if (!got.equals(e.getValue())) {
                    wrong.add(c.name + " " + e.getKey() + " on " + encode(guestSubject(c)) + ": expected "
                            + e.getValue() + ", got " + got);
                }
            }
        }
        assertEquals(List.of(), wrong, wrong.size() + " of " + compared + " results differ");
    }

    @Test
    void everyGeneratedCodeIsValid() throws IOException {
        for (Case c : cases()) {
            assertTrue(SreCodeCheck.isValid(c.code, c.groups), c.name);
        }
    }
}
