package io.frameweave.interpreter.runtime;

import java.util.ArrayList;
import java.util.List;

/** Searching, replacing and splitting the bytes {@code a[0, n)} as bytes and bytearray methods do. */
final class BytesSearch {
    private BytesSearch() {}

    /** The first index of {@code sub} in {@code a[start, end)}, or -1. */
    static int find(byte[] a, int start, int end, byte[] sub) {
        int m = sub.length;
        if (end - start < m) {
            return -1;
        }
        outer:
        for (int i = start; i <= end - m; i++) {
            for (int k = 0; k < m; k++) {
                if (a[i + k] != sub[k]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    static int rfind(byte[] a, int start, int end, byte[] sub) {
        int m = sub.length;
        if (end - start < m) {
            return -1;
        }
        outer:
        for (int i = end - m; i >= start; i--) {
            for (int k = 0; k < m; k++) {
                if (a[i + k] != sub[k]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    /** Non-overlapping occurrences of {@code sub} in {@code a[start, end)}; an empty sub counts len + 1. */
    static int count(byte[] a, int start, int end, byte[] sub, int max) {
        if (end < start) {
            return 0;
        }
        if (sub.length == 0) {
            return Math.min(end - start + 1, max);
        }
        int c = 0;
        int i = start;
        while (c < max) {
            int j = find(a, i, end, sub);
            if (j < 0) {
                break;
            }
            c++;
            i = j + sub.length;
        }
        return c;
    }

    static boolean matchesAt(byte[] a, int n, int at, byte[] sub) {
        if (at < 0 || at + sub.length > n) {
            return false;
        }
        for (int k = 0; k < sub.length; k++) {
            if (a[at + k] != sub[k]) {
                return false;
            }
        }
        return true;
    }

    /** {@code replace(old, new, count)} as CPython does it, empty {@code old} inserting between bytes. */
    static byte[] replace(byte[] a, int n, byte[] old, byte[] rep, long max) {
        if (max < 0) {
            max = Long.MAX_VALUE;
        }
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(n);
        if (old.length == 0) {
            long done = 0;
            for (int i = 0; i <= n; i++) {
                if (done < max) {
                    out.writeBytes(rep);
                    done++;
                }
                if (i < n) {
                    out.write(a[i]);
                }
            }
            return out.toByteArray();
        }
        int i = 0;
        long done = 0;
        while (done < max) {
            int j = find(a, i, n, old);
            if (j < 0) {
                break;
            }
            out.write(a, i, j - i);
            out.writeBytes(rep);
            i = j + old.length;
            done++;
        }
        out.write(a, i, n - i);
        return out.toByteArray();
    }

    static boolean isSpace(int c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0x0b || c == 0x0c;
    }

    /** {@code split(sep, maxsplit)}: on runs of ASCII whitespace when {@code sep} is null. */
    static List<byte[]> split(byte[] a, int n, byte[] sep, long maxsplit) {
        List<byte[]> parts = new ArrayList<>();
        if (maxsplit < 0) {
            maxsplit = Long.MAX_VALUE;
        }
        if (sep == null) {
            int i = 0;
            while (true) {
                while (i < n && isSpace(a[i] & 0xff)) {
                    i++;
                }
                if (i >= n) {
                    break;
                }
                if (parts.size() >= maxsplit) {
                    parts.add(java.util.Arrays.copyOfRange(a, i, n));
                    break;
                }
                int j = i;
                while (j < n && !isSpace(a[j] & 0xff)) {
                    j++;
                }
                parts.add(java.util.Arrays.copyOfRange(a, i, j));
                i = j;
            }
            return parts;
        }
        emptySeparator(sep);
        int i = 0;
        while (parts.size() < maxsplit) {
            int j = find(a, i, n, sep);
            if (j < 0) {
                break;
            }
            parts.add(java.util.Arrays.copyOfRange(a, i, j));
            i = j + sep.length;
        }
        parts.add(java.util.Arrays.copyOfRange(a, i, n));
        return parts;
    }

    static List<byte[]> rsplit(byte[] a, int n, byte[] sep, long maxsplit) {
        List<byte[]> parts = new ArrayList<>();
        if (maxsplit < 0) {
            maxsplit = Long.MAX_VALUE;
        }
        if (sep == null) {
            int i = n;
            while (true) {
                while (i > 0 && isSpace(a[i - 1] & 0xff)) {
                    i--;
                }
                if (i <= 0) {
                    break;
                }
                if (parts.size() >= maxsplit) {
                    parts.add(java.util.Arrays.copyOfRange(a, 0, i));
                    break;
                }
                int j = i;
                while (j > 0 && !isSpace(a[j - 1] & 0xff)) {
                    j--;
                }
                parts.add(java.util.Arrays.copyOfRange(a, j, i));
                i = j;
            }
            java.util.Collections.reverse(parts);
            return parts;
        }
        emptySeparator(sep);
        int end = n;
        while (parts.size() < maxsplit) {
            int j = rfind(a, 0, end, sep);
            if (j < 0) {
                break;
            }
            parts.add(java.util.Arrays.copyOfRange(a, j + sep.length, end));
            end = j;
        }
        parts.add(java.util.Arrays.copyOfRange(a, 0, end));
        java.util.Collections.reverse(parts);
        return parts;
    }

    static void emptySeparator(byte[] sep) {
        if (sep.length == 0) {
            throw Py.ValueError("empty separator");
        }
    }

    /** {@code splitlines(keepends)}: at \n, \r and \r\n only. */
    static List<byte[]> splitlines(byte[] a, int n, boolean keepends) {
        List<byte[]> parts = new ArrayList<>();
        int i = 0;
        while (i < n) {
            int j = i;
            while (j < n && a[j] != '\n' && a[j] != '\r') {
                j++;
            }
            int eol = j;
            if (j < n) {
                j += a[j] == '\r' && j + 1 < n && a[j + 1] == '\n' ? 2 : 1;
            }
            parts.add(java.util.Arrays.copyOfRange(a, i, keepends ? j : eol));
            i = j;
        }
        return parts;
    }
}
