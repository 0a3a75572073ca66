package io.frameweave.interpreter.builtins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.zone.ZoneRules;
import org.junit.jupiter.api.Test;

/**
 * The time module's local zone from {@code TZ}: POSIX rules agree with the zone database's zones they describe
 * over a decade, fixed offsets and names are read as glibc reads them, and what is neither falls back to UTC.
 */
class LocalZoneTest {
    private static final long YEAR = 365L * 24 * 3600;

    private static void agreeOverADecade(String posix, String region) {
        LocalZone zone = LocalZone.of(posix);
        ZoneRules rules = ZoneId.of(region).getRules();
        long start = 1577836800L; // 2020-01-01
        for (long t = start; t < start + 10 * YEAR; t += 1800) {
            Instant at = Instant.ofEpochSecond(t);
            assertEquals(rules.getOffset(at), zone.offset(at), posix + " at " + at);
            assertEquals(rules.isDaylightSavings(at), zone.isDaylight(at), posix + " at " + at);
        }
    }

    @Test
    void usRuleAgreesWithNewYork() {
        agreeOverADecade("EST+05EDT,M3.2.0,M11.1.0", "America/New_York");
        agreeOverADecade("EST5EDT", "America/New_York"); // the default dates are the US rule
    }

    @Test
    void europeanRuleWithTimesAgreesWithBerlin() {
        agreeOverADecade("CET-1CEST,M3.5.0,M10.5.0/3", "Europe/Berlin");
    }

    @Test
    void namesAndOffsetsOfAPosixRule() {
        LocalZone ny = LocalZone.of("EST+05EDT,M3.2.0,M11.1.0");
        Instant summer = Instant.ofEpochSecond(1600000000L);
        Instant winter = Instant.ofEpochSecond(1580000000L);
        assertEquals("EDT", ny.abbreviation(summer));
        assertEquals("EST", ny.abbreviation(winter));
        assertEquals(-4 * 3600, ny.offset(summer).getTotalSeconds());
    }

    @Test
    void fixedZonesAndFallbacks() {
        LocalZone jst = LocalZone.of("JST-9");
        Instant now = Instant.ofEpochSecond(1600000000L);
        assertEquals(9 * 3600, jst.offset(now).getTotalSeconds());
        assertEquals("JST", jst.abbreviation(now));
        assertFalse(jst.isDaylight(now));
        LocalZone quoted = LocalZone.of("<+0330>-3:30");
        assertEquals(12600, quoted.offset(now).getTotalSeconds());
        assertEquals("+0330", quoted.abbreviation(now));
        LocalZone unknown = LocalZone.of("Nowhere/Foo");
        assertEquals(0, unknown.offset(now).getTotalSeconds());
        assertEquals("Nowhere", unknown.abbreviation(now));
        assertEquals("UTC", LocalZone.of("").abbreviation(now));
        assertEquals("UTC", LocalZone.of("UTC0").abbreviation(now));
    }

    @Test
    void regionZonesUseTheDatabaseAndItsAbbreviations() {
        LocalZone berlin = LocalZone.of(":Europe/Berlin");
        Instant summer = Instant.ofEpochSecond(1600000000L);
        assertTrue(berlin.isDaylight(summer));
        assertEquals("CEST", berlin.abbreviation(summer));
        assertEquals("CET", berlin.abbreviation(Instant.ofEpochSecond(1580000000L)));
        assertEquals("+04", LocalZone.of("Asia/Dubai").abbreviation(summer)); // numeric, as the database writes it
    }

    @Test
    void historicAbbreviationsComeFromTheSystemsZoneDatabase() {
        assumeTrue(Files.isRegularFile(Path.of("/usr/share/zoneinfo/Europe/Berlin")), "no zone database here");
        assertEquals("CEMT", LocalZone.of("Europe/Berlin").abbreviation(Instant.ofEpochSecond(-775_000_000L)));
        assertEquals("EWT", LocalZone.of("America/New_York").abbreviation(Instant.ofEpochSecond(-850_000_000L)));
        assertEquals("EDT", LocalZone.of("America/New_York").abbreviation(Instant.ofEpochSecond(4_000_000_000L)));
    }
}
