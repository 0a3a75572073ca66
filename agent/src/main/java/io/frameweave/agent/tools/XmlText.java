package io.frameweave.agent.tools;

/** Escaping of text and attribute values for the tools' XML, SVG and HTML outputs. */
public final class XmlText {
    private XmlText() {}

    /** {@code s} with XML's special characters escaped, and control characters other than tab and newline made spaces. */
    public static String escape(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c < 0x20 && c != '\t' && c != '\n' ? ' ' : c);
            }
        }
        return out.toString();
    }
}
