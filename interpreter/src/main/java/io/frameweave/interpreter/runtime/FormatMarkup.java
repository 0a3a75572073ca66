package io.frameweave.interpreter.runtime;

import io.frameweave.interpreter.unicode.Ucd;

/**
 * The grammar of {@code str.format} strings, parsed as CPython's {@code MarkupIterator} parses it: a string is a
 * series of {@link Chunk}s, each literal text followed by at most one replacement field
 * {@code {name!conversion:spec}}. {@code str.format} renders the chunks; {@code _string.formatter_parser} hands
 * them to {@code string.Formatter} as they are, so both see the same fields and raise the same errors.
 */
public final class FormatMarkup {
    private final String text;
    private int pos;

    public FormatMarkup(String text) {
        this.text = text;
    }

    /**
     * One step of the string: {@code literal} (with a doubled brace as one brace; an escape ends the chunk), then,
     * when {@code fieldName} is not null, a field: its name (possibly empty), its spec (empty when absent) and its
     * conversion character (0 when absent; any character, checked only when the field is rendered).
     */
    public record Chunk(String literal, String fieldName, String spec, char conversion) {
        public boolean hasField() {
            return fieldName != null;
        }
    }

    /** The next chunk, or null at the end of the string. */
    public Chunk next() {
        int n = text.length();
        if (pos >= n) {
            return null;
        }
        int start = pos;
        char c = 0;
        boolean markup = false;
        while (pos < n) {
            c = text.charAt(pos++);
            if (c == '{' || c == '}') {
                markup = true;
                break;
            }
        }
        boolean atEnd = pos >= n;
        int end = pos;
        if (c == '}' && markup && (atEnd || text.charAt(pos) != '}')) {
            throw Py.ValueError("Single '}' encountered in format string");
        }
        if (atEnd && c == '{' && markup) {
            throw Py.ValueError("Single '{' encountered in format string");
        }
        if (markup) {
            if (text.charAt(pos) == c) {
                pos++; // an escaped brace: the literal keeps one, and no field follows
                return new Chunk(text.substring(start, end), null, null, (char) 0);
            }
            end--;
        }
        String literal = text.substring(start, end);
        if (!markup) {
            return new Chunk(literal, null, null, (char) 0);
        }
        return field(literal);
    }

    /** Parses the field after its '{' ({@code parse_field}): its name runs to '!', ':' or '}' outside brackets. */
    private Chunk field(String literal) {
        int n = text.length();
        int nameStart = pos;
        char c = 0;
        while (pos < n) {
            c = text.charAt(pos++);
            if (c == '{') {
                throw Py.ValueError("unexpected '{' in field name");
            }
            if (c == '[') {
                while (pos < n && text.charAt(pos) != ']') {
                    pos++;
                }
                continue;
            }
            if (c == '}' || c == ':' || c == '!') {
                break;
            }
        }
        String name = text.substring(nameStart, pos - 1);
        if (c != '!' && c != ':') {
            if (c != '}') {
                throw Py.ValueError("expected '}' before end of string");
            }
            return new Chunk(literal, name, "", (char) 0);
        }
        char conversion = 0;
        if (c == '!') {
            if (pos >= n) {
                throw Py.ValueError("end of string while looking for conversion specifier");
            }
            conversion = text.charAt(pos++);
            if (pos < n) {
                char after = text.charAt(pos++);
                if (after == '}') {
                    return new Chunk(literal, name, "", conversion);
                }
                if (after != ':') {
                    throw Py.ValueError("expected ':' after conversion specifier");
                }
            }
        }
        int specStart = pos;
        int depth = 1;
        while (pos < n) {
            char s = text.charAt(pos++);
            if (s == '{') {
                depth++;
            } else if (s == '}' && --depth == 0) {
                return new Chunk(literal, name, text.substring(specStart, pos - 1), conversion);
            }
        }
        throw Py.ValueError("unmatched '{' in format spec");
    }

    /**
     * A field name split as CPython's {@code field_name_split} splits it: the first part (an argument's position
     * when it is all decimal digits, else a keyword) and the {@code .attr} and {@code [key]} parts after it.
     */
    public static final class FieldName {
        private final String name;
        private final String first;
        private final long firstIndex;
        private int pos;

        public FieldName(String name) {
            this.name = name;
            int i = 0;
            while (i < name.length() && name.charAt(i) != '.' && name.charAt(i) != '[') {
                i++;
            }
            this.first = name.substring(0, i);
            this.firstIndex = integer(first);
            this.pos = i;
        }

        /** The part before the first '.' or '['. */
        public String first() {
            return first;
        }

        /** {@link #first()} as a non-negative position, or -1 when it is not all decimal digits (or empty). */
        public long firstIndex() {
            return firstIndex;
        }

        /** The next {@code .attr} or {@code [key]} part, or null after the last. */
        public Part next() {
            int n = name.length();
            if (pos >= n) {
                return null;
            }
            char c = name.charAt(pos++);
            int start = pos;
            Part part;
            if (c == '.') {
                while (pos < n && name.charAt(pos) != '.' && name.charAt(pos) != '[') {
                    pos++;
                }
                part = new Part(true, name.substring(start, pos), -1);
            } else if (c == '[') {
                while (pos < n && name.charAt(pos) != ']') {
                    pos++;
                }
                if (pos >= n) {
                    throw Py.ValueError("Missing ']' in format string");
                }
                String key = name.substring(start, pos++);
                part = new Part(false, key, integer(key));
            } else {
                throw Py.ValueError("Only '.' or '[' may follow ']' in format field specifier");
            }
            if (part.name().isEmpty()) {
                throw Py.ValueError("Empty attribute in format string");
            }
            return part;
        }
    }

    /** One {@code .name} ({@code attribute}) or {@code [name]} part; {@code index} as {@link FieldName#firstIndex}. */
    public record Part(boolean attribute, String name, long index) {}

    /** {@code s} as a number when it is all decimal digits (any script's, as CPython), else -1. */
    static long integer(String s) {
        if (s.isEmpty()) {
            return -1;
        }
        long value = 0;
        for (int i = 0; i < s.length(); i++) {
            int digit = Ucd.decimal(s.charAt(i));
            if (digit < 0) {
                return -1;
            }
            if (value > (Long.MAX_VALUE - digit) / 10) {
                throw Py.ValueError("Too many decimal digits in format string");
            }
            value = value * 10 + digit;
        }
        return value;
    }
}
