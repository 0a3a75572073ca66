package io.frameweave.interpreter.builtins;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;

/**
 * The abbreviations a zone used over time ({@code CET}, {@code CEMT}, {@code +04}), read from the system's zone
 * database file (TZif, RFC 8536) as the C library reads them: the local time type of the last transition at or
 * before a time, and after the last transition the POSIX rule at the file's end. The JDK's zone rules carry offsets
 * only, so this is where {@code tm_zone} and {@code tzname} come from when the file is there.
 */
final class ZoneAbbreviations {
    private final long[] transitions;
    private final byte[] typeOfTransition;
    private final String[] typeNames;
    /** The zone after the last transition, or null. */
    private final LocalZone footer;

    private ZoneAbbreviations(long[] transitions, byte[] typeOfTransition, String[] typeNames, LocalZone footer) {
        this.transitions = transitions;
        this.typeOfTransition = typeOfTransition;
        this.typeNames = typeNames;
        this.footer = footer;
    }

    /** The abbreviations of the zone named {@code name} in the system's database, or null when it cannot be read. */
    static ZoneAbbreviations load(String name) {
        String dir = PosixEnvironment.current().getOrDefault("TZDIR", "/usr/share/zoneinfo");
        if (name.contains("..")) {
            return null;
        }
        try {
            return parse(ByteBuffer.wrap(Files.readAllBytes(Path.of(dir, name))));
        } catch (IOException | RuntimeException e) {
            return null; // no such file, or not one the C library could read either: the JDK's names serve
        }
    }

    /** The abbreviation in use at {@code at}. */
    String at(Instant at) {
        long t = at.getEpochSecond();
        if (footer != null && (transitions.length == 0 || t >= transitions[transitions.length - 1])) {
            return footer.abbreviation(at);
        }
        int i = Arrays.binarySearch(transitions, t);
        int index = i >= 0 ? i : -i - 2;
        int type = index < 0 ? 0 : typeOfTransition[index] & 0xff;
        return typeNames[type];
    }

    private static ZoneAbbreviations parse(ByteBuffer b) {
        Header v1 = Header.read(b);
        if (v1.version >= '2') {
            b.position(b.position() + v1.v1DataLength()); // skip the 32-bit data: the 64-bit block follows
            Header v2 = Header.read(b);
            return body(b, v2, 8);
        }
        return body(b, v1, 4);
    }

    private static ZoneAbbreviations body(ByteBuffer b, Header h, int timeSize) {
        long[] times = new long[h.timecnt];
        for (int i = 0; i < h.timecnt; i++) {
            times[i] = timeSize == 8 ? b.getLong() : b.getInt();
        }
        byte[] types = new byte[h.timecnt];
        b.get(types);
        int[] nameIndex = new int[h.typecnt];
        for (int i = 0; i < h.typecnt; i++) {
            b.getInt(); // the offset: the JDK's rules give offsets
            b.get(); // the daylight flag: likewise
            nameIndex[i] = b.get() & 0xff;
        }
        byte[] chars = new byte[h.charcnt];
        b.get(chars);
        String[] names = new String[h.typecnt];
        for (int i = 0; i < h.typecnt; i++) {
            int end = nameIndex[i];
            while (end < chars.length && chars[end] != 0) {
                end++;
            }
            names[i] = new String(chars, nameIndex[i], end - nameIndex[i], StandardCharsets.US_ASCII);
        }
        LocalZone footer = null;
        if (timeSize == 8) {
            b.position(b.position() + h.leapcnt * 12 + h.isstdcnt + h.isutcnt);
            if (b.remaining() > 1 && b.get() == '\n') {
                StringBuilder rule = new StringBuilder();
                for (byte c = b.get(); c != '\n'; c = b.get()) {
                    rule.append((char) c);
                }
                footer = rule.length() == 0 ? null : PosixZoneRule.parse(rule.toString());
            }
        }
        return new ZoneAbbreviations(times, types, names, footer);
    }

    /** A TZif header: the version and the counts of what follows. */
    private record Header(int version, int isutcnt, int isstdcnt, int leapcnt, int timecnt, int typecnt,
            int charcnt) {
        static Header read(ByteBuffer b) {
            if (b.get() != 'T' || b.get() != 'Z' || b.get() != 'i' || b.get() != 'f') {
                throw new IllegalArgumentException("not a TZif file");
            }
            int version = b.get();
            b.position(b.position() + 15);
            return new Header(version == 0 ? '1' : version, b.getInt(), b.getInt(), b.getInt(), b.getInt(),
                    b.getInt(), b.getInt());
        }

        int v1DataLength() {
            return timecnt * 5 + typecnt * 6 + charcnt + leapcnt * 8 + isstdcnt + isutcnt;
        }
    }
}
