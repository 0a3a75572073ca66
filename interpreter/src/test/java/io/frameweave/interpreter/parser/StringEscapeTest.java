package io.frameweave.interpreter.parser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.ModuleNode;
import io.frameweave.interpreter.ast.Stmt;
import io.frameweave.interpreter.syntax.SyntaxErrorException;

import org.junit.jupiter.api.Test;

/** String literal escapes and their errors, as python3.11 decodes them. */
class StringEscapeTest {

    private static Object value(String literal) {
        ModuleNode.FileInput m = (ModuleNode.FileInput) Parser.parse(literal + "\n", "t.py", Parser.Mode.FILE);
        return ((Expr.Constant) ((Stmt.ExprStmt) m.body().get(0)).value()).value();
    }

    @Test
    void simpleEscapes() {
        assertEquals("a\nb\tc\\d'e\"f\r\u0007\b\f\u000b", value("'a\\nb\\tc\\\\d\\'e\\\"f\\r\\a\\b\\f\\v'"));
    }

    @Test
    void numericEscapes() {
        assertEquals("ABC\u0041\u0000\u00008\u01ff", value("'\\x41\\u0042\\U00000043\\101\\0\\08\\777'"));
        assertEquals("\u2012", value("'\\N{FIGURE DASH}'"));
    }

    @Test
    void unknownEscapesKeepTheBackslash() {
        assertEquals("\\d \\q \\8", value("'\\d \\q \\8'"));
    }

    @Test
    void rawStringsAndContinuation() {
        assertEquals("a\\nb", value("r'a\\nb'"));
        assertEquals("ab", value("'a\\\nb'"));
        assertEquals("abcd", value("'a' \"b\" '''c''' \"\"\"d\"\"\""));
    }

    @Test
    void truncatedEscapeIsAnError() {
        SyntaxErrorException e = assertThrows(SyntaxErrorException.class,
                () -> Parser.parse("x = \"\\x4\"\n", "t.py", Parser.Mode.FILE));
        assertEquals("(unicode error) 'unicodeescape' codec can't decode bytes in position 0-2: truncated \\xXX escape",
                e.msg);
        assertEquals(10, e.offset);
        SyntaxErrorException n = assertThrows(SyntaxErrorException.class,
                () -> Parser.parse("x = \"ab\\N{foo}\"\n", "t.py", Parser.Mode.FILE));
        assertEquals("(unicode error) 'unicodeescape' codec can't decode bytes in position 2-8: "
                + "unknown Unicode character name", n.msg);
    }
}
