package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.ModuleNode;
import io.frameweave.interpreter.ast.Stmt;
import io.frameweave.interpreter.bytecode.LineTable;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.parser.Parser;

/**
 * The column markers CPython 3.11 prints under a traceback's source line ({@code ~~^~~}): the failing
 * instruction's span, with the operator of a binary operation or the subscript of an indexing shown by
 * {@code ^} and the rest by {@code ~}. None when the span is the whole line.
 */
final class ErrorLocation {
    private ErrorLocation() {}

    /** The marker line for the instruction at {@code lasti} whose source line is {@code src}, or null. */
    static String markers(PyCode code, int lasti, String src, int line) {
        if (lasti < 0 || code.lines == null || lasti >= code.lines.size()) {
            return null;
        }
        LineTable.Position p = code.lines.positionAt(lasti);
        if (p.line() != line || p.col() < 0 || p.endCol() < 0) {
            return null;
        }
        int indent = 0;
        while (indent < src.length() && Character.isWhitespace(src.charAt(indent))) {
            indent++;
        }
        int start = p.col();
        int end = p.endCol();
        int left = -1;
        int right = -1;
        char primary = '^';
        char secondary = '^';
        if (p.endLine() == p.line()) {
            if (end > src.length() || start >= end) {
                return null;
            }
            int[] anchors = anchors(src.substring(start, end));
            if (anchors != null) {
                left = start + anchors[0];
                right = start + anchors[1];
                primary = '~';
            }
        } else {
            int i = src.length();
            while (--i >= 0 && Character.isWhitespace(src.charAt(i))) {
                // trailing whitespace is not highlighted
            }
            end = i + 1;
        }
        if (end - start == src.length() - indent && left < 0) {
            return null;
        }
        StringBuilder sb = new StringBuilder("    ");
        for (int i = indent; i < end; i++) {
            if (i < start) {
                sb.append(' ');
            } else if (left >= 0 && i >= left && i < right) {
                sb.append(secondary);
            } else {
                sb.append(primary);
            }
        }
        return sb.toString();
    }

    /** {left, right} of the highlighted core within an expression's text, or null for a plain span. */
    private static int[] anchors(String segment) {
        Stmt stmt;
        try {
            ModuleNode m = Parser.parse(segment, "<string>", Parser.Mode.FILE);
            if (!(m instanceof ModuleNode.FileInput f) || f.body().size() != 1) {
                return null;
            }
            stmt = f.body().get(0);
        } catch (RuntimeException e) {
            return null;
        }
        if (!(stmt instanceof Stmt.ExprStmt es)) {
            return null;
        }
        if (es.value() instanceof Expr.BinOp b) {
            int from = b.left().pos().endCol();
            int to = b.right().pos().col();
            if (b.left().pos().endLine() != 1 || b.right().pos().line() != 1) {
                return null;
            }
            for (int i = from; i < to && i < segment.length(); i++) {
                if (Character.isWhitespace(segment.charAt(i))) {
                    continue;
                }
                int r = i + 1;
                if (i + 1 < to && !Character.isWhitespace(segment.charAt(i + 1))) {
                    r++;
                }
                return new int[] {i, r};
            }
            return null;
        }
        if (es.value() instanceof Expr.Subscript s) {
            int len = segment.length();
            int l = s.value().pos().endCol();
            int r = s.slice().pos().endCol() + 1;
            if (s.value().pos().endLine() != 1 || s.slice().pos().endLine() != 1) {
                return null;
            }
            while (l < len && segment.charAt(l) != '[') {
                l++;
            }
            while (r < len && segment.charAt(r) != ']') {
                r++;
            }
            if (r < len) {
                r++;
            }
            return new int[] {l, r};
        }
        return null;
    }
}
