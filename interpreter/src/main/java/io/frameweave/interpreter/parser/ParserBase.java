package io.frameweave.interpreter.parser;

import io.frameweave.interpreter.ast.Pos;
import io.frameweave.interpreter.lexer.SourceLines;
import io.frameweave.interpreter.lexer.Token;
import io.frameweave.interpreter.lexer.TokenKind;
import io.frameweave.interpreter.syntax.SyntaxErrorException;

import java.util.List;

/**
 * The token cursor and error reporting shared by the expression and statement parsers. It also knows how
 * to map positions when it parses an f-string field, whose tokens come from the text {@code "(" + expr + ")"}.
 */
abstract class ParserBase {
    protected final Token[] toks;
    protected int p;
    /** The furthest token the parser has looked at; CPython judges an unclosed bracket against its line. */
    protected int furthest;
    protected final SourceLines lines;
    protected final String filename;

    /** Position mapping for f-string fields: source line of the field's first line, column shift on it. */
    protected final int lineShift;
    protected final int colShift;
    protected final boolean fstringField;

    ParserBase(List<Token> tokens, SourceLines lines, String filename, int lineShift, int colShift,
               boolean fstringField) {
        this.toks = tokens.toArray(new Token[0]);
        this.lines = lines;
        this.filename = filename;
        this.lineShift = lineShift;
        this.colShift = colShift;
        this.fstringField = fstringField;
    }

    // ---- cursor ----

    protected final Token tok() {
        return look(p);
    }

    protected final TokenKind kind() {
        return look(p).kind();
    }

    protected final TokenKind kindAt(int ahead) {
        int i = Math.min(p + ahead, toks.length - 1);
        if (i > furthest) {
            furthest = i;
        }
        return look(i).kind();
    }

    /** The token at {@code i}; reaching the tokenizer's error raises it, as CPython's parser does when it asks for it. */
    private Token look(int i) {
        Token t = toks[i];
        if (t.kind() == TokenKind.ERROR_RAISED || t.kind() == TokenKind.ERROR_BY_STATUS) {
            throw (SyntaxErrorException) t.value();
        }
        return t;
    }

    protected final Token advance() {
        Token t = look(p);
        if (p < toks.length - 1) {
            p++;
            if (p > furthest) {
                furthest = p;
            }
        }
        return t;
    }

    protected final Token prev() {
        return toks[p - 1];
    }

    protected final boolean at(TokenKind k) {
        return kind() == k;
    }

    protected final boolean accept(TokenKind k) {
        if (kind() == k) {
            advance();
            return true;
        }
        return false;
    }

    protected final Token expect(TokenKind k) {
        if (kind() != k) {
            throw invalidSyntax();
        }
        return advance();
    }

    /** A token CPython's grammar forces ({@code &&':'}): "expected ':'" at whatever stands there. */
    protected final Token expectForced(TokenKind k) {
        if (kind() != k) {
            throw errorAt(tok(), "expected '" + k.symbol + "'");
        }
        return advance();
    }

    /** The line of the furthest token looked at. */
    final int furthestLine() {
        Token t = toks[furthest];
        return t.kind() == TokenKind.EOF_IN_BRACKETS ? lines.lineCount() : t.line();
    }

    // ---- positions ----

    protected final int line(int rawLine) {
        return rawLine + lineShift;
    }

    protected final int col(int rawLine, int rawCol) {
        return rawLine == 1 ? rawCol + colShift : rawCol;
    }

    protected final Pos pos(Token t) {
        return new Pos(line(t.line()), col(t.line(), t.col()), line(t.endLine()), col(t.endLine(), t.endCol()));
    }

    /** From the start of {@code first} to the end of the last token consumed. */
    protected final Pos span(Token first) {
        Token last = prev();
        return new Pos(line(first.line()), col(first.line(), first.col()), line(last.endLine()),
                col(last.endLine(), last.endCol()));
    }

    /** From the start of {@code first} to the end of the last token consumed. */
    protected final Pos span(Pos first) {
        Token last = prev();
        return new Pos(first.line(), first.col(), line(last.endLine()), col(last.endLine(), last.endCol()));
    }

    // ---- errors ----

    protected final SyntaxErrorException invalidSyntax() {
        Token t = tok();
        if (t.kind() == TokenKind.EOF_IN_BRACKETS) {
            return unclosedBracket(t);
        }
        if (t.kind() == TokenKind.INDENT) {
            return errorAt(t, "IndentationError", "unexpected indent");
        }
        if (t.kind() == TokenKind.DEDENT) {
            return errorAt(t, "IndentationError", "unexpected unindent");
        }
        return errorAt(t, "invalid syntax");
    }

    protected final SyntaxErrorException unclosedBracket(Token t) {
        return new SyntaxErrorException("SyntaxError", "'" + t.text() + "' was never closed", filename,
                line(t.line()), t.col() + 1, line(t.line()), 0, lines.lineWithoutNewline(t.line()));
    }

    protected final SyntaxErrorException errorAt(Token t, String msg) {
        return errorAt(t, "SyntaxError", msg);
    }

    /** An error at a token, as CPython's RAISE_ERROR_KNOWN_LOCATION on it. */
    protected final SyntaxErrorException errorAt(Token t, String kind, String msg) {
        TokenKind k = t.kind();
        if (k == TokenKind.EOF_IN_BRACKETS) {
            return unclosedBracket(t);
        }
        if (k == TokenKind.INDENT || k == TokenKind.DEDENT || k == TokenKind.ENDMARKER) {
            // CPython has no column for these tokens and reports where its tokenizer stands.
            return make(kind, msg, line(t.line()), t.col(), line(t.line()), -1, textOf(t.line()));
        }
        return make(kind, msg, line(t.line()), t.col() + 1, line(t.endLine()), t.endCol() + 1, textOf(t.line()));
    }

    /** An error spanning a node (RAISE_SYNTAX_ERROR_KNOWN_LOCATION on a node). */
    protected final SyntaxErrorException errorAt(Pos at, String msg) {
        return errorRange(at, at, msg);
    }

    /** An error from the start of {@code a} to the end of {@code b} (RAISE_SYNTAX_ERROR_KNOWN_RANGE). */
    protected final SyntaxErrorException errorRange(Pos a, Pos b, String msg) {
        int rawLine = a.line() - lineShift;
        int rawEndLine = b.endLine() - lineShift;
        int startCol = rawLine == 1 ? a.col() - colShift : a.col();
        int endCol = rawEndLine == 1 ? b.endCol() - colShift : b.endCol();
        return make("SyntaxError", msg, a.line(), startCol + 1, b.endLine(), endCol + 1, textOf(rawLine));
    }

    private SyntaxErrorException make(String kind, String msg, int line, int offset, int endLine, int endOffset,
                                      String text) {
        return new SyntaxErrorException(kind, fstringField ? "f-string: " + msg : msg, filename, line, offset,
                endLine, endOffset, text);
    }

    protected final String textOf(int rawLine) {
        return lines.line(rawLine);
    }
}
