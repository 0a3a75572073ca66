package io.frameweave.interpreter.runtime;

/**
 * The sort of {@code list.sort}: CPython 3.11's algorithm step for step, so that it makes the very comparisons
 * CPython makes, in the same order (a {@code __lt__} with side effects, or a trace function, sees the same
 * calls). Natural runs, ascending or strictly descending (reversed in place), are extended to a minimum length
 * by binary insertion; runs are merged as the "powersort" policy says, and merges gallop once one side wins
 * often enough in a row. Keys and values move together ({@code v == k} when there is no key function).
 */
final class TimSort {
    /** How many wins in a row start galloping, at first; adapted per sort as in CPython. */
    private static final int MIN_GALLOP = 7;
    /** Pending runs: each merge at least doubles a run, so 85 covers any array. */
    private static final int MAX_PENDING = 85;

    /** The comparison: {@code a < b}. */
    @FunctionalInterface
    interface Less {
        boolean lt(PyObject a, PyObject b);
    }

    private final PyObject[] k;
    private final PyObject[] v;
    private final Less less;
    private final int length;
    private int minGallop = MIN_GALLOP;
    private final int[] runBase = new int[MAX_PENDING];
    private final int[] runLen = new int[MAX_PENDING];
    private final int[] runPower = new int[MAX_PENDING];
    private int runs;
    private PyObject[] tk = new PyObject[0];
    private PyObject[] tv = tk;

    private TimSort(PyObject[] k, PyObject[] v, Less less) {
        this.k = k;
        this.v = v;
        this.less = less;
        this.length = k.length;
    }

    /** Sorts {@code k} (and {@code v} along with it) by {@code less}; stable. */
    static void sort(PyObject[] k, PyObject[] v, Less less) {
        int remaining = k.length;
        if (remaining < 2) {
            return;
        }
        TimSort s = new TimSort(k, v, less);
        int minrun = minrun(remaining);
        int lo = 0;
        do {
            int n = s.countRun(lo, lo + remaining);
            if (n < 0) {
                n = -n;
                s.reverse(lo, lo + n);
            }
            if (n < minrun) {
                int force = Math.min(remaining, minrun);
                s.binarySort(lo, lo + force, lo + n);
                n = force;
            }
            s.foundNewRun(n);
            s.runBase[s.runs] = lo;
            s.runLen[s.runs] = n;
            s.runs++;
            lo += n;
            remaining -= n;
        } while (remaining > 0);
        s.mergeForceCollapse();
    }

    private static int minrun(int n) {
        int r = 0;
        while (n >= 64) {
            r |= n & 1;
            n >>= 1;
        }
        return n + r;
    }

    /** The length of the run at {@code lo}: positive when ascending, negative when strictly descending. */
    private int countRun(int lo, int hi) {
        int p = lo + 1;
        if (p == hi) {
            return 1;
        }
        int n = 2;
        if (less.lt(k[p], k[p - 1])) {
            for (p++; p < hi && less.lt(k[p], k[p - 1]); p++) {
                n++;
            }
            return -n;
        }
        for (p++; p < hi && !less.lt(k[p], k[p - 1]); p++) {
            n++;
        }
        return n;
    }

    private void reverse(int lo, int hi) {
        for (int i = lo, j = hi - 1; i < j; i++, j--) {
            PyObject t = k[i];
            k[i] = k[j];
            k[j] = t;
            if (v != k) {
                t = v[i];
                v[i] = v[j];
                v[j] = t;
            }
        }
    }

    /** Binary insertion of {@code [start, hi)} into the sorted {@code [lo, start)}. */
    private void binarySort(int lo, int hi, int start) {
        if (lo == start) {
            start++;
        }
        for (; start < hi; start++) {
            PyObject pivot = k[start];
            PyObject pivotValue = v[start];
            int l = lo;
            int r = start;
            do {
                int p = l + ((r - l) >> 1);
                if (less.lt(pivot, k[p])) {
                    r = p;
                } else {
                    l = p + 1;
                }
            } while (l < r);
            moveRange(l, l + 1, start - l);
            k[l] = pivot;
            v[l] = pivotValue;
        }
    }

    // ---------------------------------------------------------------- the merge policy (powersort)

    /** The depth in the merge tree of the run at {@code s1} (length n1) followed by one of length n2. */
    private int power(int s1, int n1, int n2) {
        int result = 0;
        long a = 2L * s1 + n1;
        long b = a + n1 + n2;
        long n = length;
        for (;;) {
            result++;
            if (a >= n) {
                a -= n;
                b -= n;
            } else if (b >= n) {
                break;
            }
            a <<= 1;
            b <<= 1;
        }
        return result;
    }

    private void foundNewRun(int n2) {
        if (runs == 0) {
            return;
        }
        int power = power(runBase[runs - 1], runLen[runs - 1], n2);
        while (runs > 1 && runPower[runs - 2] > power) {
            mergeAt(runs - 2);
        }
        runPower[runs - 1] = power;
    }

    private void mergeForceCollapse() {
        while (runs > 1) {
            int n = runs - 2;
            if (n > 0 && runLen[n - 1] < runLen[n + 1]) {
                n--;
            }
            mergeAt(n);
        }
    }

    /** Merges runs {@code i} and {@code i + 1}. */
    private void mergeAt(int i) {
        int baseA = runBase[i];
        int na = runLen[i];
        int baseB = runBase[i + 1];
        int nb = runLen[i + 1];
        runLen[i] = na + nb;
        if (i == runs - 3) {
            runBase[i + 1] = runBase[i + 2];
            runLen[i + 1] = runLen[i + 2];
            runPower[i + 1] = runPower[i + 2];
        }
        runs--;
        // where b's first goes in a: a's items before it are in place already
        int skip = gallopRight(k[baseB], k, baseA, na, 0);
        baseA += skip;
        na -= skip;
        if (na == 0) {
            return;
        }
        // where a's last goes in b: b's items after it are in place already
        nb = gallopLeft(k[baseA + na - 1], k, baseB, nb, nb - 1);
        if (nb <= 0) {
            return;
        }
        if (na <= nb) {
            mergeLo(baseA, na, baseB, nb);
        } else {
            mergeHi(baseA, na, baseB, nb);
        }
    }

    // ---------------------------------------------------------------- galloping searches

    /**
     * Where {@code key} goes in the sorted {@code a[base, base + n)}, left of any equal items, searching from
     * {@code hint} outwards by doubling steps, then by halves.
     */
    private int gallopLeft(PyObject key, PyObject[] a, int base, int n, int hint) {
        int lastofs = 0;
        int ofs = 1;
        if (less.lt(a[base + hint], key)) {
            int maxofs = n - hint;
            while (ofs < maxofs) {
                if (less.lt(a[base + hint + ofs], key)) {
                    lastofs = ofs;
                    ofs = (ofs << 1) + 1;
                } else {
                    break;
                }
            }
            if (ofs > maxofs) {
                ofs = maxofs;
            }
            lastofs += hint;
            ofs += hint;
        } else {
            int maxofs = hint + 1;
            while (ofs < maxofs) {
                if (less.lt(a[base + hint - ofs], key)) {
                    break;
                }
                lastofs = ofs;
                ofs = (ofs << 1) + 1;
            }
            if (ofs > maxofs) {
                ofs = maxofs;
            }
            int t = lastofs;
            lastofs = hint - ofs;
            ofs = hint - t;
        }
        lastofs++;
        while (lastofs < ofs) {
            int m = lastofs + ((ofs - lastofs) >> 1);
            if (less.lt(a[base + m], key)) {
                lastofs = m + 1;
            } else {
                ofs = m;
            }
        }
        return ofs;
    }

    /** As {@link #gallopLeft}, but right of any items equal to {@code key}. */
    private int gallopRight(PyObject key, PyObject[] a, int base, int n, int hint) {
        int lastofs = 0;
        int ofs = 1;
        if (less.lt(key, a[base + hint])) {
            int maxofs = hint + 1;
            while (ofs < maxofs) {
                if (less.lt(key, a[base + hint - ofs])) {
                    lastofs = ofs;
                    ofs = (ofs << 1) + 1;
                } else {
                    break;
                }
            }
            if (ofs > maxofs) {
                ofs = maxofs;
            }
            int t = lastofs;
            lastofs = hint - ofs;
            ofs = hint - t;
        } else {
            int maxofs = n - hint;
            while (ofs < maxofs) {
                if (less.lt(key, a[base + hint + ofs])) {
                    break;
                }
                lastofs = ofs;
                ofs = (ofs << 1) + 1;
            }
            if (ofs > maxofs) {
                ofs = maxofs;
            }
            lastofs += hint;
            ofs += hint;
        }
        lastofs++;
        while (lastofs < ofs) {
            int m = lastofs + ((ofs - lastofs) >> 1);
            if (less.lt(key, a[base + m])) {
                ofs = m;
            } else {
                lastofs = m + 1;
            }
        }
        return ofs;
    }

    // ---------------------------------------------------------------- merges

    private void ensureTemp(int n) {
        if (tk.length < n) {
            tk = new PyObject[Math.max(n, Math.min(length, tk.length * 2))];
            tv = v == k ? tk : new PyObject[tk.length];
        }
    }

    /** Moves {@code n} items (keys and values) from {@code from} to {@code to}; the ranges may overlap. */
    private void moveRange(int from, int to, int n) {
        System.arraycopy(k, from, k, to, n);
        if (v != k) {
            System.arraycopy(v, from, v, to, n);
        }
    }

    /** Copies {@code n} items from the temp at {@code from} to {@code to}. */
    private void fromTempRange(int from, int to, int n) {
        System.arraycopy(tk, from, k, to, n);
        if (v != k) {
            System.arraycopy(tv, from, v, to, n);
        }
    }

    /** Copies {@code n} items from {@code from} to the start of the temp. */
    private void toTemp(int from, int n) {
        System.arraycopy(k, from, tk, 0, n);
        if (v != k) {
            System.arraycopy(v, from, tv, 0, n);
        }
    }

    private void copy(int from, int to) {
        k[to] = k[from];
        if (v != k) {
            v[to] = v[from];
        }
    }

    private void fromTemp(int from, int to) {
        k[to] = tk[from];
        if (v != k) {
            v[to] = tv[from];
        }
    }

    /** Merges a = [baseA, +na) and b = [baseB = baseA + na, +nb), na <= nb, from the left; a goes to the temp. */
    private void mergeLo(int baseA, int na, int baseB, int nb) {
        ensureTemp(na);
        toTemp(baseA, na);
        int dest = baseA;
        int a = 0; // in the temp
        int b = baseB;
        copy(b++, dest++);
        if (--nb == 0) {
            fromTempRange(a, dest, na); // what is left of a goes to the end
            return;
        }
        if (na == 1) {
            copyBThenLastA(a, b, nb, dest);
            return;
        }
        int mg = minGallop;
        outer:
        for (;;) {
            int acount = 0;
            int bcount = 0;
            for (;;) {
                if (less.lt(k[b], tk[a])) {
                    copy(b++, dest++);
                    bcount++;
                    acount = 0;
                    if (--nb == 0) {
                        break outer;
                    }
                    if (bcount >= mg) {
                        break;
                    }
                } else {
                    fromTemp(a++, dest++);
                    acount++;
                    bcount = 0;
                    if (--na == 1) {
                        copyBThenLastA(a, b, nb, dest);
                        return;
                    }
                    if (acount >= mg) {
                        break;
                    }
                }
            }
            mg++;
            do {
                mg -= mg > 1 ? 1 : 0;
                minGallop = mg;
                int g = gallopRight(k[b], tk, a, na, 0);
                acount = g;
                if (g != 0) {
                    fromTempRange(a, dest, g);
                    dest += g;
                    a += g;
                    na -= g;
                    if (na == 1) {
                        copyBThenLastA(a, b, nb, dest);
                        return;
                    }
                    if (na == 0) {
                        break outer;
                    }
                }
                copy(b++, dest++);
                if (--nb == 0) {
                    break outer;
                }
                g = gallopLeft(tk[a], k, b, nb, 0);
                bcount = g;
                if (g != 0) {
                    moveRange(b, dest, g);
                    dest += g;
                    b += g;
                    nb -= g;
                    if (nb == 0) {
                        break outer;
                    }
                }
                fromTemp(a++, dest++);
                if (--na == 1) {
                    copyBThenLastA(a, b, nb, dest);
                    return;
                }
            } while (acount >= MIN_GALLOP || bcount >= MIN_GALLOP);
            mg++;
            minGallop = mg;
        }
        fromTempRange(a, dest, na); // what is left of a goes to the end
    }

    /** One item of a is left: the rest of b comes first, then it. */
    private void copyBThenLastA(int a, int b, int nb, int dest) {
        moveRange(b, dest, nb);
        fromTemp(a, dest + nb);
    }

    /** Merges a = [baseA, +na) and b = [baseB, +nb), na > nb, from the right; b goes to the temp. */
    private void mergeHi(int baseA, int na, int baseB, int nb) {
        ensureTemp(nb);
        toTemp(baseB, nb);
        int dest = baseB + nb - 1;
        int b = nb - 1; // in the temp
        int a = baseA + na - 1;
        copy(a--, dest--);
        if (--na == 0) {
            fromTempRange(0, dest - (nb - 1), nb); // what is left of b goes to the front
            return;
        }
        if (nb == 1) {
            copyAThenFirstB(a, na, dest);
            return;
        }
        int mg = minGallop;
        outer:
        for (;;) {
            int acount = 0;
            int bcount = 0;
            for (;;) {
                if (less.lt(tk[b], k[a])) {
                    copy(a--, dest--);
                    acount++;
                    bcount = 0;
                    if (--na == 0) {
                        break outer;
                    }
                    if (acount >= mg) {
                        break;
                    }
                } else {
                    fromTemp(b--, dest--);
                    bcount++;
                    acount = 0;
                    if (--nb == 1) {
                        copyAThenFirstB(a, na, dest);
                        return;
                    }
                    if (bcount >= mg) {
                        break;
                    }
                }
            }
            mg++;
            do {
                mg -= mg > 1 ? 1 : 0;
                minGallop = mg;
                int g = na - gallopRight(tk[b], k, baseA, na, na - 1);
                acount = g;
                if (g != 0) {
                    dest -= g;
                    a -= g;
                    moveRange(a + 1, dest + 1, g);
                    na -= g;
                    if (na == 0) {
                        break outer;
                    }
                }
                fromTemp(b--, dest--);
                if (--nb == 1) {
                    copyAThenFirstB(a, na, dest);
                    return;
                }
                g = nb - gallopLeft(k[a], tk, 0, nb, nb - 1);
                bcount = g;
                if (g != 0) {
                    dest -= g;
                    b -= g;
                    fromTempRange(b + 1, dest + 1, g);
                    nb -= g;
                    if (nb == 1) {
                        copyAThenFirstB(a, na, dest);
                        return;
                    }
                    if (nb == 0) {
                        break outer;
                    }
                }
                copy(a--, dest--);
                if (--na == 0) {
                    break outer;
                }
            } while (acount >= MIN_GALLOP || bcount >= MIN_GALLOP);
            mg++;
            minGallop = mg;
        }
        fromTempRange(0, dest - (nb - 1), nb); // what is left of b goes to the front
    }

    /** One item of b is left (the temp's first): the rest of a, ending at {@code a}, moves up, then it goes first. */
    private void copyAThenFirstB(int a, int na, int dest) {
        moveRange(a - na + 1, dest - na + 1, na);
        fromTemp(0, dest - na);
    }
}
