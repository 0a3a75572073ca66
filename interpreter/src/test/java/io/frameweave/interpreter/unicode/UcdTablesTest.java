package io.frameweave.interpreter.unicode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

/**
 * Every code point's properties, names, case mappings and normal forms against what CPython 3.11 says, from the
 * files {@code src/test/resources/unicode/regen.py} writes.
 */
class UcdTablesTest {

    private static void eachLine(String file, Consumer<String> action) throws IOException {
        try (InputStream raw = UcdTablesTest.class.getResourceAsStream("/unicode/" + file)) {
            assertTrue(raw != null, file + " is missing");
            BufferedReader r = new BufferedReader(new InputStreamReader(new GZIPInputStream(raw), StandardCharsets.US_ASCII));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                action.accept(line);
            }
        }
    }

    /** Collects differences and fails with the first few and their number. */
    private static final class Differences {
        final List<String> found = new ArrayList<>();

        void check(boolean same, String what) {
            if (!same) {
                found.add(what);
            }
        }

        void assertNone(String subject) {
            assertTrue(found.isEmpty(), found.size() + " differences in " + subject + ", e.g. "
                    + found.subList(0, Math.min(20, found.size())));
        }
    }

    private static String flags(int c) {
        StringBuilder sb = new StringBuilder();
        boolean upperOrTitle = Ucd.isUppercase(c) || Ucd.isTitlecase(c);
        append(sb, 'a', Ucd.isAlpha(c));
        append(sb, 'd', Ucd.isDecimal(c));
        append(sb, 'g', Ucd.isDigit(c));
        append(sb, 'n', Ucd.isNumeric(c));
        append(sb, 'p', Ucd.isPrintable(c));
        append(sb, 's', Ucd.isSpace(c));
        append(sb, 'l', !upperOrTitle && Ucd.isLowercase(c));
        append(sb, 'u', !Ucd.isLowercase(c) && !Ucd.isTitlecase(c) && Ucd.isUppercase(c));
        append(sb, 't', upperOrTitle);
        append(sb, 'i', c == '_' || Ucd.isXidStart(c));
        append(sb, 'c', Ucd.isXidContinue(c));
        return sb.length() == 0 ? "-" : sb.toString();
    }

    private static void append(StringBuilder sb, char letter, boolean holds) {
        if (holds) {
            sb.append(letter);
        }
    }

    private static String orDash(String s) {
        return s.isEmpty() ? "-" : s;
    }

    private static String orDash(int v) {
        return v < 0 ? "-" : Integer.toString(v);
    }

    @Test
    void propertiesOfEveryCodePoint() throws IOException {
        Differences d = new Differences();
        int[] covered = {0};
        eachLine("properties.txt.gz", line -> {
            String[] f = line.split(" ");
            int first = Integer.parseInt(f[0], 16);
            int last = Integer.parseInt(f[1], 16);
            double numeric = f[9].equals("-") ? Double.NaN : Double.parseDouble(f[9]);
            for (int c = first; c <= last; c++) {
                String at = Integer.toHexString(c);
                d.check(Ucd.category(c).equals(f[2]), at + " category " + Ucd.category(c) + " != " + f[2]);
                d.check(orDash(Ucd.bidirectional(c)).equals(f[3]), at + " bidi " + Ucd.bidirectional(c) + " != " + f[3]);
                d.check(Ucd.combining(c) == Integer.parseInt(f[4]), at + " combining");
                d.check(Ucd.eastAsianWidth(c).equals(f[5]), at + " width " + Ucd.eastAsianWidth(c) + " != " + f[5]);
                d.check((Ucd.isMirrored(c) ? "1" : "0").equals(f[6]), at + " mirrored");
                d.check(orDash(Ucd.decimal(c)).equals(f[7]), at + " decimal");
                d.check(orDash(Ucd.digit(c)).equals(f[8]), at + " digit");
                double n = Ucd.numeric(c);
                d.check(Double.isNaN(numeric) ? Double.isNaN(n) : n == numeric, at + " numeric " + n + " != " + f[9]);
                d.check(flags(c).equals(f[10]), at + " str predicates " + flags(c) + " != " + f[10]);
                d.check(Unicode32.category(c).equals(f[11]), at + " 3.2 category " + Unicode32.category(c) + " != " + f[11]);
                d.check(orDash(Unicode32.bidirectional(c)).equals(f[12]), at + " 3.2 bidi");
                d.check((Unicode32.isMirrored(c) ? "1" : "0").equals(f[13]), at + " 3.2 mirrored");
            }
            covered[0] += last - first + 1;
        });
        assertEquals(Ucd.LIMIT, covered[0]);
        d.assertNone("the properties");
    }

    @Test
    void namesGoBothWays() throws IOException {
        Differences d = new Differences();
        Map<Integer, String> expected = new HashMap<>();
        eachLine("names.txt.gz", line -> {
            int space = line.indexOf(' ');
            String cps = line.substring(0, space);
            String name = line.substring(space + 1);
            int dash = cps.indexOf('-');
            if (dash >= 0) {
                for (int c = Integer.parseInt(cps.substring(0, dash), 16); c <= Integer.parseInt(cps.substring(dash + 1), 16); c++) {
                    expected.put(c, name + Integer.toHexString(c).toUpperCase(java.util.Locale.ROOT));
                }
            } else {
                expected.put(Integer.parseInt(cps, 16), name);
            }
        });
        for (int c = 0; c < Ucd.LIMIT; c++) {
            String want = expected.get(c);
            String got = CharacterNames.name(c);
            d.check(want == null ? got == null : want.equals(got), Integer.toHexString(c) + " " + got + " != " + want);
            if (want != null) {
                d.check(CharacterNames.codePoint(want, false) == c, "lookup " + want);
            }
        }
        d.assertNone("the names");
    }

    @Test
    void decompositions() throws IOException {
        Map<Integer, String> expected = new HashMap<>();
        eachLine("decompositions.txt.gz", line -> {
            int space = line.indexOf(' ');
            expected.put(Integer.parseInt(line.substring(0, space), 16), line.substring(space + 1));
        });
        Differences d = new Differences();
        for (int c = 0; c < Ucd.LIMIT; c++) {
            String want = expected.getOrDefault(c, "");
            d.check(Ucd.decomposition(c).equals(want), Integer.toHexString(c) + " '" + Ucd.decomposition(c) + "' != '" + want + "'");
        }
        d.assertNone("the decompositions");
    }

    private static final List<String> KINDS = List.of("upper", "lower", "title", "fold", "NFC", "NFD", "NFKC", "NFKD", "old");

    private static String mapped(int kind, String ch) {
        return switch (kind) {
            case 0 -> CaseMapping.upper(ch);
            case 1 -> CaseMapping.lower(ch);
            case 2 -> CaseMapping.title(ch);
            case 3 -> CaseMapping.casefold(ch);
            case 8 -> Normalization.normalize(Normalization.Form.NFKC, ch, true);
            default -> Normalization.normalize(Normalization.Form.valueOf(KINDS.get(kind)), ch, false);
        };
    }

    @Test
    void caseMappingsAndNormalFormsOfEachCharacter() throws IOException {
        Map<Integer, String[]> expected = new HashMap<>();
        eachLine("mappings.txt.gz", line -> {
            String[] f = line.split(" ", 3);
            StringBuilder sb = new StringBuilder();
            for (String h : f[2].split(" ")) {
                sb.appendCodePoint(Integer.parseInt(h, 16));
            }
            expected.computeIfAbsent(Integer.parseInt(f[0], 16), k -> new String[KINDS.size()])[KINDS.indexOf(f[1])] =
                    sb.toString();
        });
        Differences d = new Differences();
        for (int c = 0; c < Ucd.LIMIT; c++) {
            if (c >= 0xD800 && c < 0xE000) {
                continue;
            }
            String ch = new String(Character.toChars(c));
            String[] wants = expected.get(c);
            for (int kind = 0; kind < KINDS.size(); kind++) {
                String want = wants == null || wants[kind] == null ? ch : wants[kind];
                String got = mapped(kind, ch);
                if (!got.equals(want)) {
                    d.check(false, Integer.toHexString(c) + " " + KINDS.get(kind) + " " + codePoints(got) + " != "
                            + codePoints(want));
                }
            }
        }
        d.assertNone("the mappings");
    }

    @Test
    void asciiRulesAgreeWithTheTables() {
        for (int c = 0; c < 128; c++) {
            assertEquals(Ucd.tableFlags(c), Ucd.asciiFlags(c), "flags of " + c);
        }
    }

    private static String codePoints(String s) {
        StringBuilder sb = new StringBuilder();
        s.codePoints().forEach(c -> sb.append(Integer.toHexString(c)).append(' '));
        return sb.toString().trim();
    }
}
