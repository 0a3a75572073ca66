package io.frameweave.buildtools.records;

import java.util.ArrayList;
import java.util.List;

/**
 * Records of every kind of component, for RecordMethodsTest: {@link #run} compares, hashes and prints
 * instances of each and returns what it saw as text, so a run before and after the rewrite can be compared.
 */
public final class RecordKinds {
    private RecordKinds() {}

    record Empty() {}

    record Primitives(boolean z, char c, byte b, short s, int i, long j, float f, double d) {}

    record References(String text, Object any, int[] array, List<String> list) {}

    record Nested(Primitives p, References r) {
        /** A record may also hold a lambda: both rewrites then apply to one class. */
        Runnable task() {
            return () -> { };
        }
    }

    public static String run() {
        List<Object> values = new ArrayList<>();
        values.add(new Empty());
        values.add(new Empty());
        int[] shared = {1, 2};
        float[] floats = {0f, -0f, Float.NaN, 1.5f, Float.MIN_VALUE};
        double[] doubles = {0d, -0d, Double.NaN, -2.25, Double.MAX_VALUE};
        for (int k = 0; k < floats.length; k++) {
            values.add(new Primitives(k % 2 == 0, (char) ('a' + k), (byte) -k, (short) (300 * k), k - 2,
                    Long.MIN_VALUE + k, floats[k], doubles[k]));
            values.add(new Primitives(k % 2 == 0, (char) ('a' + k), (byte) -k, (short) (300 * k), k - 2,
                    Long.MIN_VALUE + k, floats[k], doubles[(k + 1) % doubles.length]));
        }
        values.add(new References("x", null, shared, List.of("a")));
        values.add(new References("x", null, shared, List.of("a")));
        values.add(new References("x", null, new int[] {1, 2}, List.of("a")));
        values.add(new References(null, 42, null, null));
        values.add(new Nested((Primitives) values.get(2), (References) values.get(values.size() - 1)));
        values.add(new Nested((Primitives) values.get(2), null));
        StringBuilder out = new StringBuilder();
        for (Object a : values) {
            String text = a.toString();
            // an array component prints its identity: keep only the part before it
            int at = text.indexOf("[I@");
            out.append(at < 0 ? text : text.substring(0, at)).append(' ');
            if (!text.contains("[I@")) {
                out.append(a.hashCode()).append(' ');
            }
            for (Object b : values) {
                out.append(a.equals(b) ? '1' : '0');
            }
            out.append(a.equals(null) ? '1' : '0').append(a.equals("x") ? '1' : '0').append('\n');
        }
        return out.toString();
    }
}
