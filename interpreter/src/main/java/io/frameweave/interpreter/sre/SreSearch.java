package io.frameweave.interpreter.sre;

import static io.frameweave.interpreter.sre.SreCode.unsigned;

/**
 * Search: tries the pattern at each position from {@code st.start}. The INFO block at the code's head lets it
 * skip ahead: to each occurrence of a literal prefix (with the overlap table of a Knuth-Morris-Pratt scan),
 * or to each char of the set the pattern must start with.
 */
final class SreSearch {
    private SreSearch() {}

    /** On a match, {@code st.start} and {@code st.ptr} hold its bounds. */
    static boolean search(SreState st, SreMatcher m) {
        final int[] code = st.code;
        final Subject text = st.text;
        int ptr = st.start;
        int end = st.end;
        if (ptr > end) {
            return false;
        }
        int pc = 0;
        int flags = 0;
        int prefixLen = 0;
        int prefixSkip = 0;
        int prefix = -1;
        int charset = -1;
        if (code[0] == SreCode.INFO) {
            flags = code[2];
            long min = unsigned(code[3]);
            if (min != 0 && end - ptr < min) {
                return false;
            }
            if ((flags & SreCode.INFO_PREFIX) != 0) {
                prefixLen = code[5];
                prefixSkip = code[6];
                prefix = 7;
            } else if ((flags & SreCode.INFO_CHARSET) != 0) {
                charset = 5;
            }
            pc = 1 + code[1];
        }
        boolean literal = (flags & SreCode.INFO_LITERAL) != 0;

        if (prefixLen == 1) {
            int c = code[prefix];
            st.mustAdvance = false;
            while (ptr < end) {
                while (text.at(ptr) != c) {
                    if (++ptr >= end) {
                        return false;
                    }
                }
                st.start = ptr;
                st.ptr = ptr + prefixSkip;
                if (literal) {
                    return true;
                }
                if (m.match(pc + 2 * prefixSkip, false)) {
                    return true;
                }
                ++ptr;
                st.reset();
            }
            return false;
        }

        if (prefixLen > 1) {
            int overlap = prefix + prefixLen - 1;
            if (prefixLen > end - ptr) {
                return false;
            }
            int first = code[prefix];
            while (ptr < end) {
                while (text.at(ptr++) != first) {
                    if (ptr >= end) {
                        return false;
                    }
                }
                if (ptr >= end) {
                    return false;
                }
                int i = 1;
                st.mustAdvance = false;
                do {
                    if (text.at(ptr) == code[prefix + i]) {
                        if (++i != prefixLen) {
                            if (++ptr >= end) {
                                return false;
                            }
                            continue;
                        }
                        // the whole prefix is here
                        st.start = ptr - (prefixLen - 1);
                        st.ptr = ptr - (prefixLen - prefixSkip - 1);
                        if (literal) {
                            return true;
                        }
                        if (m.match(pc + 2 * prefixSkip, false)) {
                            return true;
                        }
                        if (++ptr >= end) {
                            return false;
                        }
                        st.reset();
                    }
                    i = code[overlap + i];
                } while (i != 0);
            }
            return false;
        }

        if (charset >= 0) {
            st.mustAdvance = false;
            for (;;) {
                while (ptr < end && !st.program.inSet(charset, text.at(ptr))) {
                    ptr++;
                }
                if (ptr >= end) {
                    return false;
                }
                st.start = ptr;
                st.ptr = ptr;
                if (m.match(pc, false)) {
                    return true;
                }
                ptr++;
                st.reset();
            }
        }

        long min = code[0] == SreCode.INFO ? unsigned(code[3]) : 0;
        if (min > 1) {
            // no match can start in the last min-1 chars
            end = (int) Math.max(ptr, end - (min - 1));
        }
        st.start = ptr;
        st.ptr = ptr;
        boolean found = m.match(pc, true);
        st.mustAdvance = false;
        if (!found && code[pc] == SreCode.AT
                && (code[pc + 1] == SreCode.AT_BEGINNING || code[pc + 1] == SreCode.AT_BEGINNING_STRING)) {
            st.start = end;
            st.ptr = end;
            return false;
        }
        while (!found && ptr < end) {
            ptr++;
            st.reset();
            st.start = ptr;
            st.ptr = ptr;
            found = m.match(pc, false);
        }
        return found;
    }
}
