package io.frameweave.interpreter.lexer;

import io.frameweave.interpreter.codecs.CodecException;
import io.frameweave.interpreter.codecs.Codecs;
import io.frameweave.interpreter.codecs.TextCodec;
import io.frameweave.interpreter.syntax.SyntaxErrorException;


/**
 * The text of a source file's bytes, as CPython 3.11's tokenizer reads a file: UTF-8 unless a PEP 263 coding
 * cookie on the first or second line names another codec; a UTF-8 byte order mark is dropped. Undecodable
 * source is reported with CPython's messages ("Non-UTF-8 code starting with ...", "encoding problem: ...").
 *
 * <p>Two details follow CPython 3.11.2 (the oracle here): a null byte ends its line there, the rest of the line
 * up to and including its newline is dropped (so the next line joins it); and a line that is not UTF-8 is an
 * error only when the tokenizer gets to it, so {@link Decoded} holds the text before that line with the error.
 */
public final class SourceDecoder {

    /** The decoded text; when {@code error} is set, only the lines before the undecodable one. */
    public record Decoded(String text, SyntaxErrorException error) {}

    private SourceDecoder() {}

    public static Decoded decode(byte[] raw, String filename) {
        byte[] data = dropAfterNulls(raw);
        int start = 0;
        boolean bom = data.length >= 3 && (data[0] & 0xff) == 0xEF && (data[1] & 0xff) == 0xBB
                && (data[2] & 0xff) == 0xBF;
        if (bom) {
            start = 3;
        }
        String cookie = cookie(data, start);
        if (cookie != null) {
            String normal = Codecs.sourceName(cookie);
            if (bom && !normal.equals("utf-8")) {
                return failed(normal + " with BOM", filename);
            }
            if (!normal.equals("utf-8")) {
                return decodeWith(cookie, data, start, filename);
            }
        }
        return decodeUtf8(data, start, filename);
    }

    /** An error CPython reports without a location: only "SyntaxError: encoding problem: X". */
    private static Decoded failed(String what, String filename) {
        return new Decoded("", SyntaxErrorException.unlocated("encoding problem: " + what, filename));
    }

    private static Decoded decodeWith(String cookie, byte[] data, int start, String filename) {
        TextCodec codec = Codecs.find(cookie);
        // CPython's tokenizer reads lines as bytes, so a codec whose text is not ASCII-compatible cannot work
        if (codec == null || !codec.asciiCompatible()) {
            return failed(cookie, filename);
        }
        try {
            return new Decoded(codec.newDecoder("strict").decode(data, start, data.length - start, true), null);
        } catch (CodecException e) {
            return failed(cookie, filename);
        }
    }

    private static Decoded decodeUtf8(byte[] data, int start, String filename) {
        TextCodec utf8 = Codecs.lookup("utf-8");
        try {
            return new Decoded(utf8.newDecoder("strict").decode(data, start, data.length - start, true), null);
        } catch (CodecException e) {
            int bad = start + e.start;
            int line = 1;
            int lineStart = start;
            for (int i = start; i < bad; i++) {
                if (data[i] == '\n') {
                    line++;
                    lineStart = i + 1;
                }
            }
            String before = utf8.newDecoder("strict").decode(data, start, lineStart - start, true);
            String msg = String.format("Non-UTF-8 code starting with '\\x%02x' in file %s on line %d, but no "
                    + "encoding declared; see https://peps.python.org/pep-0263/ for details", data[bad] & 0xff,
                    filename, line);
            return new Decoded(before, new SyntaxErrorException("SyntaxError", msg, null, 0, 0, 0, 0, null));
        }
    }

    /** The coding cookie of line 1, or of line 2 when line 1 is blank or a comment; null when there is none. */
    private static String cookie(byte[] data, int start) {
        int end1 = lineEnd(data, start);
        String line1 = latin1(data, start, end1);
        String found = cookieIn(line1);
        if (found != null) {
            return found;
        }
        if (!blankOrComment(line1) || end1 >= data.length) {
            return null;
        }
        return cookieIn(latin1(data, end1, lineEnd(data, end1)));
    }

    /*
     * The two line tests are written out rather than as regular expressions: every program and module read pays
     * for them, and compiling a pattern at the first one costs a start-up some milliseconds.
     */

    /**
     * The encoding a comment line declares, as PEP 263's {@code ^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)} finds
     * it (CPython's {@code get_coding_spec}), or null.
     */
    static String cookieIn(String line) {
        int hash = skipBlanks(line, 0);
        if (hash >= line.length() || line.charAt(hash) != '#') {
            return null;
        }
        for (int at = line.indexOf("coding", hash + 1); at >= 0; at = line.indexOf("coding", at + 1)) {
            if (crossesLineEnd(line, hash, at)) {
                return null; // "." in the pattern stops at a line terminator
            }
            int sep = at + 6;
            if (sep >= line.length() || (line.charAt(sep) != ':' && line.charAt(sep) != '=')) {
                continue;
            }
            int from = sep + 1;
            while (from < line.length() && (line.charAt(from) == ' ' || line.charAt(from) == '\t')) {
                from++;
            }
            int to = from;
            while (to < line.length() && isNameChar(line.charAt(to))) {
                to++;
            }
            if (to > from) {
                return line.substring(from, to);
            }
        }
        return null;
    }

    /** {@code ^[ \t\f]*(#.*)?\r?\n?$}: a line with nothing but blanks or a comment. */
    static boolean blankOrComment(String line) {
        int i = skipBlanks(line, 0);
        if (i < line.length() && line.charAt(i) == '#') {
            while (i < line.length() && !isLineTerminator(line.charAt(i))) {
                i++;
            }
        }
        if (i < line.length() && line.charAt(i) == '\r') {
            i++;
        }
        if (i < line.length() && line.charAt(i) == '\n') {
            i++;
        }
        return i == line.length();
    }

    private static int skipBlanks(String line, int from) {
        int i = from;
        while (i < line.length() && (line.charAt(i) == ' ' || line.charAt(i) == '\t' || line.charAt(i) == '\f')) {
            i++;
        }
        return i;
    }

    private static boolean crossesLineEnd(String line, int from, int to) {
        for (int i = from; i < to; i++) {
            if (isLineTerminator(line.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** What "." of a Java pattern does not match. */
    private static boolean isLineTerminator(char c) {
        return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
    }

    /** {@code [-\w.]}: ASCII letters, digits, underscore, hyphen and dot. */
    private static boolean isNameChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-'
                || c == '.';
    }

    private static int lineEnd(byte[] data, int from) {
        int i = from;
        while (i < data.length && data[i] != '\n') {
            i++;
        }
        return Math.min(data.length, i + 1);
    }

    private static String latin1(byte[] data, int from, int to) {
        return new String(data, from, to - from, java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    /** CPython 3.11.2 reads a file line by line as C strings: a null byte ends the line and takes its newline. */
    private static byte[] dropAfterNulls(byte[] data) {
        int firstNull = -1;
        for (int i = 0; i < data.length; i++) {
            if (data[i] == 0) {
                firstNull = i;
                break;
            }
        }
        if (firstNull < 0) {
            return data;
        }
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(data.length);
        int i = 0;
        while (i < data.length) {
            int end = lineEnd(data, i);
            int cut = end;
            for (int j = i; j < end; j++) {
                if (data[j] == 0) {
                    cut = j;
                    break;
                }
            }
            out.write(data, i, cut - i);
            i = end;
        }
        return out.toByteArray();
    }
}
