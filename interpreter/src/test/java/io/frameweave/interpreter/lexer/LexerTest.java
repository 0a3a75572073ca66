package io.frameweave.interpreter.lexer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.frameweave.interpreter.syntax.Imaginary;
import io.frameweave.interpreter.syntax.SyntaxErrorException;

import java.math.BigInteger;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

/** The tokenizer: token kinds, indentation, numbers, strings, and its errors (checked against python3.11). */
class LexerTest {

    private static String kinds(String src) {
        return Lexer.tokenize(src, "t.py").stream().map(t -> t.kind().name()).collect(Collectors.joining(" "));
    }

    private static Token first(String src) {
        return Lexer.tokenize(src, "t.py").get(0);
    }

    private static SyntaxErrorException error(String src) {
        return assertThrows(SyntaxErrorException.class, () -> Lexer.tokenize(src, "t.py"));
    }

    @Test
    void indentationMakesIndentAndDedent() {
        assertEquals("IF NAME COLON NEWLINE INDENT NAME NEWLINE IF NAME COLON NEWLINE INDENT NAME NEWLINE "
                + "DEDENT DEDENT NAME NEWLINE ENDMARKER", kinds("if a:\n    b\n    if c:\n        d\ne\n"));
    }

    @Test
    void blankAndCommentLinesAreIgnored() {
        assertEquals("NAME NEWLINE INDENT NAME NEWLINE DEDENT ENDMARKER", kinds("a\n\n  # c\n    b\n\n# x\n"));
        assertEquals("ENDMARKER", kinds("# only\n\n"));
        assertEquals("ENDMARKER", kinds(""));
    }

    @Test
    void bracketsJoinLines() {
        assertEquals("NAME EQUAL LPAR NUMBER COMMA NUMBER RPAR NEWLINE ENDMARKER", kinds("x = (1,\n\n  # c\n 2)\n"));
        assertEquals("NAME EQUAL NUMBER PLUS NUMBER NEWLINE ENDMARKER", kinds("x = 1 + \\\n  2\n"));
    }

    @Test
    void missingFinalNewlineIsAdded() {
        assertEquals("NAME NEWLINE ENDMARKER", kinds("x"));
        assertEquals("NAME NEWLINE NAME NEWLINE ENDMARKER", kinds("x\r\ny\r\n"));
    }

    @Test
    void tabsCountToMultiplesOfEight() {
        assertEquals("IF NAME COLON NEWLINE INDENT NAME NEWLINE NAME NEWLINE DEDENT ENDMARKER",
                kinds("if a:\n\tb\n        c\n".replace("        c", "\tc")));
        SyntaxErrorException e = error("if x:\n\tif y:\n        a\n\tb\n");
        assertEquals("TabError", e.kind);
        assertEquals("inconsistent use of tabs and spaces in indentation", e.msg);
        assertEquals(3, e.lineno);
    }

    @Test
    void operatorsTakeTheLongestMatch() {
        assertEquals("DOUBLESTAREQUAL DOUBLESLASHEQUAL RIGHTSHIFTEQUAL LEFTSHIFTEQUAL ELLIPSIS COLONEQUAL RARROW "
                + "AT ATEQUAL NOTEQUAL DOT NEWLINE ENDMARKER", kinds("**= //= >>= <<= ... := -> @ @= != .\n"));
    }

    @Test
    void keywordsAndNames() {
        List<Token> toks = Lexer.tokenize("lambda x: None if y else True\n", "t.py");
        assertEquals(TokenKind.LAMBDA, toks.get(0).kind());
        assertEquals("x", toks.get(1).text());
        assertEquals(TokenKind.NONE, toks.get(3).kind());
        assertEquals("ünï", first("ünï = 1\n").text());
        assertEquals(TokenKind.NAME, first("match = 1\n").kind());
    }

    @Test
    void numbers() {
        assertEquals(31L, first("0x1F\n").value());
        assertEquals(15L, first("0o17\n").value());
        assertEquals(5L, first("0b101\n").value());
        assertEquals(1000000L, first("1_000_000\n").value());
        assertEquals(0L, first("00\n").value());
        assertEquals(100000.0, first("1e5\n").value());
        assertEquals(0.5, first(".5\n").value());
        assertEquals(5.0, first("5.\n").value());
        assertEquals(0.0015, first("1.5e-3\n").value());
        assertEquals(new Imaginary(2.0), first("2j\n").value());
        assertEquals(new Imaginary(1500.5), first("1_500.5J\n").value());
        assertEquals(new Imaginary(1e-3), first("1e-3j\n").value());
        assertEquals(new BigInteger("123456789012345678901234567890"),
                first("123456789012345678901234567890\n").value());
        assertEquals(new BigInteger("9223372036854775808"), first("9223372036854775808\n").value());
        assertEquals(Long.MAX_VALUE, first("9223372036854775807\n").value());
        assertEquals("NUMBER IF NAME ELSE NUMBER NEWLINE ENDMARKER", kinds("1if x else 2\n"));
    }

    @Test
    void longBinaryOctalAndHexLiteralsHaveTheirValues() {
        for (int radix : new int[] {2, 8, 16}) {
            String prefix = radix == 2 ? "0b" : radix == 8 ? "0o" : "0x";
            for (String digits : List.of("1" + "0".repeat(80), "7".repeat(radix == 2 ? 0 : 33), "1".repeat(97),
                    "f".repeat(radix == 16 ? 40 : 0) + "e", "1_0".repeat(30))) {
                if (digits.isEmpty() || !digits.replace("_", "").chars().allMatch(c -> Character.digit(c, radix) >= 0)) {
                    continue;
                }
                BigInteger expected = new BigInteger(digits.replace("_", ""), radix);
                Object value = first(prefix + digits + "\n").value();
                assertEquals(expected.bitLength() < 64 ? (Object) expected.longValue() : expected, value, prefix + digits);
            }
        }
    }

    @Test
    void aMillionDigitHexLiteralTakesLinearTime() {
        String src = "0x" + "f".repeat(1_000_000) + "\n";
        long t0 = System.nanoTime();
        Object value = first(src).value();
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertEquals(4_000_000, ((BigInteger) value).bitLength());
        assertEquals(BigInteger.ONE.shiftLeft(4_000_000).subtract(BigInteger.ONE), value);
        // quadratic parsing took about a minute here; linear takes milliseconds (the bound leaves room for a busy machine)
        assertTrue(ms < 5_000, "took " + ms + " ms");
    }

    @Test
    void badNumbersReportLikeCPython() {
        SyntaxErrorException e = error("x = 1abc\n");
        assertEquals("invalid decimal literal", e.msg);
        assertEquals(5, e.offset);
        e = error("x = 09\n");
        assertEquals("leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers",
                e.msg);
        assertEquals(5, e.offset);
        assertEquals(6, e.endOffset);
        assertEquals("invalid digit '2' in binary literal", error("x = 0b12\n").msg);
        assertEquals(8, error("x = 0b12\n").offset);
        assertEquals("invalid hexadecimal literal", error("x = 0x\n").msg);
        assertEquals(10, error("x = 1_000_\n").offset);
        assertEquals("invalid imaginary literal", error("x = 2jx\n").msg);
    }

    @Test
    void stringPrefixesAndBodies() {
        StringLiteral s = (StringLiteral) first("rf'a{b}'\n").value();
        assertTrue(s.raw() && s.fstring());
        assertEquals("a{b}", s.body());
        StringLiteral t = (StringLiteral) first("'''x\n'y'\n'''\n").value();
        assertEquals("x\n'y'\n", t.body());
        StringLiteral u = (StringLiteral) first("\"a\\\"b\"\n").value();
        assertEquals("a\\\"b", u.body());
        assertTrue(((StringLiteral) first("Rb'x'\n").value()).bytes());
        assertEquals(TokenKind.NAME, first("rx\n").kind());
    }

    @Test
    void unterminatedStrings() {
        SyntaxErrorException e = error("x = 'abc\n");
        assertEquals("unterminated string literal (detected at line 1)", e.msg);
        assertEquals(5, e.offset);
        e = error("x = '''abc\ndef\n");
        assertEquals("unterminated triple-quoted string literal (detected at line 2)", e.msg);
        assertEquals(1, e.lineno);
    }

    @Test
    void bracketErrors() {
        assertEquals("unmatched ')'", error("x = 1)\n").msg);
        assertEquals("closing parenthesis ']' does not match opening parenthesis '('", error("x = (1]\n").msg);
        assertEquals("closing parenthesis ']' does not match opening parenthesis '(' on line 1",
                error("x = (1,\n2]\n").msg);
        List<Token> toks = Lexer.tokenize("x = (1,\n", "t.py");
        assertEquals(TokenKind.EOF_IN_BRACKETS, toks.get(toks.size() - 1).kind());
    }

    @Test
    void unindentMismatch() {
        SyntaxErrorException e = error("if x:\n    a\n  b\n");
        assertEquals("IndentationError", e.kind);
        assertEquals("unindent does not match any outer indentation level", e.msg);
        assertEquals(3, e.lineno);
        assertEquals(4, e.offset);
    }

    @Test
    void positionsAreInCharacters() {
        List<Token> toks = Lexer.tokenize("s = 'é' + x\n", "t.py");
        assertEquals(10, toks.get(4).col());
    }
}
