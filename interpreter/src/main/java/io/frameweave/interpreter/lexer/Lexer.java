package io.frameweave.interpreter.lexer;

import io.frameweave.interpreter.syntax.SyntaxErrorException;
import io.frameweave.interpreter.unicode.Normalization;
import io.frameweave.interpreter.unicode.Ucd;

import java.util.ArrayList;
import java.util.List;

/**
 * The tokenizer, following CPython 3.11's {@code tokenizer.c}: indentation with tabs to multiples of 8 (and
 * the TabError check against tab size 1), blank and comment-only lines skipped, newlines ignored inside
 * brackets, backslash continuation, and CPython's error messages and locations.
 *
 * <p>It tokenizes the whole source at once, stopping at the first error, which {@link #tokenizeToError} hands
 * over as a last token for the parser to raise when it gets there: an error is reported in source order, as
 * CPython's tokenizer, which runs as its parser asks for tokens, reports it. End of input inside brackets
 * becomes an {@link TokenKind#EOF_IN_BRACKETS} token that the parser judges.
 */
public final class Lexer {
    private static final int MAX_INDENT = 100;
    private static final int MAX_LEVEL = 200;

    private final int[] src;
    private final SourceLines lines;
    private final String filename;
    private final List<Token> tokens = new ArrayList<>();

    private int pos;
    private int line = 1;
    private int lineStart;
    private boolean atBol = true;
    private int pendingIndents;
    private final int[] indentStack = new int[MAX_INDENT];
    private final int[] altIndentStack = new int[MAX_INDENT];
    private int indent;
    private int indentCol;

    private final int[] parenChar = new int[MAX_LEVEL];
    private final int[] parenLine = new int[MAX_LEVEL];
    private final int[] parenCol = new int[MAX_LEVEL];
    private int level;

    private Lexer(SourceLines lines, String filename) {
        this.lines = lines;
        this.src = lines.codePoints();
        this.filename = filename;
    }

    /** All tokens of {@code source}, ending with ENDMARKER (or EOF_IN_BRACKETS). */
    public static List<Token> tokenize(String source, String filename) {
        return tokenize(new SourceLines(source), filename);
    }

    public static List<Token> tokenize(SourceLines lines, String filename) {
        Lexer lexer = new Lexer(lines, filename);
        lexer.run();
        return lexer.tokens;
    }

    /**
     * The tokens of {@code lines} up to the first error, which becomes a last {@link TokenKind#ERROR_RAISED} or
     * {@link TokenKind#ERROR_BY_STATUS} token holding the exception; without an error, as {@link #tokenize}.
     */
    public static List<Token> tokenizeToError(SourceLines lines, String filename) {
        Lexer lexer = new Lexer(lines, filename);
        try {
            lexer.run();
        } catch (SyntaxErrorException e) {
            TokenKind kind = reportedByStatus(e) ? TokenKind.ERROR_BY_STATUS : TokenKind.ERROR_RAISED;
            lexer.tokens.add(new Token(kind, e.msg, e, e.lineno, Math.max(0, e.offset - 1), e.lineno,
                    Math.max(0, e.offset - 1), lexer.level));
        }
        return lexer.tokens;
    }

    /** The errors CPython's tokenizer.c reports by a status code (E_TABSPACE, E_DEDENT, E_TOODEEP, E_LINECONT, E_EOF). */
    private static boolean reportedByStatus(SyntaxErrorException e) {
        return e.kind.equals("TabError") || e.kind.equals("IndentationError")
                || e.msg.equals("unexpected character after line continuation character")
                || e.msg.equals("unexpected EOF while parsing");
    }

    // ---- errors ----

    /** The bracket that is still open at the end of input (innermost), as {line, col, char}. */
    private int[] openBracket() {
        return new int[] {parenLine[level - 1], parenCol[level - 1], parenChar[level - 1]};
    }

    /** An error located like CPython tokenizer's syntaxerror(): the line without newline, 1-based offsets. */
    private SyntaxErrorException error(String msg, int errLine, int offset, int endOffset) {
        return new SyntaxErrorException("SyntaxError", msg, filename, errLine, offset, errLine, endOffset,
                lines.lineWithoutNewline(errLine));
    }

    /** The error at the current position: the caret on the character before {@code pos}. */
    private SyntaxErrorException errorHere(String msg) {
        int off = pos - lineStart;
        return error(msg, line, off, off);
    }

    private SyntaxErrorException indentationError(String kind, String msg, int offset, int endOffset) {
        return new SyntaxErrorException(kind, msg, filename, line, offset, line, endOffset, lines.line(line));
    }

    // ---- scanning ----

    private int peek() {
        return pos < src.length ? src[pos] : -1;
    }

    private int peek(int ahead) {
        return pos + ahead < src.length ? src[pos + ahead] : -1;
    }

    private void newLine() {
        line++;
        lineStart = pos;
    }

    private void add(TokenKind kind, String text, Object value, int startLine, int startCol, int startLevel) {
        tokens.add(new Token(kind, text, value, startLine, startCol, line, pos - lineStart, startLevel));
    }

    private void run() {
        while (true) {
            if (atBol) {
                atBol = false;
                if (readIndentation()) {
                    continue;
                }
            }
            if (pendingIndents != 0) {
                if (pos >= src.length) {
                    atEndPosition();
                }
                if (pendingIndents < 0) {
                    pendingIndents++;
                    tokens.add(new Token(TokenKind.DEDENT, "", null, line, indentCol, line, indentCol, level));
                } else {
                    pendingIndents--;
                    tokens.add(new Token(TokenKind.INDENT, "", null, line, indentCol, line, indentCol, level));
                }
                continue;
            }
            if (!nextToken()) {
                return;
            }
        }
    }

    /**
     * Measures the indentation of a new line and queues INDENT/DEDENTs; returns true when the line is blank or
     * a comment only (it is then skipped entirely, newline included).
     */
    private boolean readIndentation() {
        int col = 0;
        int altCol = 0;
        // as CPython's tokenizer: a backslash continuation inside the indentation joins the next line to it, and
        // the column of the first such backslash is the line's indentation (so "  \\" before an empty line
        // makes a blank line, not an indent)
        int contCol = -1;
        int contAltCol = 0;
        while (true) {
            int c = peek();
            if (c == '\\' && peek(1) == '\n' && pos + 2 < src.length) {
                if (contCol < 0) {
                    contCol = col;
                    contAltCol = altCol;
                }
                pos += 2;
                newLine();
                continue;
            }
            if (c == ' ') {
                col++;
                altCol++;
            } else if (c == '\t') {
                col = (col / 8 + 1) * 8;
                altCol++;
            } else if (c == '\f') {
                col = 0;
                altCol = 0;
            } else {
                break;
            }
            pos++;
        }
        indentCol = pos - lineStart;
        int c = peek();
        if (c == '#' || c == '\n') {
            if (level == 0 || c == '#') {
                skipComment();
                if (peek() == '\n') {
                    pos++;
                    newLine();
                    atBol = true;
                    return true;
                }
            }
            return false;
        }
        if (level != 0) {
            return false;
        }
        if (contCol >= 0) {
            col = contCol;
            altCol = contAltCol;
        }
        if (c == -1) {
            col = 0;
            altCol = 0;
        }
        if (col == indentStack[indent]) {
            if (altCol != altIndentStack[indent]) {
                throw tabError();
            }
        } else if (col > indentStack[indent]) {
            if (indent + 1 >= MAX_INDENT) {
                throw indentationError("IndentationError", "too many levels of indentation", 1, 0);
            }
            if (altCol <= altIndentStack[indent]) {
                throw tabError();
            }
            pendingIndents++;
            indent++;
            indentStack[indent] = col;
            altIndentStack[indent] = altCol;
        } else {
            while (indent > 0 && col < indentStack[indent]) {
                pendingIndents--;
                indent--;
            }
            if (col != indentStack[indent]) {
                int len = lines.line(line).length();
                throw indentationError("IndentationError", "unindent does not match any outer indentation level",
                        len, -1);
            }
            if (altCol != altIndentStack[indent]) {
                throw tabError();
            }
        }
        return false;
    }

    /**
     * Places the tokens made at the end of input as CPython does: on the last line, at its end (newline
     * included); their column is already the 1-based offset CPython reports for them.
     */
    private void atEndPosition() {
        if (line > 1 && lineStart == pos) {
            line--;
            lineStart = lines.lineStart(line);
        }
        indentCol = pos - lineStart;
    }

    private SyntaxErrorException tabError() {
        return indentationError("TabError", "inconsistent use of tabs and spaces in indentation", 1, 0);
    }

    private void skipComment() {
        if (peek() == '#') {
            while (pos < src.length && src[pos] != '\n') {
                pos++;
            }
        }
    }

    /** Scans one token (or the end); returns false after ENDMARKER. */
    private boolean nextToken() {
        int c;
        while ((c = peek()) == ' ' || c == '\t' || c == '\f') {
            pos++;
        }
        skipComment();
        c = peek();
        int startLine = line;
        int startCol = pos - lineStart;
        int startPos = pos;
        int startLevel = level;
        if (c == -1) {
            if (level > 0) {
                int[] open = openBracket();
                tokens.add(new Token(TokenKind.EOF_IN_BRACKETS, String.valueOf((char) open[2]), null,
                        open[0], open[1], open[0], open[1], level));
                return false;
            }
            atEndPosition();
            tokens.add(new Token(TokenKind.ENDMARKER, "", null, line, indentCol, line, indentCol, 0));
            return false;
        }
        if (c == '\n') {
            pos++;
            if (level > 0) {
                newLine();
                return true;
            }
            tokens.add(new Token(TokenKind.NEWLINE, "\n", null, startLine, startCol, startLine, startCol, 0));
            newLine();
            atBol = true;
            return true;
        }
        if (c == '\\') {
            if (peek(1) != '\n') {
                pos += 2;
                int off = pos - lineStart;
                throw indentationError("SyntaxError", "unexpected character after line continuation character",
                        off, 0);
            }
            pos += 2;
            newLine();
            if (pos >= src.length && level > 0) {
                return true;
            }
            if (pos >= src.length) {
                throw new SyntaxErrorException("SyntaxError", "unexpected EOF while parsing", filename, line - 1,
                        lines.line(line - 1).length(), line - 1, -1, lines.line(line - 1));
            }
            return true;
        }
        if (isIdentifierStart(c)) {
            if (lexStringPrefix(startLine, startCol, startLevel)) {
                return true;
            }
            lexName(startLine, startCol, startLevel);
            return true;
        }
        if (c >= '0' && c <= '9' || c == '.' && isDigit(peek(1))) {
            lexNumber(startPos, startLine, startCol, startLevel);
            return true;
        }
        if (c == '"' || c == '\'') {
            lexString(startPos, startLine, startCol, startLevel, false, false, false);
            return true;
        }
        lexOperator(c, startLine, startCol, startLevel);
        return true;
    }

    static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isIdentifierStart(int c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c >= 128;
    }

    static boolean isIdentifierChar(int c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c >= '0' && c <= '9' || c >= 128;
    }

    private void lexName(int startLine, int startCol, int startLevel) {
        int start = pos;
        boolean ascii = true;
        while (pos < src.length && isIdentifierChar(src[pos])) {
            if (src[pos] >= 128) {
                ascii = false;
            }
            pos++;
        }
        String name = new String(src, start, pos - start);
        if (!ascii) {
            name = verifyIdentifier(name, start);
        }
        TokenKind kw = TokenKind.keyword(name);
        if (kw != null) {
            add(kw, kw.symbol, null, startLine, startCol, startLevel);
        } else {
            add(TokenKind.NAME, name.intern(), null, startLine, startCol, startLevel);
        }
    }

    /** CPython's verify_identifier: NFKC-normalise, then reject the first character that cannot be in a name. */
    private String verifyIdentifier(String name, int start) {
        for (int i = start; i < pos; i++) {
            int c = src[i];
            boolean ok = c < 128 || (i == start ? isOkStart(c) : isOkPart(c));
            if (!ok) {
                pos = i + 1;
                int off = pos - lineStart;
                String msg = isPrintable(c)
                        ? "invalid character '" + new String(Character.toChars(c)) + "' (U+"
                        + String.format("%04X", c) + ")"
                        : "invalid non-printable character U+" + String.format("%04X", c);
                throw error(msg, line, off, off);
            }
        }
        return Normalization.normalize(Normalization.Form.NFKC, name, false);
    }

    private static boolean isOkStart(int c) {
        return c == '_' || Ucd.isXidStart(c);
    }

    private static boolean isOkPart(int c) {
        return c == '_' || Ucd.isXidContinue(c);
    }

    private static boolean isPrintable(int c) {
        return Ucd.isPrintable(c);
    }

    /** Recognises a string prefix (r, u, f, b and their pairs, any case) followed by a quote. */
    private boolean lexStringPrefix(int startLine, int startCol, int startLevel) {
        boolean raw = false;
        boolean bytes = false;
        boolean fstr = false;
        boolean unicode = false;
        int i = pos;
        for (int n = 0; n < 3 && i < src.length; n++, i++) {
            int c = src[i];
            if (c == '"' || c == '\'') {
                if (n == 0) {
                    return false;
                }
                int start = pos;
                pos = i;
                lexString(start, startLine, startCol, startLevel, raw, bytes, fstr);
                return true;
            }
            switch (c) {
                case 'r', 'R' -> {
                    if (raw || unicode) {
                        return false;
                    }
                    raw = true;
                }
                case 'b', 'B' -> {
                    if (bytes || fstr || unicode) {
                        return false;
                    }
                    bytes = true;
                }
                case 'f', 'F' -> {
                    if (bytes || fstr || unicode) {
                        return false;
                    }
                    fstr = true;
                }
                case 'u', 'U' -> {
                    if (n > 0) {
                        return false;
                    }
                    unicode = true;
                }
                default -> {
                    return false;
                }
            }
        }
        return false;
    }

    /** Scans a string literal whose opening quote is at {@code pos}; {@code tokenStart} includes the prefix. */
    private void lexString(int tokenStart, int startLine, int startCol, int startLevel, boolean raw, boolean bytes,
                           boolean fstr) {
        int quote = src[pos];
        int firstLineStart = lineStart;
        int quoteSize = 1;
        pos++;
        if (peek() == quote && peek(1) == quote) {
            quoteSize = 3;
            pos += 2;
        }
        int bodyStart = pos;
        int bodyLine = line;
        int bodyCol = pos - lineStart;
        int endQuote = 0;
        while (true) {
            int c = peek();
            if (c == -1 || quoteSize == 1 && c == '\n') {
                int detected = c == -1 ? line - 1 : line;
                int off = tokenStart - firstLineStart + 1;
                String msg = quoteSize == 3
                        ? "unterminated triple-quoted string literal (detected at line " + detected + ")"
                        : "unterminated string literal (detected at line " + detected + ")";
                throw error(msg, startLine, off, off);
            }
            pos++;
            if (c == '\n') {
                newLine();
            }
            if (c == quote) {
                endQuote++;
                if (endQuote == quoteSize) {
                    break;
                }
            } else {
                endQuote = 0;
                if (c == '\\' && pos < src.length) {
                    if (src[pos] == '\n') {
                        pos++;
                        newLine();
                    } else {
                        pos++;
                    }
                }
            }
        }
        String body = new String(src, bodyStart, pos - quoteSize - bodyStart);
        String text = new String(src, tokenStart, pos - tokenStart);
        add(TokenKind.STRING, text, new StringLiteral(raw, bytes, fstr, body, bodyLine, bodyCol),
                startLine, startCol, startLevel);
    }

    private void lexNumber(int startPos, int startLine, int startCol, int startLevel) {
        NumberScanner scanner = new NumberScanner(src, pos, lineStart, line, filename, lines);
        Object value = scanner.scan();
        pos = scanner.end();
        String text = new String(src, startPos, pos - startPos);
        add(TokenKind.NUMBER, text, value, startLine, startCol, startLevel);
    }

    private void lexOperator(int c, int startLine, int startCol, int startLevel) {
        int c1 = peek(1);
        int c2 = peek(2);
        TokenKind kind = Operators.three(c, c1, c2);
        int len = 3;
        if (kind == null) {
            kind = Operators.two(c, c1);
            len = 2;
        }
        if (kind == null) {
            kind = Operators.one(c);
            len = 1;
        }
        if (kind == null) {
            pos++;
            if (c < 128 && c >= 32) {
                add(TokenKind.ERRORTOKEN, String.valueOf((char) c), null, startLine, startCol, startLevel);
                return;
            }
            int off = pos - lineStart;
            throw error("invalid non-printable character U+" + String.format("%04X", c), line, off, off);
        }
        pos += len;
        switch (kind) {
            case LPAR, LSQB, LBRACE -> {
                if (level >= MAX_LEVEL) {
                    throw errorHere("too many nested parentheses");
                }
                parenChar[level] = c;
                parenLine[level] = line;
                parenCol[level] = startCol;
                level++;
            }
            case RPAR, RSQB, RBRACE -> {
                if (level == 0) {
                    throw errorHere("unmatched '" + (char) c + "'");
                }
                level--;
                int open = parenChar[level];
                if (!(open == '(' && c == ')' || open == '[' && c == ']' || open == '{' && c == '}')) {
                    String msg = "closing parenthesis '" + (char) c + "' does not match opening parenthesis '"
                            + (char) open + "'";
                    if (parenLine[level] != line) {
                        msg += " on line " + parenLine[level];
                    }
                    throw errorHere(msg);
                }
            }
            default -> { }
        }
        add(kind, kind.symbol, null, startLine, startCol, startLevel);
    }
}
