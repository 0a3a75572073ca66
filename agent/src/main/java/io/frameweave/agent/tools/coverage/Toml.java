package io.frameweave.agent.tools.coverage;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A strict TOML 1.0 reader, for the {@code [tool.coverage.*]} tables of a {@code pyproject.toml} (the JVM has no
 * TOML parser, and the agent carries no libraries). The whole document is read, since any of its tables may come
 * before coverage's: a document that is no valid TOML is refused in one line naming the line, as Python's
 * {@code tomllib} refuses it (and with it coverage.py). Tables are {@code Map<String, Object>} in document order,
 * arrays {@code List<Object>}, strings {@code String}, integers {@code Long}, floats {@code Double}, booleans
 * {@code Boolean}; dates and times, which coverage's settings never are, are kept as their text.
 */
final class Toml {
    private final String text;
    private int pos;
    private final Map<String, Object> root = new LinkedHashMap<>();
    /** Tables defined by a header, tables made by dotted keys, and what may not be extended (inline tables, arrays). */
    private final Set<Object> headed = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Set<Object> dotted = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Set<Object> closed = Collections.newSetFromMap(new IdentityHashMap<>());
    /** The arrays of tables ({@code [[name]]}), the one kind of array a header may extend. */
    private final Set<Object> tableArrays = Collections.newSetFromMap(new IdentityHashMap<>());

    private Toml(String text) {
        this.text = text;
    }

    /** The document's root table; a {@link TomlException} at the first thing that is not TOML. */
    static Map<String, Object> parse(String text) throws TomlException {
        return new Toml(text).document();
    }

    private Map<String, Object> document() throws TomlException {
        Map<String, Object> table = root;
        while (true) {
            skipBlank();
            if (pos >= text.length()) {
                return root;
            }
            char c = text.charAt(pos);
            if (c == '\n' || c == '\r') {
                newline();
            } else if (c == '[') {
                table = header();
                endOfLine();
            } else {
                keyValue(table);
                endOfLine();
            }
        }
    }

    /** {@code [a.b]} or {@code [[a.b]]}: the table that the key/value lines below it go into. */
    private Map<String, Object> header() throws TomlException {
        boolean array = text.startsWith("[[", pos);
        pos += array ? 2 : 1;
        skipSpaces();
        List<String> key = key();
        skipSpaces();
        expect(array ? "]]" : "]");
        Map<String, Object> parent = root;
        for (int i = 0; i < key.size() - 1; i++) {
            parent = descend(parent, key.get(i), key, true);
        }
        String last = key.get(key.size() - 1);
        Object existing = parent.get(last);
        if (array) {
            if (existing == null) {
                existing = new ArrayList<>();
                tableArrays.add(existing);
                parent.put(last, existing);
            } else if (!tableArrays.contains(existing)) {
                throw error("'" + String.join(".", key) + "' is already defined, and not as an array of tables");
            }
            Map<String, Object> table = new LinkedHashMap<>();
            @SuppressWarnings("unchecked")
            List<Object> list = (List<Object>) existing;
            list.add(table);
            return table;
        }
        if (existing == null) {
            Map<String, Object> table = new LinkedHashMap<>();
            parent.put(last, table);
            headed.add(table);
            return table;
        }
        if (existing instanceof Map<?, ?> m && !headed.contains(m) && !dotted.contains(m) && !closed.contains(m)) {
            headed.add(m); // made implicitly by an earlier [a.b.c]: this header defines it
            @SuppressWarnings("unchecked")
            Map<String, Object> table = (Map<String, Object>) m;
            return table;
        }
        throw error("table '" + String.join(".", key) + "' is defined twice");
    }

    /**
     * The table {@code name} of {@code parent}, made if absent: for a header's leading parts (where the last
     * table of an array of tables is meant) or a dotted key's (which may only extend tables dotted keys made).
     */
    private Map<String, Object> descend(Map<String, Object> parent, String name, List<String> key, boolean forHeader)
            throws TomlException {
        Object o = parent.get(name);
        if (o == null) {
            Map<String, Object> table = new LinkedHashMap<>();
            parent.put(name, table);
            if (!forHeader) {
                dotted.add(table);
            }
            return table;
        }
        if (forHeader && tableArrays.contains(o)) {
            List<?> list = (List<?>) o;
            o = list.get(list.size() - 1);
        }
        boolean extendable = o instanceof Map<?, ?> && !closed.contains(o) && (forHeader || dotted.contains(o));
        if (!extendable) {
            throw error("'" + String.join(".", key) + "' extends '" + name + "', which is already defined as "
                    + (o instanceof Map<?, ?> ? "a table" : "a value"));
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> table = (Map<String, Object>) o;
        return table;
    }

    private void keyValue(Map<String, Object> table) throws TomlException {
        List<String> key = key();
        skipSpaces();
        expect("=");
        skipSpaces();
        Object value = value();
        Map<String, Object> target = table;
        for (int i = 0; i < key.size() - 1; i++) {
            target = descend(target, key.get(i), key, false);
        }
        if (target.putIfAbsent(key.get(key.size() - 1), value) != null) {
            throw error("key '" + String.join(".", key) + "' is defined twice");
        }
    }

    /** A key: bare or quoted parts joined by dots. */
    private List<String> key() throws TomlException {
        List<String> parts = new ArrayList<>();
        while (true) {
            skipSpaces();
            char c = peek();
            if (c == '"' || c == '\'') {
                if (text.startsWith(c == '"' ? "\"\"\"" : "'''", pos)) {
                    throw error("a key cannot be a multi-line string");
                }
                parts.add(c == '"' ? basicString() : literalString());
            } else {
                int start = pos;
                while (pos < text.length() && isBare(text.charAt(pos))) {
                    pos++;
                }
                if (start == pos) {
                    throw error("expected a key");
                }
                parts.add(text.substring(start, pos));
            }
            skipSpaces();
            if (peek() != '.') {
                return parts;
            }
            pos++;
        }
    }

    private static boolean isBare(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    }

    private Object value() throws TomlException {
        char c = peek();
        switch (c) {
            case '"' -> {
                return text.startsWith("\"\"\"", pos) ? multiLineBasic() : basicString();
            }
            case '\'' -> {
                return text.startsWith("'''", pos) ? multiLineLiteral() : literalString();
            }
            case '[' -> {
                return array();
            }
            case '{' -> {
                return inlineTable();
            }
            default -> {
                if (text.startsWith("true", pos) && !isBare(charAt(pos + 4))) {
                    pos += 4;
                    return Boolean.TRUE;
                }
                if (text.startsWith("false", pos) && !isBare(charAt(pos + 5))) {
                    pos += 5;
                    return Boolean.FALSE;
                }
                String scalar = scalarText();
                Object v = TomlScalars.parse(scalar);
                if (v == null) {
                    throw error(scalar.isEmpty() ? "expected a value" : "'" + scalar + "' is no TOML value");
                }
                return v;
            }
        }
    }

    /** The text of a number or date-time at the position: up to the next space before a comment, comma, bracket or line end. */
    private String scalarText() {
        int start = pos;
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (c == ',' || c == ']' || c == '}' || c == '#' || c == '\n' || c == '\r' || c == '\t') {
                break;
            }
            // a space goes on only between a date and a time ("1979-05-27 07:32:00")
            if (c == ' ' && !(pos - start == 10 && text.charAt(start + 4) == '-' && Character.isDigit(charAt(pos + 1)))) {
                break;
            }
            pos++;
        }
        return text.substring(start, pos);
    }

    private List<Object> array() throws TomlException {
        pos++;
        List<Object> list = new ArrayList<>();
        while (true) {
            skipBlankAndNewlines();
            if (peek() == ']') {
                pos++;
                closed.add(list);
                return list;
            }
            list.add(value());
            skipBlankAndNewlines();
            char c = peek();
            if (c == ',') {
                pos++;
            } else if (c != ']') {
                throw error("expected ',' or ']' in an array");
            }
        }
    }

    private Map<String, Object> inlineTable() throws TomlException {
        pos++;
        Map<String, Object> table = new LinkedHashMap<>();
        skipSpaces();
        if (peek() == '}') {
            pos++;
            closed.add(table);
            return table;
        }
        while (true) {
            skipSpaces();
            keyValue(table);
            skipSpaces();
            char c = peek();
            pos++;
            if (c == '}') {
                closeAll(table);
                return table;
            }
            if (c != ',') {
                throw error("expected ',' or '}' in an inline table (which stays on one line)");
            }
        }
    }

    /** An inline table and the tables its dotted keys made are complete: nothing may be added to them later. */
    private void closeAll(Map<String, Object> table) {
        closed.add(table);
        for (Object v : table.values()) {
            if (v instanceof Map<?, ?> m && dotted.contains(m)) {
                @SuppressWarnings("unchecked")
                Map<String, Object> inner = (Map<String, Object>) m;
                closeAll(inner);
            }
        }
    }

    private String basicString() throws TomlException {
        pos++;
        StringBuilder out = new StringBuilder();
        while (true) {
            char c = charAt(pos);
            if (c == '"') {
                pos++;
                return out.toString();
            }
            if (c == '\n' || c == '\r' || pos >= text.length()) {
                throw error("a string in \" is not closed on its line");
            }
            if (c == '\\') {
                escape(out);
            } else {
                control(c);
                out.append(c);
                pos++;
            }
        }
    }

    private String multiLineBasic() throws TomlException {
        pos += 3;
        skipFirstNewline();
        StringBuilder out = new StringBuilder();
        while (true) {
            if (pos >= text.length()) {
                throw error("a \"\"\" string is not closed");
            }
            if (text.startsWith("\"\"\"", pos)) {
                int quotes = 3;
                while (quotes < 5 && charAt(pos + quotes) == '"') {
                    quotes++; // up to two quotes may end the content just before the closing three
                }
                out.append("\"".repeat(quotes - 3));
                pos += quotes;
                return out.toString();
            }
            char c = text.charAt(pos);
            if (c == '\\' && lineEndingBackslash()) {
                continue;
            }
            if (c == '\\') {
                escape(out);
            } else {
                if (c != '\n' && !(c == '\r' && charAt(pos + 1) == '\n')) {
                    control(c);
                }
                out.append(c);
                pos++;
            }
        }
    }

    /** A backslash that ends its line (after spaces): it and the whitespace and newlines that follow vanish. */
    private boolean lineEndingBackslash() {
        int p = pos + 1;
        while (charAt(p) == ' ' || charAt(p) == '\t') {
            p++;
        }
        if (charAt(p) != '\n' && !(charAt(p) == '\r' && charAt(p + 1) == '\n')) {
            return false;
        }
        while (p < text.length() && Character.isWhitespace(text.charAt(p))) {
            p++;
        }
        pos = p;
        return true;
    }

    private String literalString() throws TomlException {
        pos++;
        int start = pos;
        while (charAt(pos) != '\'') {
            char c = charAt(pos);
            if (c == '\n' || c == '\r' || pos >= text.length()) {
                throw error("a string in ' is not closed on its line");
            }
            control(c);
            pos++;
        }
        return text.substring(start, pos++);
    }

    private String multiLineLiteral() throws TomlException {
        pos += 3;
        skipFirstNewline();
        int end = text.indexOf("'''", pos);
        if (end < 0) {
            throw error("a ''' string is not closed");
        }
        for (int extra = 0; extra < 2 && charAt(end + 3) == '\''; extra++) {
            end++; // up to two quotes may end the content just before the closing three
        }
        String s = text.substring(pos, end);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\n' && !(c == '\r' && i + 1 < s.length() && s.charAt(i + 1) == '\n')) {
                control(c);
            }
        }
        pos = end + 3;
        return s;
    }

    private void skipFirstNewline() {
        if (charAt(pos) == '\n') {
            pos++;
        } else if (charAt(pos) == '\r' && charAt(pos + 1) == '\n') {
            pos += 2;
        }
    }

    private void escape(StringBuilder out) throws TomlException {
        char e = charAt(pos + 1);
        pos += 2;
        switch (e) {
            case 'b' -> out.append('\b');
            case 't' -> out.append('\t');
            case 'n' -> out.append('\n');
            case 'f' -> out.append('\f');
            case 'r' -> out.append('\r');
            case '"' -> out.append('"');
            case '\\' -> out.append('\\');
            case 'u', 'U' -> {
                int n = e == 'u' ? 4 : 8;
                String hex = pos + n <= text.length() ? text.substring(pos, pos + n) : "";
                if (!hex.matches("[0-9A-Fa-f]{" + n + "}")) {
                    throw error("\\" + e + " needs " + n + " hexadecimal digits");
                }
                int cp = (int) Long.parseLong(hex, 16);
                if (!Character.isValidCodePoint(cp) || (cp >= 0xD800 && cp <= 0xDFFF)) {
                    throw error("\\" + e + hex + " is no Unicode scalar value");
                }
                out.appendCodePoint(cp);
                pos += n;
            }
            default -> throw error("unknown escape \\" + e);
        }
    }

    /** Control characters other than tab are not allowed in strings. */
    private void control(char c) throws TomlException {
        if ((c < 0x20 && c != '\t') || c == 0x7f) {
            throw error("a control character (U+" + String.format("%04X", (int) c) + ") in a string");
        }
    }

    private void endOfLine() throws TomlException {
        skipBlank();
        if (pos < text.length() && text.charAt(pos) != '\n' && text.charAt(pos) != '\r') {
            throw error("expected the end of the line");
        }
    }

    private void newline() throws TomlException {
        if (text.charAt(pos) == '\r' && charAt(pos + 1) != '\n') {
            throw error("a carriage return alone");
        }
        pos += text.charAt(pos) == '\r' ? 2 : 1;
    }

    /** Spaces, tabs and a comment, up to the line end. */
    private void skipBlank() throws TomlException {
        skipSpaces();
        if (peek() == '#') {
            while (pos < text.length() && text.charAt(pos) != '\n') {
                char c = text.charAt(pos);
                if (c == '\r' && charAt(pos + 1) == '\n') {
                    break;
                }
                if ((c < 0x20 && c != '\t') || c == 0x7f) {
                    throw error("a control character in a comment");
                }
                pos++;
            }
        }
    }

    private void skipBlankAndNewlines() throws TomlException {
        while (true) {
            skipBlank();
            char c = peek();
            if (c != '\n' && c != '\r') {
                return;
            }
            newline();
        }
    }

    private void skipSpaces() {
        while (pos < text.length() && (text.charAt(pos) == ' ' || text.charAt(pos) == '\t')) {
            pos++;
        }
    }

    private void expect(String s) throws TomlException {
        if (!text.startsWith(s, pos)) {
            throw error("expected '" + s + "'");
        }
        pos += s.length();
    }

    private char peek() {
        return charAt(pos);
    }

    private char charAt(int i) {
        return i < text.length() ? text.charAt(i) : '\0';
    }

    /** An error at the current position, naming its line. */
    TomlException error(String message) {
        int line = 1;
        for (int i = 0; i < Math.min(pos, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return new TomlException("line " + line + ": " + message);
    }

    /** A document that is not TOML; its message names the line and the problem. */
    static final class TomlException extends Exception {
        TomlException(String message) {
            super(message, null, false, false);
        }
    }
}
