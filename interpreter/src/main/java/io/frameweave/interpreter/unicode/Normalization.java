package io.frameweave.interpreter.unicode;

import java.util.HashMap;
import java.util.Map;

/**
 * The normalization forms NFC, NFD, NFKC and NFKD of Unicode 14.0 (UAX #15): full decomposition, canonical
 * ordering by combining class, then canonical composition for the C forms; Hangul syllables by rule. With
 * {@link Unicode32} the forms are those of Unicode 3.2 that stringprep and IDNA use: characters unassigned in 3.2
 * are left alone and the decompositions corrected since 3.2 keep their old value.
 */
public final class Normalization {
    private Normalization() {}

    private static final int S_BASE = 0xAC00;
    private static final int L_BASE = 0x1100;
    private static final int V_BASE = 0x1161;
    private static final int T_BASE = 0x11A7;
    private static final int L_COUNT = 19;
    private static final int V_COUNT = 21;
    private static final int T_COUNT = 28;
    private static final int N_COUNT = V_COUNT * T_COUNT;
    private static final int S_COUNT = L_COUNT * N_COUNT;

    /** The decompositions parsed, by their number; built on the first normalization. */
    private static final class Decompositions {
        static final int[][] MAPPING;
        static final boolean[] COMPATIBILITY;
        /** Canonical pairs (first << 21 | second) to the character they compose to. */
        static final Map<Long, Integer> COMPOSITIONS = new HashMap<>();

        static {
            String[] texts = Ucd.decompositions();
            MAPPING = new int[texts.length][];
            COMPATIBILITY = new boolean[texts.length];
            for (int i = 1; i < texts.length; i++) {
                String t = texts[i];
                if (t.startsWith("<")) {
                    COMPATIBILITY[i] = true;
                    t = t.substring(t.indexOf('>') + 1).trim();
                }
                String[] parts = t.split(" ");
                int[] m = new int[parts.length];
                for (int k = 0; k < parts.length; k++) {
                    m[k] = Integer.parseInt(parts[k], 16);
                }
                MAPPING[i] = m;
            }
            int[] triples = Ucd.compositions();
            for (int i = 0; i < triples.length; i += 3) {
                COMPOSITIONS.put(pair(triples[i], triples[i + 1]), triples[i + 2]);
            }
        }
    }

    private static long pair(int first, int second) {
        return (long) first << 21 | second;
    }

    /** One of the four forms. */
    public enum Form {
        NFC(false, true), NFD(false, false), NFKC(true, true), NFKD(true, false);

        final boolean compatibility;
        final boolean composed;

        Form(boolean compatibility, boolean composed) {
            this.compatibility = compatibility;
            this.composed = composed;
        }
    }

    /** {@code s} in {@code form}, by the data of Unicode 14.0, or of 3.2 when {@code old} is true. */
    public static String normalize(Form form, String s, boolean old) {
        if (isAsciiOnly(s)) {
            return s;
        }
        int[] cps = decompose(s, form.compatibility, old);
        int n = cps.length;
        if (form.composed) {
            n = compose(cps);
        }
        return new String(cps, 0, n);
    }

    /** True when {@code s} is already in {@code form}. */
    public static boolean isNormalized(Form form, String s, boolean old) {
        return normalize(form, s, old).equals(s);
    }

    private static boolean isAsciiOnly(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 128) {
                return false;
            }
        }
        return true;
    }

    private static int[] decompose(String s, boolean compatibility, boolean old) {
        IntList out = new IntList(s.length() + 8);
        for (int i = 0; i < s.length(); ) {
            int c = s.codePointAt(i);
            i += Character.charCount(c);
            decomposeOne(c, compatibility, old, out);
        }
        reorder(out);
        return out.toArray();
    }

    private static void decomposeOne(int c, boolean compatibility, boolean old, IntList out) {
        if (c >= S_BASE && c < S_BASE + S_COUNT) {
            int s = c - S_BASE;
            out.add(L_BASE + s / N_COUNT);
            out.add(V_BASE + s % N_COUNT / T_COUNT);
            if (s % T_COUNT != 0) {
                out.add(T_BASE + s % T_COUNT);
            }
            return;
        }
        if (old) {
            if (!Unicode32.isAssigned(c)) {
                out.add(c);
                return;
            }
            int corrected = Unicode32.originalDecomposition(c);
            if (corrected >= 0) {
                decomposeOne(corrected, compatibility, true, out);
                return;
            }
        }
        int d = Ucd.decompositionNumber(c);
        if (d == 0 || Decompositions.COMPATIBILITY[d] && !compatibility) {
            out.add(c);
            return;
        }
        for (int m : Decompositions.MAPPING[d]) {
            decomposeOne(m, compatibility, old, out);
        }
    }

    /** The canonical ordering: each run of non-starters sorted, stably, by combining class. */
    private static void reorder(IntList list) {
        int[] a = list.items;
        for (int i = 1; i < list.size; i++) {
            int cc = Ucd.combining(a[i]);
            if (cc == 0) {
                continue;
            }
            int c = a[i];
            int j = i;
            while (j > 0 && Ucd.combining(a[j - 1]) > cc) {
                a[j] = a[j - 1];
                j--;
            }
            a[j] = c;
        }
    }

    /** Composes {@code a} in place and returns its new length. */
    private static int compose(int[] a) {
        int n = 0;
        int starter = -1;
        int lastClass = 0;
        for (int i = 0; i < a.length; i++) {
            int c = a[i];
            int cc = Ucd.combining(c);
            if (starter >= 0) {
                boolean blocked = n - 1 > starter && (lastClass == 0 || lastClass >= cc);
                int composite = blocked ? -1 : composite(a[starter], c);
                if (composite >= 0) {
                    a[starter] = composite;
                    continue;
                }
            }
            if (cc == 0) {
                starter = n;
            }
            lastClass = cc;
            a[n++] = c;
        }
        return n;
    }

    private static int composite(int first, int second) {
        if (first >= L_BASE && first < L_BASE + L_COUNT && second >= V_BASE && second < V_BASE + V_COUNT) {
            return S_BASE + ((first - L_BASE) * V_COUNT + second - V_BASE) * T_COUNT;
        }
        if (first >= S_BASE && first < S_BASE + S_COUNT && (first - S_BASE) % T_COUNT == 0
                && second > T_BASE && second < T_BASE + T_COUNT) {
            return first + second - T_BASE;
        }
        Integer c = Decompositions.COMPOSITIONS.get(pair(first, second));
        return c == null ? -1 : c;
    }

    /** A growable list of code points. */
    private static final class IntList {
        int[] items;
        int size;

        IntList(int capacity) {
            items = new int[capacity];
        }

        void add(int v) {
            if (size == items.length) {
                items = java.util.Arrays.copyOf(items, size * 2);
            }
            items[size++] = v;
        }

        int[] toArray() {
            return java.util.Arrays.copyOf(items, size);
        }
    }
}
