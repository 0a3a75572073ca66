package io.frameweave.interpreter.parser;

import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.Pos;
import io.frameweave.interpreter.lexer.StringLiteral;
import io.frameweave.interpreter.syntax.SyntaxErrorException;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits the body of one f-string literal into literal text and {@code {expr!conv:spec}} fields, as CPython
 * 3.11's string_parser.c does (same error messages). Field expressions are parsed by the host parser at their
 * true source positions; the literal parts and fields get the position of the whole string concatenation, as
 * in CPython 3.11's tree.
 */
final class FStringParser {

    /** What the f-string parser needs from the parser that found the string. */
    interface Host {
        /** An error located where CPython puts string-literal errors: the token after the strings. */
        SyntaxErrorException stringError(String msg);

        /** Parses {@code text} (a field's expression) that starts at the given source line and column. */
        Expr parseField(String text, int line, int col);
    }

    /** Literal text and values collected across the literals of one concatenation. */
    static final class Parts {
        final List<Expr> values = new ArrayList<>();
        private final StringBuilder literal = new StringBuilder();
        private final Pos pos;

        Parts(Pos pos) {
            this.pos = pos;
        }

        void addLiteral(String s) {
            literal.append(s);
        }

        void addValue(Expr e) {
            flush();
            values.add(e);
        }

        void flush() {
            if (literal.length() > 0) {
                values.add(new Expr.Constant(pos, literal.toString()));
                literal.setLength(0);
            }
        }

        Expr.JoinedStr finish() {
            flush();
            return new Expr.JoinedStr(pos, List.copyOf(values));
        }
    }

    private final Host host;
    private final StringLiteral lit;
    private final String s;
    private final boolean raw;
    private final Pos pos;
    private final Pos tokenPos;
    private int i;

    /**
     * {@code pos} is the span of the whole concatenation; {@code tokenPos} that of this literal alone, which
     * CPython 3.11 gives to format specs and their literal parts.
     */
    FStringParser(Host host, StringLiteral lit, Pos pos, Pos tokenPos) {
        this.host = host;
        this.lit = lit;
        this.s = lit.body();
        this.raw = lit.raw();
        this.pos = pos;
        this.tokenPos = tokenPos;
    }

    /** Adds this literal's parts to {@code parts}. */
    void parseInto(Parts parts) {
        parse(parts, 0);
        if (i < s.length()) {
            throw host.stringError("f-string: unexpected end of string");
        }
    }

    private void parse(Parts parts, int depth) {
        while (true) {
            int result = literal(parts, depth);
            if (result == 1) {
                continue;
            }
            if (i >= s.length() || s.charAt(i) == '}') {
                break;
            }
            field(parts, depth);
        }
        if (depth != 0 && (i >= s.length() || s.charAt(i) != '}')) {
            throw host.stringError("f-string: expecting '}'");
        }
    }

    /** Scans literal text up to a '{' or '}' ; returns 1 after a doubled brace (scanning goes on). */
    private int literal(Parts parts, int depth) {
        int start = i;
        int n = s.length();
        int result = 0;
        int end;
        while (true) {
            if (i >= n) {
                end = i;
                break;
            }
            char ch = s.charAt(i++);
            if (!raw && ch == '\\' && i < n) {
                ch = s.charAt(i++);
                if (ch == 'N') {
                    if (i < n && s.charAt(i++) == '{') {
                        while (i < n && s.charAt(i++) != '}') {
                            // skip the character name
                        }
                    }
                    continue;
                }
            }
            if (ch == '{' || ch == '}') {
                if (depth == 0) {
                    if (i < n && s.charAt(i) == ch) {
                        end = i;
                        i++;
                        result = 1;
                        break;
                    }
                    if (ch == '}') {
                        i--;
                        throw host.stringError("f-string: single '}' is not allowed");
                    }
                }
                i--;
                end = i;
                break;
            }
        }
        if (end > start) {
            String text = s.substring(start, end);
            if (!raw) {
                try {
                    text = StringDecoder.decode(text);
                } catch (StringDecoder.DecodeError e) {
                    throw host.stringError("(unicode error) " + e.getMessage());
                }
            }
            parts.addLiteral(text);
        }
        return result;
    }

    /** Parses one replacement field starting at the '{'. */
    private void field(Parts parts, int depth) {
        if (depth >= 2) {
            throw host.stringError("f-string: expressions nested too deeply");
        }
        int n = s.length();
        i++;
        int exprStart = i;
        char quote = 0;
        int stringType = 0;
        int quoteCount = 0;
        char[] parens = new char[200];
        int nested = 0;
        while (i < n) {
            char ch = s.charAt(i);
            if (ch == '\\') {
                throw host.stringError("f-string expression part cannot include a backslash");
            }
            if (quote != 0) {
                if (ch == quote) {
                    if (stringType == 3) {
                        if (i + 2 < n && s.charAt(i + 1) == ch && s.charAt(i + 2) == ch) {
                            i += 3;
                            quote = 0;
                            continue;
                        }
                    } else {
                        quote = 0;
                    }
                }
                i++;
                continue;
            }
            if (ch == '\'' || ch == '"') {
                if (i + 2 < n && s.charAt(i + 1) == ch && s.charAt(i + 2) == ch) {
                    stringType = 3;
                    i += 2;
                } else {
                    stringType = 1;
                }
                quote = ch;
                quoteCount++;
            } else if (ch == '[' || ch == '{' || ch == '(') {
                if (nested >= parens.length) {
                    throw host.stringError("f-string: too many nested parenthesis");
                }
                parens[nested++] = ch;
            } else if (ch == '#') {
                throw host.stringError("f-string expression part cannot include '#'");
            } else if (nested == 0 && (ch == '!' || ch == ':' || ch == '}' || ch == '=' || ch == '>' || ch == '<')) {
                if (i + 1 < n) {
                    char next = s.charAt(i + 1);
                    if (ch == '!' && next == '=' || ch == '=' && next == '=' || ch == '<' && next == '='
                            || ch == '>' && next == '=') {
                        i += 2;
                        continue;
                    }
                }
                if (ch == '>' || ch == '<') {
                    i++;
                    continue;
                }
                break;
            } else if (ch == ']' || ch == '}' || ch == ')') {
                if (nested == 0) {
                    throw host.stringError("f-string: unmatched '" + ch + "'");
                }
                char open = parens[--nested];
                if (!(open == '(' && ch == ')' || open == '[' && ch == ']' || open == '{' && ch == '}')) {
                    throw host.stringError("f-string: closing parenthesis '" + ch
                            + "' does not match opening parenthesis '" + open + "'");
                }
            }
            i++;
        }
        if (quote != 0) {
            throw host.stringError("f-string: unterminated string");
        }
        if (nested != 0) {
            throw host.stringError("f-string: unmatched '" + parens[nested - 1] + "'");
        }
        if (i >= n) {
            throw host.stringError("f-string: expecting '}'");
        }
        String exprText = s.substring(exprStart, i);
        if (exprText.isBlank()) {
            throw host.stringError("f-string: empty expression not allowed");
        }
        int[] at = positionOf(exprStart);
        Expr value = host.parseField(exprText, at[0], at[1]);

        String debugText = null;
        if (s.charAt(i) == '=') {
            i++;
            while (i < n && Character.isWhitespace(s.charAt(i))) {
                i++;
            }
            if (i >= n) {
                throw host.stringError("f-string: expecting '}'");
            }
            debugText = s.substring(exprStart, i);
        }
        int conversion = -1;
        if (s.charAt(i) == '!') {
            i++;
            if (i >= n) {
                throw host.stringError("f-string: expecting '}'");
            }
            conversion = s.charAt(i++);
            if (conversion != 's' && conversion != 'r' && conversion != 'a') {
                throw host.stringError("f-string: invalid conversion character: expected 's', 'r', or 'a'");
            }
        }
        Expr.JoinedStr spec = null;
        if (i < n && s.charAt(i) == ':') {
            i++;
            if (i >= n) {
                throw host.stringError("f-string: expecting '}'");
            }
            Parts specParts = new Parts(tokenPos);
            parse(specParts, depth + 1);
            spec = specParts.finish();
        }
        if (i >= n || s.charAt(i) != '}') {
            throw host.stringError("f-string: expecting '}'");
        }
        i++;
        if (debugText != null) {
            parts.addLiteral(debugText);
            if (spec == null && conversion == -1) {
                conversion = 'r';
            }
        }
        parts.addValue(new Expr.FormattedValue(pos, value, conversion, spec));
    }

    /** The source line and column of body index {@code k}. */
    private int[] positionOf(int k) {
        int line = lit.bodyLine();
        int col = lit.bodyCol();
        for (int j = 0; j < k; j++) {
            char c = s.charAt(j);
            if (c == '\n') {
                line++;
                col = 0;
            } else if (!Character.isLowSurrogate(c)) {
                col++;
            }
        }
        return new int[] {line, col};
    }
}
