package io.frameweave.interpreter.builtins;

import java.util.Locale;
import java.util.function.ToLongFunction;

/**
 * {@code time.strftime} as CPython gets it from the GNU C library in the C locale: every conversion of glibc 2.36
 * with its flags ({@code _} spaces, {@code -} no padding, {@code 0} zeros, {@code ^} upper case, {@code #} swapped
 * case), a field width, the {@code E} and {@code O} modifiers where the C locale accepts them, and an unknown
 * conversion copied as it is written. The year is not padded ({@code %Y} of the year 5 is "5"), as glibc does.
 */
final class Strftime {
    private static final String[] DAYS = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday"};
    private static final String[] MONTHS = {"January", "February", "March", "April", "May", "June", "July",
            "August", "September", "October", "November", "December"};
    /** The conversions that take the E modifier, and those that take O, in the C locale. */
    private static final String E_MODIFIED = "cCnpPrRstTuxXyYzZ%";
    private static final String O_MODIFIED = "bBCdegGhHIjklmMnpPrRsStTuUVwWyzZ%";

    private final BrokenDownTime tm;
    /** The C library's {@code tzname}: the abbreviations %Z falls back on for a time with none. */
    private final String[] tzname;
    /** {@code mktime} of a time, for %s. */
    private final ToLongFunction<BrokenDownTime> mktime;
    private final StringBuilder out = new StringBuilder();

    private Strftime(BrokenDownTime tm, String[] tzname, ToLongFunction<BrokenDownTime> mktime) {
        this.tm = tm;
        this.tzname = tzname;
        this.mktime = mktime;
    }

    static String format(String format, BrokenDownTime tm, String[] tzname, ToLongFunction<BrokenDownTime> mktime) {
        Strftime f = new Strftime(tm, tzname, mktime);
        f.render(format);
        return f.out.toString();
    }

    private void render(String format) {
        int n = format.length();
        int i = 0;
        while (i < n) {
            char c = format.charAt(i);
            if (c != '%') {
                out.append(c);
                i++;
                continue;
            }
            i = conversion(format, i);
        }
    }

    /** Writes the conversion starting at the '%' at {@code start}; returns the index after it. */
    private int conversion(String format, int start) {
        int n = format.length();
        int i = start + 1;
        char pad = 0;
        boolean upper = false;
        boolean swapCase = false;
        while (i < n) {
            char f = format.charAt(i);
            if (f == '_' || f == '-' || f == '0') {
                pad = f;
            } else if (f == '^') {
                upper = true;
            } else if (f == '#') {
                swapCase = true;
            } else {
                break;
            }
            i++;
        }
        int width = -1;
        while (i < n && format.charAt(i) >= '0' && format.charAt(i) <= '9') {
            int digit = format.charAt(i++) - '0';
            width = width < 0 ? digit : (int) Math.min(Integer.MAX_VALUE / 10, (long) width * 10 + digit);
        }
        char modifier = 0;
        if (i < n && (format.charAt(i) == 'E' || format.charAt(i) == 'O')) {
            modifier = format.charAt(i++);
        }
        if (i >= n) {
            text(format.substring(start), pad, width);
            return n;
        }
        char conv = format.charAt(i);
        Field field = new Field(pad, width, upper, swapCase);
        if (modifier == 'E' && E_MODIFIED.indexOf(conv) < 0 || modifier == 'O' && O_MODIFIED.indexOf(conv) < 0
                || !field.convert(conv)) {
            // glibc copies what it cannot read, in upper case under '^' (and under '#' for %b and %h)
            String copy = format.substring(start, i + 1);
            boolean shout = upper || swapCase && (conv == 'b' || conv == 'h');
            text(shout ? copy.toUpperCase(Locale.ROOT) : copy, pad, width);
        }
        return i + 1;
    }

    /** Text padded on the left to {@code width}, with zeros under the '0' flag. */
    private void text(String s, char pad, int width) {
        for (int k = s.length(); k < width; k++) {
            out.append(pad == '0' ? '0' : ' ');
        }
        out.append(s);
    }

    /** One conversion's flags, and the conversions themselves. */
    private final class Field {
        private final char pad;
        private final int width;
        private final boolean upper;
        private final boolean swapCase;

        Field(char pad, int width, boolean upper, boolean swapCase) {
            this.pad = pad;
            this.width = width;
            this.upper = upper;
            this.swapCase = swapCase;
        }

        /** Writes conversion {@code c}; false when glibc does not know it. */
        boolean convert(char c) {
            int hour12 = tm.hour() % 12 == 0 ? 12 : tm.hour() % 12;
            switch (c) {
                case 'a' -> name(DAYS[tm.wday()].substring(0, 3));
                case 'A' -> name(DAYS[tm.wday()]);
                case 'b', 'h' -> name(MONTHS[tm.month()].substring(0, 3));
                case 'B' -> name(MONTHS[tm.month()]);
                case 'c' -> sub("%a %b %e %H:%M:%S %Y");
                case 'C' -> number(1, Math.floorDiv(tm.year(), 100), '0');
                case 'd' -> number(2, tm.mday(), '0');
                case 'D' -> sub("%m/%d/%y");
                case 'e' -> number(2, tm.mday(), '_');
                case 'F' -> sub("%Y-%m-%d");
                case 'g' -> number(2, Math.floorMod(isoYear(), 100), '0');
                case 'G' -> number(1, isoYear(), '0');
                case 'H' -> number(2, tm.hour(), '0');
                case 'I' -> number(2, hour12, '0');
                case 'j' -> number(3, tm.yday() + 1L, '0');
                case 'k' -> number(2, tm.hour(), '_');
                case 'l' -> number(2, hour12, '_');
                case 'm' -> number(2, tm.month() + 1L, '0');
                case 'M' -> number(2, tm.minute(), '0');
                case 'n' -> text("\n", pad, width);
                case 'p' -> caseText(tm.hour() > 11 ? "PM" : "AM", swapCase ? Case.LOWER : Case.KEEP);
                case 'P' -> caseText(tm.hour() > 11 ? "pm" : "am", Case.LOWER);
                case 'r' -> sub("%I:%M:%S %p");
                case 'R' -> sub("%H:%M");
                case 's' -> text(Long.toString(mktime.applyAsLong(tm)), pad, width); // the sign counts as a digit
                case 'S' -> number(2, tm.second(), '0');
                case 't' -> text("\t", pad, width);
                case 'T', 'X' -> sub("%H:%M:%S");
                case 'u' -> number(1, (tm.wday() + 6) % 7 + 1, '0');
                case 'U' -> number(2, (tm.yday() - tm.wday() + 7) / 7, '0');
                case 'V' -> number(2, isoWeekDays() / 7 + 1, '0');
                case 'w' -> number(1, tm.wday(), '0');
                case 'W' -> number(2, (tm.yday() - (tm.wday() - 1 + 7) % 7 + 7) / 7, '0');
                case 'x' -> sub("%m/%d/%y");
                case 'y' -> number(2, Math.floorMod(tm.year(), 100), '0');
                case 'Y' -> number(1, tm.year(), '0');
                case 'z' -> offset();
                case 'Z' -> caseText(zoneName(), swapCase ? Case.LOWER : Case.KEEP);
                case '%' -> text("%", pad, width);
                default -> {
                    return false;
                }
            }
            return true;
        }

        /** A day or month name: '#' makes it upper case. */
        private void name(String s) {
            caseText(s, swapCase ? Case.UPPER : Case.KEEP);
        }

        private void caseText(String s, Case change) {
            String t = change == Case.LOWER ? s.toLowerCase(Locale.ROOT)
                    : upper || change == Case.UPPER ? s.toUpperCase(Locale.ROOT) : s;
            text(t, pad, width);
        }

        /** A composite conversion (%c, %D ...): its parts without flags, the whole padded and cased. */
        private void sub(String format) {
            String s = Strftime.format(format, tm, tzname, mktime);
            text(upper ? s.toUpperCase(Locale.ROOT) : s, pad, width);
        }

        /**
         * A number at least {@code digits} wide (by default zeros, or spaces where {@code defaultPad} is '_'; the
         * '-' flag drops that padding), then padded to the width, with zeros where zeros pad it.
         */
        private void number(int digits, long value, char defaultPad) {
            char p = pad == 0 ? defaultPad : pad;
            String magnitude = Long.toString(Math.abs(value));
            if (value == Long.MIN_VALUE) {
                magnitude = magnitude.substring(1);
            }
            String sign = value < 0 ? "-" : "";
            StringBuilder s = new StringBuilder();
            int shortage = digits - sign.length() - magnitude.length();
            if (p == '_') {
                s.append(" ".repeat(Math.max(0, shortage))).append(sign).append(magnitude);
            } else if (p == '-') {
                s.append(sign).append(magnitude);
            } else {
                s.append(sign).append("0".repeat(Math.max(0, shortage))).append(magnitude);
            }
            if (p == '0' && s.length() < width) {
                int zeros = width - s.length();
                s.insert(sign.length(), "0".repeat(zeros));
            }
            text(s.toString(), ' ', width);
        }

        /**
         * {@code %z}: nothing when daylight saving is unknown; else the sign (padded to the width on its own, as
         * glibc 2.36 does) and the offset's hours and minutes as a four-digit number.
         */
        private void offset() {
            if (tm.isdst() < 0) {
                return;
            }
            long minutes = Math.abs(tm.gmtoff()) / 60;
            text(tm.gmtoff() < 0 ? "-" : "+", pad, width);
            number(4, minutes / 60 * 100 + minutes % 60, '0');
        }

        private String zoneName() {
            String zone = tm.zone();
            if ((zone == null || zone.isEmpty()) && tm.isdst() >= 0) {
                zone = tzname[tm.isdst() != 0 ? 1 : 0];
            }
            return zone == null ? "" : zone;
        }
    }

    private enum Case { KEEP, UPPER, LOWER }

    /** Days since the start of the ISO year the time's week belongs to (negative: the week is the year before's). */
    private int isoWeekDays() {
        int days = isoWeekDays(tm.yday(), tm.wday());
        if (days < 0) {
            return isoWeekDays(tm.yday() + 365 + leap(tm.year() - 1), tm.wday());
        }
        int next = isoWeekDays(tm.yday() - 365 - leap(tm.year()), tm.wday());
        return next >= 0 ? next : days;
    }

    private long isoYear() {
        if (isoWeekDays(tm.yday(), tm.wday()) < 0) {
            return tm.year() - 1;
        }
        return isoWeekDays(tm.yday() - 365 - leap(tm.year()), tm.wday()) >= 0 ? tm.year() + 1 : tm.year();
    }

    /** glibc's {@code iso_week_days}: the ISO week starts on Monday, and week 1 holds the year's first Thursday. */
    private static int isoWeekDays(int yday, int wday) {
        int bigEnoughMultipleOf7 = (366 / 7 + 2) * 7;
        return yday - (yday - wday + 4 + bigEnoughMultipleOf7) % 7 + 4 - 1;
    }

    private static int leap(long year) {
        return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 1 : 0;
    }
}
