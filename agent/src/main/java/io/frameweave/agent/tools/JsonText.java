package io.frameweave.agent.tools;

/** JSON string literals for the tools' hand-written JSON output (no library: the agent carries none). */
public final class JsonText {
    private JsonText() {}

    /** {@code s} as a JSON string literal, quotes included. */
    public static String quote(String s) {
        StringBuilder b = new StringBuilder(s.length() + 2);
        quoteInto(b, s);
        return b.toString();
    }

    /** Appends {@code s} as a JSON string literal. */
    public static void quoteInto(StringBuilder b, String s) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20 || (Character.isSurrogate(c) && !validSurrogateAt(s, i))) {
                        b.append("\\u").append(Decimals.hex4(c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        b.append('"');
    }

    /** Whether the surrogate at {@code i} is half of a well-formed pair (a lone one is escaped). */
    private static boolean validSurrogateAt(String s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1));
        }
        return i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }

    /** The string a JSON string literal (quotes included) stands for; {@code IllegalArgumentException} if it is none. */
    public static String unquote(String literal) {
        if (literal.length() < 2 || literal.charAt(0) != '"' || literal.charAt(literal.length() - 1) != '"') {
            throw new IllegalArgumentException("not a JSON string: " + literal);
        }
        StringBuilder b = new StringBuilder(literal.length());
        for (int i = 1; i < literal.length() - 1; i++) {
            char c = literal.charAt(i);
            if (c != '\\') {
                b.append(c);
                continue;
            }
            char e = literal.charAt(++i);
            switch (e) {
                case 'n' -> b.append('\n');
                case 'r' -> b.append('\r');
                case 't' -> b.append('\t');
                case 'b' -> b.append('\b');
                case 'f' -> b.append('\f');
                case 'u' -> {
                    b.append((char) Integer.parseInt(literal.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                default -> b.append(e); // \" \\ \/
            }
        }
        return b.toString();
    }
}
