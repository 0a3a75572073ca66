package io.frameweave.interpreter.sre;

import static io.frameweave.interpreter.sre.SreCode.unsigned;

/**
 * Checks code handed to {@code _sre.compile} before the engine runs it (CPython's {@code _validate}): every
 * opcode known, every skip inside its block, marks and backreferences within the pattern's groups, INFO's prefix
 * tables consistent. Code from {@code re._compiler} always passes; anything else gets "invalid SRE code" rather
 * than an engine reading outside the code.
 */
public final class SreCodeCheck {
    private SreCodeCheck() {}

    public static boolean isValid(int[] code, int groups) {
        if (code.length == 0 || code[code.length - 1] != SreCode.SUCCESS) {
            return false;
        }
        return new SreCodeCheck.Walk(code, groups).block(0, code.length - 1) == code.length - 1;
    }

    private static final class Walk {
        private final int[] c;
        private final int groups;

        Walk(int[] c, int groups) {
            this.c = c;
            this.groups = groups;
        }

        /** Checks the ops from {@code i} up to {@code end}; returns where they ended, or -1 when invalid. */
        int block(int i, int end) {
            while (i < end) {
                i = op(i, end);
                if (i < 0) {
                    return -1;
                }
            }
            return i == end ? i : -1;
        }

        /** The index after the skip word at {@code at}'s target, or -1 when it leaves [at+1, end]. */
        private int target(int at, int end) {
            if (at >= end) {
                return -1;
            }
            long t = at + unsigned(c[at]);
            return c[at] >= 1 && t <= end ? (int) t : -1;
        }

        private int op(int i, int end) {
            int op = c[i++];
            switch (op) {
                case SreCode.FAILURE:
                case SreCode.SUCCESS:
                case SreCode.ANY:
                case SreCode.ANY_ALL:
                    return i;
                case SreCode.AT:
                    return i < end && unsigned(c[i]) <= SreCode.AT_UNI_NON_BOUNDARY ? i + 1 : -1;
                case SreCode.CATEGORY:
                    return i < end && unsigned(c[i]) <= SreCode.CATEGORY_UNI_NOT_LINEBREAK ? i + 1 : -1;
                case SreCode.LITERAL:
                case SreCode.NOT_LITERAL:
                case SreCode.LITERAL_IGNORE:
                case SreCode.NOT_LITERAL_IGNORE:
                case SreCode.LITERAL_UNI_IGNORE:
                case SreCode.NOT_LITERAL_UNI_IGNORE:
                case SreCode.LITERAL_LOC_IGNORE:
                case SreCode.NOT_LITERAL_LOC_IGNORE:
                    return i < end ? i + 1 : -1;
                case SreCode.MARK:
                    return i < end && unsigned(c[i]) < 2L * groups ? i + 1 : -1;
                case SreCode.GROUPREF:
                case SreCode.GROUPREF_IGNORE:
                case SreCode.GROUPREF_UNI_IGNORE:
                case SreCode.GROUPREF_LOC_IGNORE:
                    return i < end && unsigned(c[i]) < groups ? i + 1 : -1;
                case SreCode.IN:
                case SreCode.IN_IGNORE:
                case SreCode.IN_UNI_IGNORE:
                case SreCode.IN_LOC_IGNORE: {
                    int next = target(i, end);
                    return next >= 0 && charset(i + 1, next) ? next : -1;
                }
                case SreCode.INFO:
                    return info(i, end);
                case SreCode.JUMP:
                    return target(i, end);
                case SreCode.BRANCH:
                    return branch(i, end);
                case SreCode.REPEAT_ONE:
                case SreCode.MIN_REPEAT_ONE:
                case SreCode.POSSESSIVE_REPEAT_ONE:
                case SreCode.POSSESSIVE_REPEAT: {
                    int next = target(i, end);
                    if (next < 0 || i + 3 > next || !minMax(i)) {
                        return -1;
                    }
                    // the body ends with SUCCESS; POSSESSIVE_REPEAT's skip stops just before it
                    int bodyEnd = op == SreCode.POSSESSIVE_REPEAT ? next : next - 1;
                    if (bodyEnd >= end || c[bodyEnd] != SreCode.SUCCESS || block(i + 3, bodyEnd) < 0) {
                        return -1;
                    }
                    return op == SreCode.POSSESSIVE_REPEAT ? next + 1 : next;
                }
                case SreCode.REPEAT: {
                    int next = target(i, end);
                    if (next < 0 || next >= end || i + 3 > next || !minMax(i) || block(i + 3, next) < 0) {
                        return -1;
                    }
                    return c[next] == SreCode.MAX_UNTIL || c[next] == SreCode.MIN_UNTIL ? next + 1 : -1;
                }
                case SreCode.ATOMIC_GROUP: {
                    int next = target(i, end);
                    return next >= 0 && c[next - 1] == SreCode.SUCCESS && block(i + 1, next - 1) >= 0 ? next : -1;
                }
                case SreCode.ASSERT:
                case SreCode.ASSERT_NOT: {
                    int next = target(i, end);
                    return next >= 0 && i + 2 <= next - 1 && c[next - 1] == SreCode.SUCCESS
                            && block(i + 2, next - 1) >= 0 ? next : -1;
                }
                case SreCode.GROUPREF_EXISTS: {
                    if (i + 2 > end || unsigned(c[i]) >= groups) {
                        return -1;
                    }
                    // <group> <skip> yes [JUMP <skip> no]: skip counts from the group word
                    long noStart = i + unsigned(c[i + 1]);
                    if (c[i + 1] < 2 || noStart > end) {
                        return -1;
                    }
                    return groupExists(i + 2, (int) noStart, end);
                }
                default:
                    return -1;
            }
        }

        /**
         * The yes part of GROUPREF_EXISTS from {@code i} to {@code no}, and the no part when the yes part's last op
         * is a JUMP over it. The ops are walked from the start (as CPython's validator does): the word before
         * {@code no} may be an argument equal to JUMP's opcode, as in {@code ()(?(1)\x0f?)}.
         */
        private int groupExists(int i, int no, int end) {
            while (i < no) {
                if (c[i] == SreCode.JUMP && i + 2 == no) {
                    int after = target(no - 1, end);
                    return after >= 0 && block(no, after) >= 0 ? after : -1;
                }
                i = op(i, no);
                if (i < 0) {
                    return -1;
                }
            }
            return i == no ? no : -1;
        }

        private boolean minMax(int i) {
            long min = unsigned(c[i + 1]);
            long max = unsigned(c[i + 2]);
            return min <= max && min < SreCode.MAXREPEAT;
        }

        /** <BRANCH> (<skip> alternative <JUMP> <skip>)* <0>: every alternative's JUMP leads to the same place. */
        private int branch(int i, int end) {
            int after = -1;
            while (i < end && c[i] != 0) {
                int next = target(i, end);
                if (next < 0 || next - 2 < i + 1 || c[next - 2] != SreCode.JUMP || block(i + 1, next - 2) < 0) {
                    return -1;
                }
                int t = target(next - 1, end);
                if (t < 0 || (after >= 0 && t != after)) {
                    return -1;
                }
                after = t;
                i = next;
            }
            if (i >= end || c[i] != 0) {
                return -1;
            }
            return after < 0 ? i + 1 : after;
        }

        private int info(int i, int end) {
            int next = target(i, end);
            if (next < 0 || i + 4 > next) {
                return -1;
            }
            int flags = c[i + 1];
            if ((flags & SreCode.INFO_PREFIX) != 0) {
                long len = unsigned(c[i + 4]);
                long skip = unsigned(c[i + 5]);
                if (len < 1 || skip > len || i + 6 + 2 * len > next) {
                    return -1;
                }
                int overlap = (int) (i + 6 + len);
                for (int k = 0; k < len; k++) {
                    if (unsigned(c[overlap + k]) >= Math.max(len, 1)) {
                        return -1;
                    }
                }
            } else if ((flags & SreCode.INFO_CHARSET) != 0) {
                return charset(i + 4, next) ? next : -1;
            }
            return next;
        }

        /** A set's items from {@code i}, ending with FAILURE just before {@code end}. */
        private boolean charset(int i, int end) {
            while (i < end) {
                switch (c[i++]) {
                    case SreCode.FAILURE:
                        return i == end;
                    case SreCode.NEGATE:
                        break;
                    case SreCode.LITERAL:
                    case SreCode.CATEGORY:
                        i += 1;
                        break;
                    case SreCode.RANGE:
                    case SreCode.RANGE_UNI_IGNORE:
                        i += 2;
                        break;
                    case SreCode.CHARSET:
                        i += 8;
                        break;
                    case SreCode.BIGCHARSET: {
                        if (i >= end) {
                            return false;
                        }
                        long blocks = unsigned(c[i]);
                        if (i + 1 + 64 > end) {
                            return false;
                        }
                        for (int b = 0; b < 256; b++) {
                            if (((c[i + 1 + (b >>> 2)] >>> ((b & 3) * 8)) & 0xff) >= blocks) {
                                return false;
                            }
                        }
                        i += 1 + 64 + (int) Math.min(blocks * 8, Integer.MAX_VALUE / 2);
                        break;
                    }
                    default:
                        return false;
                }
            }
            return false;
        }
    }
}
