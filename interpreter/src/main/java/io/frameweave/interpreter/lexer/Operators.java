package io.frameweave.interpreter.lexer;

/** The operator and delimiter spellings, matched longest first as CPython's PyToken_ThreeChars/TwoChars/OneChar. */
final class Operators {
    private Operators() {}

    static TokenKind three(int c1, int c2, int c3) {
        if (c3 == '=') {
            if (c1 == '*' && c2 == '*') {
                return TokenKind.DOUBLESTAREQUAL;
            }
            if (c1 == '/' && c2 == '/') {
                return TokenKind.DOUBLESLASHEQUAL;
            }
            if (c1 == '<' && c2 == '<') {
                return TokenKind.LEFTSHIFTEQUAL;
            }
            if (c1 == '>' && c2 == '>') {
                return TokenKind.RIGHTSHIFTEQUAL;
            }
        }
        if (c1 == '.' && c2 == '.' && c3 == '.') {
            return TokenKind.ELLIPSIS;
        }
        return null;
    }

    static TokenKind two(int c1, int c2) {
        return switch (c1) {
            case '=' -> c2 == '=' ? TokenKind.EQEQUAL : null;
            case '!' -> c2 == '=' ? TokenKind.NOTEQUAL : null;
            case '<' -> c2 == '=' ? TokenKind.LESSEQUAL : c2 == '<' ? TokenKind.LEFTSHIFT : null;
            case '>' -> c2 == '=' ? TokenKind.GREATEREQUAL : c2 == '>' ? TokenKind.RIGHTSHIFT : null;
            case '*' -> c2 == '*' ? TokenKind.DOUBLESTAR : c2 == '=' ? TokenKind.STAREQUAL : null;
            case '/' -> c2 == '/' ? TokenKind.DOUBLESLASH : c2 == '=' ? TokenKind.SLASHEQUAL : null;
            case '+' -> c2 == '=' ? TokenKind.PLUSEQUAL : null;
            case '-' -> c2 == '=' ? TokenKind.MINEQUAL : c2 == '>' ? TokenKind.RARROW : null;
            case '%' -> c2 == '=' ? TokenKind.PERCENTEQUAL : null;
            case '&' -> c2 == '=' ? TokenKind.AMPEREQUAL : null;
            case '|' -> c2 == '=' ? TokenKind.VBAREQUAL : null;
            case '^' -> c2 == '=' ? TokenKind.CIRCUMFLEXEQUAL : null;
            case '@' -> c2 == '=' ? TokenKind.ATEQUAL : null;
            case ':' -> c2 == '=' ? TokenKind.COLONEQUAL : null;
            default -> null;
        };
    }

    static TokenKind one(int c) {
        return switch (c) {
            case '(' -> TokenKind.LPAR;
            case ')' -> TokenKind.RPAR;
            case '[' -> TokenKind.LSQB;
            case ']' -> TokenKind.RSQB;
            case '{' -> TokenKind.LBRACE;
            case '}' -> TokenKind.RBRACE;
            case ':' -> TokenKind.COLON;
            case ',' -> TokenKind.COMMA;
            case ';' -> TokenKind.SEMI;
            case '+' -> TokenKind.PLUS;
            case '-' -> TokenKind.MINUS;
            case '*' -> TokenKind.STAR;
            case '/' -> TokenKind.SLASH;
            case '|' -> TokenKind.VBAR;
            case '&' -> TokenKind.AMPER;
            case '<' -> TokenKind.LESS;
            case '>' -> TokenKind.GREATER;
            case '=' -> TokenKind.EQUAL;
            case '.' -> TokenKind.DOT;
            case '%' -> TokenKind.PERCENT;
            case '~' -> TokenKind.TILDE;
            case '^' -> TokenKind.CIRCUMFLEX;
            case '@' -> TokenKind.AT;
            default -> null;
        };
    }
}
