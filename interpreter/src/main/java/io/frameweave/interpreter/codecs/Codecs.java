package io.frameweave.interpreter.codecs;

import java.nio.charset.Charset;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Finds a codec by any of the names CPython accepts for it ({@code 'UTF8'}, {@code 'latin_1'}, {@code '646'},
 * ...). Single-byte codecs CPython has and this list lacks (cp1252, iso8859-15, cp437, ...) come from the JVM's
 * charsets of the same name; multi-byte East Asian codecs are not provided.
 */
public final class Codecs {
    private static final Map<String, String> ALIASES = new HashMap<>();

    static {
        alias("utf_8", "utf8", "u8", "utf", "utf8_ucs2", "utf8_ucs4", "cp65001");
        alias("utf_8_sig");
        alias("latin_1", "latin1", "latin", "l1", "iso8859_1", "iso_8859_1", "8859", "cp819", "iso_ir_100",
                "iso_8859_1_1987", "csisolatin1", "ibm819");
        alias("ascii", "us_ascii", "646", "us", "ansi_x3.4_1968", "ansi_x3_4_1968", "ansi_x3.4_1986", "iso646_us",
                "cp367", "csascii", "ibm367", "iso_ir_6", "iso_646.irv_1991");
        alias("utf_16", "u16", "utf16");
        alias("utf_16_le", "utf_16le", "unicodelittleunmarked");
        alias("utf_16_be", "utf_16be", "unicodebigunmarked");
        alias("utf_32", "u32", "utf32");
        alias("utf_32_le", "utf_32le");
        alias("utf_32_be", "utf_32be");
        alias("utf_7", "u7", "utf7", "unicode_1_1_utf_7");
        alias("unicode_escape");
        alias("raw_unicode_escape");
    }

    private Codecs() {}

    private static void alias(String canonical, String... others) {
        ALIASES.put(canonical, canonical);
        for (String o : others) {
            ALIASES.put(o, canonical);
        }
    }

    /**
     * CPython's {@code _Py_normalize_encoding}, which its codec registry keys on: ASCII letters lower-cased, digits
     * and '.' kept, and each run of anything else between them one '_'.
     */
    public static String normalize(String name) {
        StringBuilder sb = new StringBuilder();
        boolean gap = false;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c < 128 && Character.isLetterOrDigit(c) || c == '.') {
                if (gap && sb.length() > 0) {
                    sb.append('_');
                }
                sb.append(Character.toLowerCase(c));
                gap = false;
            } else {
                gap = true;
            }
        }
        return sb.toString();
    }

    /**
     * The codec {@code str.encode} and {@code bytes.decode} use without asking the codec registry, as CPython's
     * fast paths do (utf-8, utf-16, utf-32, ascii and latin-1 by a few of their names), or null.
     */
    public static TextCodec builtinFastPath(String name) {
        switch (normalize(name)) {
            case "utf_8", "utf8":
                return new Utf8Codec(false);
            case "utf_16", "utf16":
                return new UtfWideCodec(2, null);
            case "utf_32", "utf32":
                return new UtfWideCodec(4, null);
            case "ascii", "us_ascii":
                return new ByteTableCodec("ascii", 128);
            case "latin1", "latin_1", "iso_8859_1", "iso8859_1":
                return new ByteTableCodec("latin-1", 256);
            default:
                return null;
        }
    }

    /** The codec called {@code name}; a LOOKUP failure ("unknown encoding: X") when there is none. */
    public static TextCodec lookup(String name) {
        TextCodec c = find(name);
        if (c == null) {
            throw CodecException.lookup("unknown encoding: " + name);
        }
        return c;
    }

    /** The codec called {@code name}, or null. */
    public static TextCodec find(String name) {
        TextCodec own = findOwn(name);
        return own != null ? own : singleByteCharset(normalize(name));
    }

    /**
     * The codec called {@code name} among those written here, or null; the JVM's single-byte charsets, whose tables
     * differ from CPython's at some bytes, are left out (a program with the standard library gets CPython's own
     * tables through its codec registry instead).
     */
    public static TextCodec findOwn(String name) {
        String key = normalize(name);
        String canonical = ALIASES.get(key);
        if (canonical != null) {
            return switch (canonical) {
                case "utf_8" -> new Utf8Codec(false);
                case "utf_8_sig" -> new Utf8Codec(true);
                case "latin_1" -> new ByteTableCodec("latin-1", 256);
                case "ascii" -> new ByteTableCodec("ascii", 128);
                case "utf_16" -> new UtfWideCodec(2, null);
                case "utf_16_le" -> new UtfWideCodec(2, true);
                case "utf_16_be" -> new UtfWideCodec(2, false);
                case "utf_32" -> new UtfWideCodec(4, null);
                case "utf_32_le" -> new UtfWideCodec(4, true);
                case "utf_7" -> new Utf7Codec();
                case "unicode_escape" -> new UnicodeEscapeCodec(false);
                case "raw_unicode_escape" -> new UnicodeEscapeCodec(true);
                default -> new UtfWideCodec(4, false);
            };
        }
        return null;
    }

    /** CPython's normalized name of a codec's canonical form, as a source file's BOM error shows it. */
    public static String sourceName(String cookie) {
        String n = cookie.toLowerCase(Locale.ROOT).replace('_', '-');
        if (n.equals("utf-8") || n.startsWith("utf-8-")) {
            return "utf-8";
        }
        for (String l : new String[] {"latin-1", "iso-8859-1", "iso-latin-1"}) {
            if (n.equals(l) || n.startsWith(l + "-")) {
                return "iso-8859-1";
            }
        }
        return cookie;
    }

    private static TextCodec singleByteCharset(String key) {
        String javaName = key.startsWith("cp") && key.length() == 6 && key.startsWith("cp12")
                ? "windows-" + key.substring(2) : key.replace('_', '-');
        if (key.startsWith("windows_")) {
            javaName = "windows-" + key.substring(8);
        }
        try {
            if (!Charset.isSupported(javaName)) {
                return null;
            }
            Charset cs = Charset.forName(javaName);
            if (!cs.canEncode() || cs.newEncoder().maxBytesPerChar() != 1.0f) {
                return null;
            }
            return new ByteTableCodec(cs);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
