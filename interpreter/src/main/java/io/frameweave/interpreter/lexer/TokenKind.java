package io.frameweave.interpreter.lexer;

import java.util.HashMap;
import java.util.Map;

/** The kinds of token; operators and keywords each have their own kind so the parser can switch on them. */
public enum TokenKind {
    NAME(null), NUMBER(null), STRING(null), NEWLINE(null), INDENT(null), DEDENT(null), ENDMARKER(null),
    /** End of input inside an open bracket: the parser turns it into "'(' was never closed". */
    EOF_IN_BRACKETS(null),
    /**
     * The tokenizer's error where it stopped (its {@code value} is the exception). CPython's tokenizer raises
     * most errors at once, and such an error outranks a parser error met earlier in the file; it reports the
     * indentation errors, a stray character after a backslash and end of input after one by a status instead,
     * and those lose to an earlier parser error ({@link #ERROR_BY_STATUS}).
     */
    ERROR_RAISED(null),
    /** See {@link #ERROR_RAISED}. */
    ERROR_BY_STATUS(null),

    LPAR("("), RPAR(")"), LSQB("["), RSQB("]"), LBRACE("{"), RBRACE("}"),
    COLON(":"), COMMA(","), SEMI(";"), PLUS("+"), MINUS("-"), STAR("*"), SLASH("/"), VBAR("|"), AMPER("&"),
    LESS("<"), GREATER(">"), EQUAL("="), DOT("."), PERCENT("%"), EQEQUAL("=="), NOTEQUAL("!="),
    LESSEQUAL("<="), GREATEREQUAL(">="), TILDE("~"), CIRCUMFLEX("^"), LEFTSHIFT("<<"), RIGHTSHIFT(">>"),
    DOUBLESTAR("**"), PLUSEQUAL("+="), MINEQUAL("-="), STAREQUAL("*="), SLASHEQUAL("/="), PERCENTEQUAL("%="),
    AMPEREQUAL("&="), VBAREQUAL("|="), CIRCUMFLEXEQUAL("^="), LEFTSHIFTEQUAL("<<="), RIGHTSHIFTEQUAL(">>="),
    DOUBLESTAREQUAL("**="), DOUBLESLASH("//"), DOUBLESLASHEQUAL("//="), AT("@"), ATEQUAL("@="), RARROW("->"),
    ELLIPSIS("..."), COLONEQUAL(":="),
    /** A character that is no operator ({@code $}, {@code ?}, a lone {@code !}): always a syntax error. */
    ERRORTOKEN(null),

    FALSE("False"), NONE("None"), TRUE("True"), AND("and"), AS("as"), ASSERT("assert"), ASYNC("async"),
    AWAIT("await"), BREAK("break"), CLASS("class"), CONTINUE("continue"), DEF("def"), DEL("del"), ELIF("elif"),
    ELSE("else"), EXCEPT("except"), FINALLY("finally"), FOR("for"), FROM("from"), GLOBAL("global"), IF("if"),
    IMPORT("import"), IN("in"), IS("is"), LAMBDA("lambda"), NONLOCAL("nonlocal"), NOT("not"), OR("or"),
    PASS("pass"), RAISE("raise"), RETURN("return"), TRY("try"), WHILE("while"), WITH("with"), YIELD("yield");

    /** The fixed spelling of an operator or keyword, null for the other kinds. */
    public final String symbol;

    TokenKind(String symbol) {
        this.symbol = symbol;
    }

    private static final Map<String, TokenKind> KEYWORDS = new HashMap<>();

    static {
        for (TokenKind k : values()) {
            if (k.ordinal() >= FALSE.ordinal()) {
                KEYWORDS.put(k.symbol, k);
            }
        }
    }

    /** The keyword kind spelled {@code name}, or null if it is an ordinary name. */
    public static TokenKind keyword(String name) {
        return KEYWORDS.get(name);
    }

    public boolean isKeyword() {
        return ordinal() >= FALSE.ordinal();
    }
}
