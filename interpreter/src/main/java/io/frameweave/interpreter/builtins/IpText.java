package io.frameweave.interpreter.builtins;

/**
 * IP addresses as text and as packed bytes, parsed and printed as the C library's {@code inet_pton},
 * {@code inet_aton} and {@code inet_ntop} do: never by asking a resolver, so a string that is no number is never
 * looked up.
 */
final class IpText {
    private IpText() {}

    /** The 4 bytes of a dotted quad "a.b.c.d" (inet_pton's strict form), or null. */
    static byte[] parse4(String s) {
        String[] parts = s.split("\\.", -1);
        if (parts.length != 4) {
            return null;
        }
        byte[] out = new byte[4];
        for (int i = 0; i < 4; i++) {
            String p = parts[i];
            if (p.isEmpty() || p.length() > 3 || !p.chars().allMatch(c -> c >= '0' && c <= '9')
                    || (p.length() > 1 && p.charAt(0) == '0')) {
                return null;
            }
            int v = Integer.parseInt(p);
            if (v > 255) {
                return null;
            }
            out[i] = (byte) v;
        }
        return out;
    }

    /**
     * inet_aton's forms: one to four numbers, each decimal, octal (leading 0) or hex (0x), the last filling the
     * bytes left; null when {@code s} is none of them.
     */
    static byte[] parseAton(String s) {
        String[] parts = s.split("\\.", -1);
        if (parts.length > 4) {
            return null;
        }
        long[] v = new long[parts.length];
        for (int i = 0; i < parts.length; i++) {
            String p = parts[i];
            int radix = 10;
            if (p.startsWith("0x") || p.startsWith("0X")) {
                radix = 16;
                p = p.substring(2);
                if (p.isEmpty()) {
                    p = "0";
                }
            } else if (p.length() > 1 && p.startsWith("0")) {
                radix = 8;
                p = p.substring(1);
            }
            if (p.isEmpty() || p.length() > 11) {
                return null;
            }
            try {
                v[i] = Long.parseLong(p, radix);
            } catch (NumberFormatException e) {
                return null;
            }
            if (v[i] < 0 || (i < parts.length - 1 && v[i] > 255)) {
                return null;
            }
        }
        int last = parts.length - 1;
        if (v[last] >= 1L << (8 * (4 - last))) {
            return null;
        }
        long n = v[last];
        for (int i = 0; i < last; i++) {
            n |= v[i] << (8 * (3 - i));
        }
        return new byte[] {(byte) (n >> 24), (byte) (n >> 16), (byte) (n >> 8), (byte) n};
    }

    /** The 16 bytes of an IPv6 address in text (with "::" and a dotted quad at the end allowed), or null. */
    static byte[] parse6(String s) {
        int dbl = s.indexOf("::");
        if (dbl >= 0 && s.indexOf("::", dbl + 1) >= 0) {
            return null;
        }
        byte[] out = new byte[16];
        if (dbl < 0) {
            return groups(s, out, 0, 16) == 16 ? out : null;
        }
        byte[] head = new byte[16];
        int h = dbl == 0 ? 0 : groups(s.substring(0, dbl), head, 0, 16);
        byte[] tail = new byte[16];
        String rest = s.substring(dbl + 2);
        int t = rest.isEmpty() ? 0 : groups(rest, tail, 0, 16);
        if (h < 0 || t < 0 || h + t > 14) {
            return null;
        }
        System.arraycopy(head, 0, out, 0, h);
        System.arraycopy(tail, 0, out, 16 - t, t);
        return out;
    }

    /** Fills {@code out} from {@code at} with the colon-separated groups of {@code s}; the bytes written, or -1. */
    private static int groups(String s, byte[] out, int at, int limit) {
        String[] parts = s.split(":", -1);
        int n = at;
        for (int i = 0; i < parts.length; i++) {
            String p = parts[i];
            if (i == parts.length - 1 && p.contains(".")) {
                byte[] v4 = parse4(p);
                if (v4 == null || n + 4 > limit) {
                    return -1;
                }
                System.arraycopy(v4, 0, out, n, 4);
                return n + 4;
            }
            if (p.isEmpty() || p.length() > 4 || n + 2 > limit) {
                return -1;
            }
            int v;
            try {
                v = Integer.parseInt(p, 16);
            } catch (NumberFormatException e) {
                return -1;
            }
            if (p.startsWith("+") || p.startsWith("-")) {
                return -1;
            }
            out[n++] = (byte) (v >> 8);
            out[n++] = (byte) v;
        }
        return n;
    }

    static String format4(byte[] b, int off) {
        return (b[off] & 0xff) + "." + (b[off + 1] & 0xff) + "." + (b[off + 2] & 0xff) + "." + (b[off + 3] & 0xff);
    }

    /**
     * inet_ntop's IPv6 text: lower-case hex groups, the first longest run of two or more zero groups as "::", and
     * the IPv4-mapped and IPv4-compatible forms ending in a dotted quad.
     */
    static String format6(byte[] b) {
        int[] g = new int[8];
        for (int i = 0; i < 8; i++) {
            g[i] = (b[2 * i] & 0xff) << 8 | (b[2 * i + 1] & 0xff);
        }
        boolean fiveZero = g[0] == 0 && g[1] == 0 && g[2] == 0 && g[3] == 0 && g[4] == 0;
        if (fiveZero && (g[5] == 0xffff || (g[5] == 0 && g[6] != 0))) {
            return (g[5] == 0xffff ? "::ffff:" : "::") + format4(b, 12);
        }
        int bestStart = -1;
        int bestLen = 1;
        for (int i = 0; i < 8; ) {
            if (g[i] != 0) {
                i++;
                continue;
            }
            int j = i;
            while (j < 8 && g[j] == 0) {
                j++;
            }
            if (j - i > bestLen) {
                bestStart = i;
                bestLen = j - i;
            }
            i = j;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            if (i == bestStart) {
                sb.append("::");
                i += bestLen - 1;
                continue;
            }
            if (sb.length() > 0 && sb.charAt(sb.length() - 1) != ':') {
                sb.append(':');
            }
            sb.append(Integer.toHexString(g[i]));
        }
        return sb.toString();
    }
}
