package io.frameweave.interpreter.parser;

import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Pos;
import io.frameweave.interpreter.lexer.StringLiteral;
import io.frameweave.interpreter.lexer.Token;
import io.frameweave.interpreter.syntax.Bytes;
import io.frameweave.interpreter.syntax.SyntaxErrorException;

/**
 * Turns a run of adjacent string literal tokens into one {@link Expr.Constant} (no f-string among them) or one
 * {@link Expr.JoinedStr}, or a run of bytes literals into one bytes {@link Expr.Constant}.
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
        int bytesCount = 0;
        for (int i = start; i < end; i++) {
            bytesCount += ((StringLiteral) toks[i].value()).bytes() ? 1 : 0;
        }
        if (bytesCount > 0 && bytesCount < end - start) {
            throw stringError("cannot mix bytes and nonbytes literals");
        }
        if (bytesCount > 0) {
            StringBuilder sb = new StringBuilder();
            for (int i = start; i < end; i++) {
                StringLiteral lit = (StringLiteral) toks[i].value();
                try {
                    sb.append(BytesDecoder.decode(lit.body(), lit.raw()));
                } catch (StringDecoder.DecodeError e) {
                    String m = e.getMessage();
                    throw stringError(m.startsWith("bytes can") ? m : "(value error) " + m);
                }
            }
            return new Expr.Constant(pos, new Bytes(sb.toString()));
        }
        if (!anyF) {
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
            if (lit.fstring()) {
                new FStringParser(this, lit, pos, parser.pos(toks[i])).parseInto(parts);
            } else {
                parts.addLiteral(decoded(lit));
            }
        }
        return parts.finish();
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
