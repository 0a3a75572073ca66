package io.frameweave.interpreter.golden;

import java.util.ArrayList;
import java.util.List;

/**
 * A line diff for failure messages: the lines around the first difference, expected ("-") against
 * actual ("+"), with line numbers and visible line ends, plus the line counts.
 */
final class TextDiff {

    private static final int CONTEXT = 3;
    private static final int MAX_SHOWN = 12;

    private TextDiff() {
    }

    static String render(String expected, String actual) {
        List<String> exp = lines(expected);
        List<String> act = lines(actual);
        int first = 0;
        while (first < exp.size() && first < act.size() && exp.get(first).equals(act.get(first))) {
            first++;
        }
        StringBuilder sb = new StringBuilder();
        sb.append("expected ").append(exp.size()).append(" lines, got ").append(act.size())
                .append("; first difference at line ").append(first + 1).append('\n');
        int expEnd = exp.size();
        int actEnd = act.size();
        while (expEnd > first && actEnd > first && exp.get(expEnd - 1).equals(act.get(actEnd - 1))) {
            expEnd--;
            actEnd--;
        }
        for (int i = Math.max(0, first - CONTEXT); i < first; i++) {
            sb.append(String.format("  %4d  %s%n", i + 1, visible(exp.get(i))));
        }
        appendRange(sb, "- ", exp, first, expEnd);
        appendRange(sb, "+ ", act, first, actEnd);
        for (int i = expEnd; i < Math.min(exp.size(), expEnd + CONTEXT); i++) {
            sb.append(String.format("  %4d  %s%n", i + 1, visible(exp.get(i))));
        }
        return sb.toString();
    }

    private static void appendRange(StringBuilder sb, String mark, List<String> lines, int from, int to) {
        int shownTo = Math.min(to, from + MAX_SHOWN);
        for (int i = from; i < shownTo; i++) {
            sb.append(String.format("%s%4d  %s%n", mark, i + 1, visible(lines.get(i))));
        }
        if (to > shownTo) {
            sb.append(mark).append("      ... ").append(to - shownTo).append(" more differing lines\n");
        }
    }

    /** Splits keeping the line ends, so a missing final newline shows up as a difference. */
    private static List<String> lines(String text) {
        List<String> out = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                out.add(text.substring(start, i + 1));
                start = i + 1;
            }
        }
        if (start < text.length()) {
            out.add(text.substring(start));
        }
        return out;
    }

    private static String visible(String line) {
        String body = line.endsWith("\n") ? line.substring(0, line.length() - 1) : line;
        String shown = body.replace("\t", "\\t").replace("\r", "\\r");
        return shown + (line.endsWith("\n") ? "⏎" : "<no newline>");
    }
}
