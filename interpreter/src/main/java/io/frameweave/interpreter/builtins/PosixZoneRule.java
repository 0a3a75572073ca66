package io.frameweave.interpreter.builtins;

import java.time.ZoneOffset;
import java.time.zone.ZoneOffsetTransitionRule;

/**
 * A POSIX {@code TZ} rule as the C library reads it: {@code std offset [dst [offset] [,start[/time],end[/time]]]},
 * names of three or more letters (or {@code <...>}), offsets west of Greenwich positive, {@code Mm.w.d} dates
 * (the US rule {@code M3.2.0,M11.1.0} when none are given), changes at 02:00 local time unless given.
 */
final class PosixZoneRule {
    private final String text;
    private int pos;

    private PosixZoneRule(String text) {
        this.text = text;
    }

    /** The zone {@code text} describes, or null when it is not such a rule. */
    static LocalZone parse(String text) {
        try {
            return new PosixZoneRule(text).zone();
        } catch (IllegalArgumentException | java.time.DateTimeException e) {
            return null;
        }
    }

    private LocalZone zone() {
        String std = name();
        ZoneOffset standard = ZoneOffset.ofTotalSeconds(-seconds());
        if (pos == text.length()) {
            return LocalZone.fixed(standard, std);
        }
        String dst = name();
        ZoneOffset daylight = pos < text.length() && text.charAt(pos) != ','
                ? ZoneOffset.ofTotalSeconds(-seconds())
                : ZoneOffset.ofTotalSeconds(standard.getTotalSeconds() + 3600);
        int[] start = {3, 2, 0, 7200};
        int[] end = {11, 1, 0, 7200};
        if (pos < text.length()) {
            expect(',');
            start = date();
            expect(',');
            end = date();
        }
        if (pos != text.length()) {
            throw new IllegalArgumentException(text);
        }
        ZoneOffsetTransitionRule toDaylight = LocalZone.rule(start[0], start[1], start[2], start[3], standard,
                standard, daylight);
        ZoneOffsetTransitionRule toStandard = LocalZone.rule(end[0], end[1], end[2], end[3], standard,
                daylight, standard);
        return LocalZone.withDaylight(standard, daylight, new String[] {std, dst}, toDaylight, toStandard);
    }

    private String name() {
        int start = pos;
        if (pos < text.length() && text.charAt(pos) == '<') {
            int close = text.indexOf('>', pos);
            if (close < 0) {
                throw new IllegalArgumentException(text);
            }
            pos = close + 1;
            return text.substring(start + 1, close);
        }
        while (pos < text.length() && Character.isLetter(text.charAt(pos))) {
            pos++;
        }
        if (pos - start < 3) {
            throw new IllegalArgumentException(text);
        }
        return text.substring(start, pos);
    }

    /** {@code [+-]hh[:mm[:ss]]} in seconds. */
    private int seconds() {
        int sign = 1;
        if (pos < text.length() && (text.charAt(pos) == '+' || text.charAt(pos) == '-')) {
            sign = text.charAt(pos++) == '-' ? -1 : 1;
        }
        int total = number() * 3600;
        if (pos < text.length() && text.charAt(pos) == ':') {
            pos++;
            total += number() * 60;
            if (pos < text.length() && text.charAt(pos) == ':') {
                pos++;
                total += number();
            }
        }
        return sign * total;
    }

    /** {@code Mm.w.d[/time]}: month, week, day of week, seconds after local midnight. */
    private int[] date() {
        expect('M');
        int month = number();
        expect('.');
        int week = number();
        expect('.');
        int day = number();
        int time = 7200;
        if (pos < text.length() && text.charAt(pos) == '/') {
            pos++;
            time = seconds();
        }
        if (month < 1 || month > 12 || week < 1 || week > 5 || day > 6) {
            throw new IllegalArgumentException(text);
        }
        return new int[] {month, week, day, time};
    }

    private int number() {
        int start = pos;
        while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
            pos++;
        }
        if (pos == start) {
            throw new IllegalArgumentException(text);
        }
        return Integer.parseInt(text.substring(start, pos));
    }

    private void expect(char c) {
        if (pos >= text.length() || text.charAt(pos) != c) {
            throw new IllegalArgumentException(text);
        }
        pos++;
    }
}
