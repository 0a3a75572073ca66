package io.frameweave.agent.tools.coverage;

import io.frameweave.interpreter.lexer.Lexer;
import io.frameweave.interpreter.lexer.Token;
import io.frameweave.interpreter.lexer.TokenKind;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * What coverage.py reads from a file's tokens and text: where multi-line statements start (a statement is
 * counted once, at its first line), the excluded lines (those matching the exclusion patterns, by default {@code # pragma: no cover}, and on a line
 * ending a clause header or a decorator, the whole suite), docstring lines, {@code class} lines, and the lines
 * whose branches are not counted (the partial-branch patterns, by default {@code # pragma: no branch}, and
 * {@code while True:}, {@code if 0:} and such).
 */
final class SourceFacts {

    /** A continuation line of a multi-line statement to the statement's first line. */
    final Map<Integer, Integer> multiline = new HashMap<>();
    final Set<Integer> excluded = new TreeSet<>();
    final Set<Integer> docstrings = new TreeSet<>();
    final Set<Integer> classLines = new TreeSet<>();
    final Set<Integer> noBranch = new TreeSet<>();

    private SourceFacts() {}

    static SourceFacts of(String source, String filename, Exclusions exclusions) {
        SourceFacts facts = new SourceFacts();
        String[] lines = source.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (matches(exclusions.exclude(), lines[i])) {
                facts.excluded.add(i + 1);
            }
            if (matches(exclusions.partial(), lines[i]) || matches(Exclusions.ALWAYS_PARTIAL, lines[i])) {
                facts.noBranch.add(i + 1);
            }
        }
        facts.scan(Lexer.tokenize(source, filename));
        return facts;
    }

    private static boolean matches(Pattern pattern, String line) {
        return pattern != null && pattern.matcher(line).find();
    }

    /**
     * One pass over the tokens: an excluded line ending in a clause's colon (or an excluded decorator) excludes
     * the statements indented under it; a string opening an indented block (or the module) is a docstring.
     */
    private void scan(Iterable<Token> tokens) {
        int indent = 0;
        int excludeIndent = 0;
        boolean excluding = false;
        boolean excludingDecorators = false;
        // the module's docstring is its first token, with no comment or blank line before it
        TokenKind previous = null;
        int firstLine = -1;
        boolean firstOnLine = true;
        for (Token t : tokens) {
            switch (t.kind()) {
                case INDENT -> indent++;
                case DEDENT -> indent--;
                case CLASS -> classLines.add(t.line());
                case COLON -> {
                    boolean exclude = excluded.contains(t.endLine()) || excludingDecorators;
                    if (t.level() == 0 && !excluding && exclude) {
                        excluded.add(t.endLine());
                        excludeIndent = indent;
                        excluding = true;
                        excludingDecorators = false;
                    }
                }
                case AT -> {
                    if (firstOnLine) {
                        if (excluded.contains(t.endLine())) {
                            excludingDecorators = true;
                        }
                        if (excludingDecorators) {
                            excluded.add(t.endLine());
                        }
                    }
                }
                case STRING -> {
                    if (previous == TokenKind.INDENT || previous == null && t.line() == 1) {
                        for (int l = t.line(); l <= t.endLine(); l++) {
                            docstrings.add(l);
                        }
                    }
                }
                case NEWLINE -> {
                    if (firstLine >= 0 && t.endLine() != firstLine) {
                        for (int l = firstLine; l <= t.endLine(); l++) {
                            multiline.put(l, firstLine);
                        }
                    }
                    firstLine = -1;
                    firstOnLine = true;
                }
                default -> { }
            }
            boolean visible = switch (t.kind()) {
                case NEWLINE, INDENT, DEDENT, ENDMARKER -> false;
                default -> true;
            };
            if (visible && firstLine < 0) {
                firstLine = t.line();
                if (excluding && indent <= excludeIndent) {
                    excluding = false;
                }
                if (excluding) {
                    excluded.add(t.endLine());
                }
                firstOnLine = false;
            }
            previous = t.kind();
        }
    }
}
