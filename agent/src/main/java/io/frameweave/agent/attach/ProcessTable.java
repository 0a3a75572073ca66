package io.frameweave.agent.attach;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The table {@code frameweave ps} prints: pid, uptime, working directory and program, one JVM a line. What a
 * program was given may hold any character, so every text is {@linkplain #sanitize sanitized}: a terminal
 * shows the table, never a control sequence from another process's arguments.
 */
final class ProcessTable {
    private final List<String[]> rows = new ArrayList<>();

    void add(JvmProcess p) {
        Path cwd = p.workingDirectory();
        add(p.pid, p.uptime(), cwd == null ? "?" : cwd.toString(), p.program());
    }

    void add(long pid, Duration uptime, String cwd, String program) {
        rows.add(new String[] {Long.toString(pid), uptime(uptime), sanitize(cwd), sanitize(program)});
    }

    String render() {
        int cwdWidth = "CWD".length();
        for (String[] r : rows) {
            cwdWidth = Math.max(cwdWidth, r[2].length());
        }
        StringBuilder out = new StringBuilder();
        line(out, new String[] {"PID", "UPTIME", "CWD", "PROGRAM"}, cwdWidth);
        for (String[] r : rows) {
            line(out, r, cwdWidth);
        }
        return out.toString();
    }

    private static void line(StringBuilder out, String[] r, int cwdWidth) {
        out.append(r[0]).append(" ".repeat(Math.max(1, 9 - r[0].length())));
        out.append(" ".repeat(Math.max(0, 10 - r[1].length()))).append(r[1]).append("  ");
        out.append(r[2]).append(" ".repeat(cwdWidth - r[2].length())).append("  ").append(r[3]);
        out.append('\n');
    }

    /**
     * {@code text} with every control character (C0, DEL, C1) written as an escape ({@code \n}, {@code \t},
     * {@code \x1b}), and backslashes doubled so an escape cannot be forged.
     */
    static String sanitize(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                case '\r' -> out.append("\\r");
                default -> {
                    if (c < 0x20 || (c >= 0x7f && c < 0xa0)) {
                        out.append("\\x").append(Character.forDigit(c >> 4, 16)).append(Character.forDigit(c & 15, 16));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }

    private static String uptime(Duration d) {
        if (d == null) {
            return "?";
        }
        long s = d.getSeconds();
        return s >= 3600 ? String.format("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format("%d:%02d", s / 60, s % 60);
    }
}
