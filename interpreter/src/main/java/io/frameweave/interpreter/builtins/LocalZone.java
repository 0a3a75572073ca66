package io.frameweave.interpreter.builtins;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneOffsetTransitionRule;
import java.time.zone.ZoneRules;
import java.util.List;
import java.util.Locale;
import java.util.TimeZone;

/**
 * The local time zone of the {@code time} module, chosen from {@code TZ} as the C library chooses it: unset, the
 * system's zone; empty, UTC; a zone name ({@code Europe/Berlin}, optionally after ':'), that zone; a POSIX rule
 * ({@code JST-9}, {@code EST+5EDT,M3.2.0,M11.1.0}), that rule; anything else, UTC under the name it starts with.
 * Offsets and daylight saving come from the JDK's zone rules; a region zone's abbreviations from the system's zone
 * database ({@link ZoneAbbreviations}), else from the JDK's short display names, written as the zone database
 * writes the numeric ones ({@code +04}).
 */
final class LocalZone {
    private final ZoneRules rules;
    /** The zone whose display names are the abbreviations, or null when {@link #names} are. */
    private final TimeZone named;
    /** A region zone's abbreviations from the system's zone database, or null (then the JDK's names serve). */
    private final ZoneAbbreviations database;
    /** The standard and daylight abbreviations of a POSIX rule. */
    private final String[] names;

    private LocalZone(ZoneRules rules, TimeZone named, ZoneAbbreviations database, String[] names) {
        this.rules = rules;
        this.named = named;
        this.database = database;
        this.names = names;
    }

    /** The zone {@code TZ} names in the VM's environment now. */
    static LocalZone fromEnvironment() {
        return of(PosixEnvironment.current().get("TZ"));
    }

    static LocalZone of(String tz) {
        if (tz == null) {
            return region(systemZone());
        }
        String spec = tz.startsWith(":") ? tz.substring(1) : tz;
        if (spec.isEmpty()) {
            return fixed(ZoneOffset.UTC, "UTC");
        }
        if (ZoneId.getAvailableZoneIds().contains(spec)) {
            return region(ZoneId.of(spec));
        }
        LocalZone rule = PosixZoneRule.parse(spec);
        if (rule != null) {
            return rule;
        }
        int n = 0;
        while (n < spec.length() && Character.isLetter(spec.charAt(n))) {
            n++;
        }
        return fixed(ZoneOffset.UTC, n >= 3 ? spec.substring(0, n) : "UTC");
    }

    static LocalZone fixed(ZoneOffset offset, String name) {
        return new LocalZone(ZoneRules.of(offset), null, null, new String[] {name, name});
    }

    static LocalZone withDaylight(ZoneOffset standard, ZoneOffset daylight, String[] names,
            ZoneOffsetTransitionRule start, ZoneOffsetTransitionRule end) {
        // the JDK applies the yearly rules only after a transition, so the rules start with one long ago
        ZoneOffsetTransition origin = ZoneOffsetTransition.of(LocalDateTime.of(1, 1, 1, 0, 0), daylight, standard);
        return new LocalZone(ZoneRules.of(standard, standard, List.of(), List.of(origin), List.of(start, end)), null,
                null, names);
    }

    private static LocalZone region(ZoneId zone) {
        return new LocalZone(zone.getRules(), TimeZone.getTimeZone(zone), ZoneAbbreviations.load(zone.getId()), null);
    }

    /** The system's zone when {@code TZ} is unset: /etc/localtime's target, else the JVM's default. */
    private static ZoneId systemZone() {
        if (System.getenv("TZ") != null) { // the JVM's default follows the process's TZ, which the VM has since unset
            try {
                String target = Files.readSymbolicLink(Path.of("/etc/localtime")).toString();
                int at = target.indexOf("zoneinfo/");
                if (at >= 0) {
                    return ZoneId.of(target.substring(at + "zoneinfo/".length()));
                }
            } catch (java.io.IOException | RuntimeException e) {
                return ZoneOffset.UTC;
            }
            return ZoneOffset.UTC;
        }
        return ZoneId.systemDefault();
    }

    ZoneOffset offset(Instant at) {
        return rules.getOffset(at);
    }

    boolean isDaylight(Instant at) {
        return rules.isDaylightSavings(at);
    }

    ZoneRules rules() {
        return rules;
    }

    /** The abbreviation in use at {@code at} ({@code CET}, {@code EDT}, {@code +04}). */
    String abbreviation(Instant at) {
        boolean daylight = isDaylight(at);
        if (names != null) {
            return names[daylight ? 1 : 0];
        }
        if (database != null) {
            return database.at(at);
        }
        String name = named.getDisplayName(daylight, TimeZone.SHORT, Locale.US);
        if (name.startsWith("GMT+") || name.startsWith("GMT-")) {
            return numeric(offset(at).getTotalSeconds());
        }
        return name;
    }

    /** The zone database's name for an offset without an abbreviation: {@code +04}, {@code -0330}. */
    private static String numeric(int seconds) {
        int abs = Math.abs(seconds);
        String text = String.format("%c%02d", seconds < 0 ? '-' : '+', abs / 3600);
        return abs % 3600 == 0 ? text : text + String.format("%02d", abs % 3600 / 60);
    }

    /** A transition rule "month m, week w (5: the last), day d (0: Sunday), at time" in local standard time. */
    static ZoneOffsetTransitionRule rule(int month, int week, int day, int seconds, ZoneOffset standard,
            ZoneOffset before, ZoneOffset after) {
        DayOfWeek dow = DayOfWeek.of(day == 0 ? 7 : day);
        int dayOfMonth = week == 5 ? -1 : 1 + 7 * (week - 1);
        boolean midnightEnd = seconds == 86400;
        LocalTime time = midnightEnd ? LocalTime.MIDNIGHT : LocalTime.ofSecondOfDay(Math.floorMod(seconds, 86400));
        return ZoneOffsetTransitionRule.of(Month.of(month), dayOfMonth, dow, time, midnightEnd,
                ZoneOffsetTransitionRule.TimeDefinition.WALL, standard, before, after);
    }
}
