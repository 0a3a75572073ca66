package io.frameweave.interpreter.parser;

import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Pos;
import io.frameweave.interpreter.lexer.StringLiteral;
import io.frameweave.interpreter.lexer.Token;
import io.frameweave.interpreter.syntax.SyntaxErrorException;

/**
 * Turns a run of adjacent string literal tokens into one {@link Expr.Constant} (no f-string among them) or one
 * {@link Expr.JoinedStr}; bytes literals are rejected, frameweave's subset has no bytes type.
 */
final class StringConcatenation implements FStringParser.Host {
    private final ExpressionParser parser;

    StringConcatenation(ExpressionParser parser) {
        this.parser = parser;
    }

    /** Builds the string from tokens {@code [start, end)}; the parser stands at {@code end}. */
    Expr build(int start, int end) {
        Token[] toks = parser.toks;
        boolean anyF = false;
        for (int i = start; i < end; i++) {
            anyF |= ((StringLiteral) toks[i].value()).fstring();
        }
        Pos pos = parser.pos(toks[start]).to(parser.pos(toks[end - 1]));
        if (!anyF) {
            for (int i = start; i < end; i++) {
                rejectBytes(i);
            }
            if (end - start == 1) {
                return new Expr.Constant(pos, decoded((StringLiteral) toks[start].value()));
            }
            StringBuilder sb = new StringBuilder();
            for (int i = start; i < end; i++) {
                sb.append(decoded((StringLiteral) toks[i].value()));
            }
            return new Expr.Constant(pos, sb.toString());
        }
        FStringParser.Parts parts = new FStringParser.Parts(pos);
        for (int i = start; i < end; i++) {
            StringLiteral lit = (StringLiteral) toks[i].value();
            rejectBytes(i);
            if (lit.fstring()) {
                new FStringParser(this, lit, pos, parser.pos(toks[i])).parseInto(parts);
            } else {
                parts.addLiteral(decoded(lit));
            }
        }
        return parts.finish();
    }

    /** Bytes are outside frameweave's subset; checked literal by literal, so earlier f-string errors win. */
    private void rejectBytes(int i) {
        if (((StringLiteral) parser.toks[i].value()).bytes()) {
            throw parser.errorAt(parser.toks[i], "bytes literals are not supported by frameweave");
        }
    }

    private String decoded(StringLiteral lit) {
        if (lit.raw()) {
            return lit.body();
        }
        try {
            return StringDecoder.decode(lit.body());
        } catch (StringDecoder.DecodeError e) {
            throw stringError("(unicode error) " + e.getMessage());
        }
    }

    @Override
    public SyntaxErrorException stringError(String msg) {
        return parser.errorAt(parser.tok(), msg);
    }

    @Override
    public Expr parseField(String text, int line, int col) {
        return parser.parseField(text, line, col);
    }
}
