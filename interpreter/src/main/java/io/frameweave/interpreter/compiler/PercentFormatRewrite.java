package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.ast.Expr;

import java.util.ArrayList;
import java.util.List;

/**
 * Rewrites {@code 'literal' % (a, b)} into the f-string it equals, as CPython 3.11's AST optimizer does, so
 * that it compiles to FORMAT_VALUE / BUILD_STRING instead of BINARY_OP %. It applies only when the right side
 * is a tuple display (not a constant, no starred item) whose items match the conversions one for one, and each
 * conversion is {@code %s}, {@code %r} or {@code %a} with optional flags (only {@code -} counts), a width and
 * a precision of at most two digits each; otherwise the expression is left alone.
 *
 * <p>The literal pieces and format specs it makes have no position: their instructions take the line of the
 * instruction before them, as CPython's do.
 */
final class PercentFormatRewrite {
    private static final int MAX_DIGITS = 2;

    private final String format;
    private int pos;

    private PercentFormatRewrite(String format) {
        this.format = format;
    }

    /** The f-string for {@code b}, or {@code b} itself when it does not qualify. */
    static Expr rewrite(Expr.BinOp b) {
        if (!(b.left() instanceof Expr.Constant c) || !(c.value() instanceof String format)
                || !(b.right() instanceof Expr.TupleExpr t)) {
            return b;
        }
        for (Expr item : t.elts()) {
            if (item instanceof Expr.Starred) {
                return b;
            }
        }
        List<Expr> parts = new PercentFormatRewrite(format).parts(t.elts());
        return parts == null ? b : new Expr.JoinedStr(b.pos(), parts);
    }

    private List<Expr> parts(List<Expr> args) {
        List<Expr> out = new ArrayList<>();
        int used = 0;
        while (true) {
            String literal = literal();
            if (!literal.isEmpty()) {
                out.add(new Expr.Constant(null, literal));
            }
            if (pos >= format.length()) {
                break;
            }
            if (used >= args.size()) {
                return null;
            }
            Expr.FormattedValue value = conversion(args.get(used));
            if (value == null) {
                return null;
            }
            out.add(value);
            used++;
        }
        return used == args.size() ? out : null;
    }

    /** The text up to the next conversion, {@code %%} read as {@code %}. */
    private String literal() {
        StringBuilder sb = new StringBuilder();
        while (pos < format.length()) {
            char ch = format.charAt(pos);
            if (ch != '%') {
                sb.append(ch);
                pos++;
            } else if (pos + 1 < format.length() && format.charAt(pos + 1) == '%') {
                sb.append('%');
                pos += 2;
            } else {
                break;
            }
        }
        return sb.toString();
    }

    /** The conversion at {@code pos} (on its '%') applied to {@code arg}, or null when unsupported. */
    private Expr.FormattedValue conversion(Expr arg) {
        pos++;
        boolean leftJustify = false;
        int ch = next();
        while (ch == '-' || ch == '+' || ch == ' ' || ch == '#' || ch == '0') {
            leftJustify |= ch == '-';
            ch = next();
        }
        int width = -1;
        if (isDigit(ch)) {
            width = 0;
            for (int digits = 0; isDigit(ch); digits++) {
                if (digits == MAX_DIGITS) {
                    return null;
                }
                width = width * 10 + (ch - '0');
                ch = next();
            }
        }
        int precision = -1;
        if (ch == '.') {
            precision = 0;
            ch = next();
            for (int digits = 0; isDigit(ch); digits++) {
                if (digits == MAX_DIGITS) {
                    return null;
                }
                precision = precision * 10 + (ch - '0');
                ch = next();
            }
        }
        if (ch != 's' && ch != 'r' && ch != 'a') {
            return null;
        }
        StringBuilder spec = new StringBuilder();
        if (!leftJustify && width > 0) {
            spec.append('>');
        }
        if (width >= 0) {
            spec.append(width);
        }
        if (precision >= 0) {
            spec.append('.').append(precision);
        }
        Expr.JoinedStr formatSpec = spec.isEmpty() ? null
                : new Expr.JoinedStr(null, List.of(new Expr.Constant(null, spec.toString())));
        return new Expr.FormattedValue(arg.pos(), arg, ch, formatSpec);
    }

    /** The next character, consumed, or -1 at the end (which no branch accepts). */
    private int next() {
        return pos < format.length() ? format.charAt(pos++) : -1;
    }

    private static boolean isDigit(int ch) {
        return ch >= '0' && ch <= '9';
    }
}
