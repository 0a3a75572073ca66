package io.frameweave.interpreter.parser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.frameweave.interpreter.ast.Expr;
import io.frameweave.interpreter.ast.ModuleNode;
import io.frameweave.interpreter.ast.Pattern;
import io.frameweave.interpreter.ast.Stmt;
import io.frameweave.interpreter.syntax.SyntaxErrorException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;

/**
 * Syntax errors: kind, message and location (lineno, offset, end_lineno, end_offset) as python3.11 reports
 * them for the same source, and the report {@link SyntaxErrorException#format()} prints.
 */
class ParserErrorTest {

    /** source, kind, msg, lineno, offset, end_lineno, end_offset: observed with python3.11's compile(). */
    static String[][] errors() {
        return new String[][] {
                {"if x\n  pass\n", "SyntaxError", "expected ':'", "1", "5", "1", "5"},
                {"f(a b)\n", "SyntaxError", "invalid syntax. Perhaps you forgot a comma?", "1", "3", "1", "6"},
                {"  x=1\n", "IndentationError", "unexpected indent", "1", "2", "1", "-1"},
                {"if x:\npass\n", "IndentationError", "expected an indented block after 'if' statement on line 1", "2", "1", "2", "5"},
                {"if x:\n    a\n  b\n", "IndentationError", "unindent does not match any outer indentation level", "3", "4", "3", "-1"},
                {"x = (1,\n", "SyntaxError", "'(' was never closed", "1", "5", "1", "0"},
                {"x = 1)\n", "SyntaxError", "unmatched ')'", "1", "6", "1", "6"},
                {"x = (1]\n", "SyntaxError", "closing parenthesis ']' does not match opening parenthesis '('", "1", "7", "1", "7"},
                {"x = (1,\n2]\n", "SyntaxError", "closing parenthesis ']' does not match opening parenthesis '(' on line 1", "2", "2", "2", "2"},
                {"1 = x\n", "SyntaxError", "cannot assign to literal here. Maybe you meant '==' instead of '='?", "1", "1", "1", "2"},
                {"f() = 1\n", "SyntaxError", "cannot assign to function call here. Maybe you meant '==' instead of '='?", "1", "1", "1", "4"},
                {"del 1\n", "SyntaxError", "cannot delete literal", "1", "5", "1", "6"},
                {"x = 1abc\n", "SyntaxError", "invalid decimal literal", "1", "5", "1", "5"},
                {"x = 'abc\n", "SyntaxError", "unterminated string literal (detected at line 1)", "1", "5", "1", "5"},
                {"x = '''abc\n\n", "SyntaxError", "unterminated triple-quoted string literal (detected at line 2)", "1", "5", "1", "5"},
                {"if x:\n\tif y:\n        a\n\tb\n", "TabError", "inconsistent use of tabs and spaces in indentation", "3", "1", "3", "0"},
                {"x = [a\n b]\n", "SyntaxError", "invalid syntax. Perhaps you forgot a comma?", "1", "6", "2", "3"},
                {"x = (1,\n 2 3)\n", "SyntaxError", "invalid syntax. Perhaps you forgot a comma?", "2", "2", "2", "5"},
                {"while x\n  pass\n", "SyntaxError", "expected ':'", "1", "8", "1", "8"},
                {"def f()\n  pass\n", "SyntaxError", "expected ':'", "1", "8", "1", "8"},
                {"class A\n  pass\n", "SyntaxError", "expected ':'", "1", "8", "1", "8"},
                {"for x in y\n pass\n", "SyntaxError", "expected ':'", "1", "11", "1", "11"},
                {"else:\n", "SyntaxError", "invalid syntax", "1", "1", "1", "5"},
                {"x = 1 +\n", "SyntaxError", "invalid syntax", "1", "8", "1", "8"},
                {"x = \n", "SyntaxError", "invalid syntax", "1", "5", "1", "5"},
                {"f(**)\n", "SyntaxError", "invalid syntax", "1", "5", "1", "6"},
                {"x = 09\n", "SyntaxError", "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers", "1", "5", "1", "6"},
                {"x = 0_\n", "SyntaxError", "invalid decimal literal", "1", "6", "1", "6"},
                {"x = 1_000_\n", "SyntaxError", "invalid decimal literal", "1", "10", "1", "10"},
                {"x = 1__0\n", "SyntaxError", "invalid decimal literal", "1", "6", "1", "6"},
                {"x = 0x\n", "SyntaxError", "invalid hexadecimal literal", "1", "6", "1", "6"},
                {"x = 0b12\n", "SyntaxError", "invalid digit '2' in binary literal", "1", "8", "1", "8"},
                {"x = 0o8\n", "SyntaxError", "invalid digit '8' in octal literal", "1", "7", "1", "7"},
                {"x = 1e\n", "SyntaxError", "invalid decimal literal", "1", "5", "1", "5"},
                {"x = 1.2.3\n", "SyntaxError", "invalid syntax", "1", "8", "1", "10"},
                {"x = 1 and2\n", "SyntaxError", "invalid syntax", "1", "7", "1", "11"},
                {"x = 0_7\n", "SyntaxError", "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers", "1", "5", "1", "7"},
                {"x = 012_3\n", "SyntaxError", "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers", "1", "5", "1", "6"},
                {"x = 5abc\n", "SyntaxError", "invalid decimal literal", "1", "5", "1", "5"},
                {"x = 0b1a\n", "SyntaxError", "invalid binary literal", "1", "7", "1", "7"},
                {"x = $\n", "SyntaxError", "invalid syntax", "1", "5", "1", "6"},
                {"x = a ? b\n", "SyntaxError", "invalid syntax", "1", "7", "1", "8"},
                {"x = \"\\x4\"\n", "SyntaxError", "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-2: truncated \\xXX escape", "1", "10", "1", "10"},
                {"x = \"ab\\N{foo}\"\n", "SyntaxError", "(unicode error) 'unicodeescape' codec can't decode bytes in position 2-8: unknown Unicode character name", "1", "16", "1", "16"},
                {"x = 1 \\ 2\n", "SyntaxError", "unexpected character after line continuation character", "1", "8", "1", "0"},
                {"x = 1 +\\\n", "SyntaxError", "unexpected EOF while parsing", "1", "9", "1", "-1"},
                {"x = 1 +", "SyntaxError", "invalid syntax", "1", "8", "1", "8"},
                {"if x:\n", "IndentationError", "expected an indented block after 'if' statement on line 1", "1", "6", "1", "-1"},
                {"if x:\n  pass\n else:\n", "IndentationError", "unindent does not match any outer indentation level", "3", "7", "3", "-1"},
                {"x = (\n", "SyntaxError", "'(' was never closed", "1", "5", "1", "0"},
                {"def f(:\n", "SyntaxError", "invalid syntax", "1", "7", "1", "8"},
                {"x=1\n  \n# c\n    \ny=2 +\n", "SyntaxError", "invalid syntax", "5", "6", "5", "6"},
                {"x = !a\n", "SyntaxError", "invalid syntax", "1", "5", "1", "6"},
                {"f\"{x y}\"\n", "SyntaxError", "f-string: invalid syntax. Perhaps you forgot a comma?", "1", "2", "1", "5"},
                {"f\"{}\"\n", "SyntaxError", "f-string: empty expression not allowed", "1", "6", "1", "6"},
                {"f\"{x!z}\"\n", "SyntaxError", "f-string: invalid conversion character: expected 's', 'r', or 'a'", "1", "9", "1", "9"},
                {"f\"{x\"\n", "SyntaxError", "f-string: expecting '}'", "1", "6", "1", "6"},
                {"f\"}\"\n", "SyntaxError", "f-string: single '}' is not allowed", "1", "5", "1", "5"},
                {"f\"{x:{y:{z}}}\"\n", "SyntaxError", "f-string: expressions nested too deeply", "1", "15", "1", "15"},
                {"x = f\"{a\"\n", "SyntaxError", "f-string: expecting '}'", "1", "10", "1", "10"},
                {"y = 1\nz = (f\"{a}\"\n     f\"{x y}\")\n", "SyntaxError", "f-string: invalid syntax. Perhaps you forgot a comma?", "3", "2", "3", "5"},
                {"y = 1\nz = f\"\"\"\n  {x y}\"\"\"\n", "SyntaxError", "f-string: invalid syntax. Perhaps you forgot a comma?", "3", "2", "3", "5"},
                {"f\"{x +}\"\n", "SyntaxError", "f-string: invalid syntax", "1", "5", "1", "6"},
                {"f\"{x!r=}\"\n", "SyntaxError", "f-string: expecting '}'", "1", "10", "1", "10"},
                {"f\"{a b c}\"\n", "SyntaxError", "f-string: invalid syntax. Perhaps you forgot a comma?", "1", "2", "1", "5"},
                {"class A x:\n pass\n", "SyntaxError", "invalid syntax", "1", "9", "1", "10"},
                {"def f() x:\n pass\n", "SyntaxError", "expected ':'", "1", "9", "1", "10"},
                {"def f:\n pass\n", "SyntaxError", "expected '('", "1", "6", "1", "7"},
                {"for x in y z:\n pass\n", "SyntaxError", "invalid syntax", "1", "12", "1", "13"},
                {"while x y:\n pass\n", "SyntaxError", "invalid syntax", "1", "9", "1", "10"},
                {"if x y:\n pass\n", "SyntaxError", "invalid syntax", "1", "6", "1", "7"},
                {"try x:\n pass\n", "SyntaxError", "expected ':'", "1", "5", "1", "6"},
                {"if x:\n pass\nelse x:\n pass\n", "SyntaxError", "expected ':'", "3", "6", "3", "7"},
                {"with a b:\n pass\n", "SyntaxError", "invalid syntax", "1", "8", "1", "9"},
                {"with a\n pass\n", "SyntaxError", "expected ':'", "1", "7", "1", "7"},
                {"try:\n pass\nexcept E\n pass\n", "SyntaxError", "expected ':'", "3", "9", "3", "9"},
                {"try:\n pass\nexcept E x:\n pass\n", "SyntaxError", "invalid syntax", "3", "10", "3", "11"},
                {"try:\n pass\nfinally x:\n pass\n", "SyntaxError", "expected ':'", "3", "9", "3", "10"},
                {"if x:\n pass\nelif y\n pass\n", "SyntaxError", "expected ':'", "3", "7", "3", "7"},
                {"lambda x x\n", "SyntaxError", "invalid syntax", "1", "10", "1", "11"},
                {"x = 1 if y\n", "SyntaxError", "expected 'else' after 'if' expression", "1", "5", "1", "11"},
                {"try:\n  pass\nx=1\n", "SyntaxError", "expected 'except' or 'finally' block", "3", "1", "3", "2"},
                {"def f(x, x=1, y): pass\n", "SyntaxError", "non-default argument follows default argument", "1", "15", "1", "16"},
                {"f(x=1, y)\n", "SyntaxError", "positional argument follows keyword argument", "1", "9", "1", "10"},
                {"f(**a, *b)\n", "SyntaxError", "iterable argument unpacking follows keyword argument unpacking", "1", "8", "1", "9"},
                {"x + 1 = 2\n", "SyntaxError", "cannot assign to expression here. Maybe you meant '==' instead of '='?", "1", "1", "1", "6"},
                {"a, f() = 1, 2\n", "SyntaxError", "cannot assign to function call here. Maybe you meant '==' instead of '='?", "1", "4", "1", "7"},
                {"for f() in x: pass\n", "SyntaxError", "cannot assign to function call", "1", "5", "1", "8"},
                {"with a as f(): pass\n", "SyntaxError", "cannot assign to function call", "1", "11", "1", "14"},
                {"(a, b) += 1\n", "SyntaxError", "'tuple' is an illegal expression for augmented assignment", "1", "1", "1", "7"},
                {"del f()\n", "SyntaxError", "cannot delete function call", "1", "5", "1", "8"},
                {"x: int, y: int = 1, 2\n", "SyntaxError", "invalid syntax", "1", "7", "1", "8"},
                {"f(a for a in b, c)\n", "SyntaxError", "Generator expression must be parenthesized", "1", "3", "1", "15"},
                {"class A(x for x in y): pass\n", "SyntaxError", "invalid syntax", "1", "11", "1", "14"},
                {"1 = x = y\n", "SyntaxError", "cannot assign to literal", "1", "1", "1", "2"},
                {"x = 1 = y\n", "SyntaxError", "cannot assign to literal", "1", "5", "1", "6"},
                {"(1, 2) = x\n", "SyntaxError", "cannot assign to literal", "1", "2", "1", "3"},
                {"[f()] = x\n", "SyntaxError", "cannot assign to function call", "1", "2", "1", "5"},
                {"f() += 1\n", "SyntaxError", "'function call' is an illegal expression for augmented assignment", "1", "1", "1", "4"},
                {"x = f() = 3\n", "SyntaxError", "cannot assign to function call", "1", "5", "1", "8"},
                {"for 1 in x: pass\n", "SyntaxError", "cannot assign to literal", "1", "5", "1", "6"},
                {"del (a, 1)\n", "SyntaxError", "cannot delete literal", "1", "9", "1", "10"},
                {"with a as 1: pass\n", "SyntaxError", "cannot assign to literal", "1", "11", "1", "12"},
                {"if x = 1: pass\n", "SyntaxError", "invalid syntax. Maybe you meant '==' or ':=' instead of '='?", "1", "4", "1", "9"},
                {"f(a, b=1 = 2)\n", "SyntaxError", "invalid syntax", "1", "10", "1", "11"},
                {"a.b = c = d.e() = 1\n", "SyntaxError", "cannot assign to function call", "1", "11", "1", "16"},
                {"print x\n", "SyntaxError", "Missing parentheses in call to 'print'. Did you mean print(...)?", "1", "1", "1", "8"},
                {"x = yield = 1\n", "SyntaxError", "assignment to yield expression not possible", "1", "5", "1", "10"},
                {"None = 1\n", "SyntaxError", "cannot assign to None", "1", "1", "1", "5"},
                {"True = 1\n", "SyntaxError", "cannot assign to True", "1", "1", "1", "5"},
                {"f(x) = 1\n", "SyntaxError", "cannot assign to function call here. Maybe you meant '==' instead of '='?", "1", "1", "1", "5"},
                {"a, b += 1\n", "SyntaxError", "'tuple' is an illegal expression for augmented assignment", "1", "1", "1", "5"},
                {"lambda: 1 = 2\n", "SyntaxError", "cannot assign to lambda", "1", "1", "1", "10"},
                {"[x for x in y] = 1\n", "SyntaxError", "cannot assign to list comprehension here. Maybe you meant '==' instead of '='?", "1", "1", "1", "15"},
                {"x, y: int\n", "SyntaxError", "only single target (not tuple) can be annotated", "1", "1", "1", "2"},
                {"f(**x, y)\n", "SyntaxError", "positional argument follows keyword argument unpacking", "1", "9", "1", "10"},
                {"def f(*): pass\n", "SyntaxError", "named arguments must follow bare *", "1", "7", "1", "8"},
                {"def f(*, **k): pass\n", "SyntaxError", "named arguments must follow bare *", "1", "7", "1", "8"},
                {"def f(**k, a): pass\n", "SyntaxError", "arguments cannot follow var-keyword argument", "1", "12", "1", "13"},
                {"def f(a, /, /): pass\n", "SyntaxError", "/ may appear only once", "1", "13", "1", "14"},
                {"def f(/, a): pass\n", "SyntaxError", "at least one argument must precede /", "1", "7", "1", "8"},
                {"def f(a=1, /, b): pass\n", "SyntaxError", "non-default argument follows default argument", "1", "15", "1", "16"},
                {"import a.b as\n", "SyntaxError", "invalid syntax", "1", "14", "1", "14"},
                {"from . import *, a\n", "SyntaxError", "invalid syntax", "1", "16", "1", "17"},
                {"from x import a,\n", "SyntaxError", "trailing comma not allowed without surrounding parentheses", "1", "17", "1", "17"},
                {"x = 1 if 2 else\n", "SyntaxError", "invalid syntax", "1", "16", "1", "16"},
                {"f(x for x in y, )\n", "SyntaxError", "Generator expression must be parenthesized", "1", "3", "1", "15"},
                {"def f():\n    if x:\n    y = 1\n", "IndentationError", "expected an indented block after 'if' statement on line 2", "3", "5", "3", "6"},
                {"for x in y:\n", "IndentationError", "expected an indented block after 'for' statement on line 1", "1", "12", "1", "-1"},
                {"while x:\nz\n", "IndentationError", "expected an indented block after 'while' statement on line 1", "2", "1", "2", "2"},
                {"with a:\nz\n", "IndentationError", "expected an indented block after 'with' statement on line 1", "2", "1", "2", "2"},
                {"try:\nz\n", "IndentationError", "expected an indented block after 'try' statement on line 1", "2", "1", "2", "2"},
                {"try:\n  x\nexcept:\nz\n", "IndentationError", "expected an indented block after 'except' statement on line 3", "4", "1", "4", "2"},
                {"try:\n  x\nfinally:\nz\n", "IndentationError", "expected an indented block after 'finally' statement on line 3", "4", "1", "4", "2"},
                {"def f():\nz\n", "IndentationError", "expected an indented block after function definition on line 1", "2", "1", "2", "2"},
                {"class A:\nz\n", "IndentationError", "expected an indented block after class definition on line 1", "2", "1", "2", "2"},
                {"if x:\n  y\nelse:\nz\n", "IndentationError", "expected an indented block after 'else' statement on line 3", "4", "1", "4", "2"},
                {"if x:\n  y\nelif z:\nw\n", "IndentationError", "expected an indented block after 'elif' statement on line 3", "4", "1", "4", "2"},
                {"x = [1, 2\ny = 3\n", "SyntaxError", "'[' was never closed", "1", "5", "1", "0"},
                {"foo(\n  a,\n  b\nbar()\n", "SyntaxError", "'(' was never closed", "1", "4", "1", "0"},
                {"x = )\n", "SyntaxError", "unmatched ')'", "1", "5", "1", "5"},
                {"x = {a: b c}\n", "SyntaxError", "invalid syntax. Perhaps you forgot a comma?", "1", "9", "1", "12"},
                {"x = [a for a in b c]\n", "SyntaxError", "invalid syntax", "1", "19", "1", "20"},
                {"f(a, b c)\n", "SyntaxError", "invalid syntax. Perhaps you forgot a comma?", "1", "6", "1", "9"},
                {"x = [1 2]\n", "SyntaxError", "invalid syntax. Perhaps you forgot a comma?", "1", "6", "1", "9"},
                {"x = (a not b)\n", "SyntaxError", "invalid syntax. Perhaps you forgot a comma?", "1", "6", "1", "13"},
                {"a[1 2]\n", "SyntaxError", "invalid syntax. Perhaps you forgot a comma?", "1", "3", "1", "6"},
                {"{1 2}\n", "SyntaxError", "invalid syntax. Perhaps you forgot a comma?", "1", "2", "1", "5"},
                {"x = 'a' 'b\n", "SyntaxError", "unterminated string literal (detected at line 1)", "1", "9", "1", "9"},
                {"x = \"\"\"abc\n", "SyntaxError", "unterminated triple-quoted string literal (detected at line 1)", "1", "5", "1", "5"},
                {"x = (1 +\n2 +)\n", "SyntaxError", "invalid syntax", "2", "4", "2", "5"},
                {"if x:\n  pass\n    y\n", "IndentationError", "unexpected indent", "3", "4", "3", "-1"},
                {"x = 1\n  y = 2\n", "IndentationError", "unexpected indent", "2", "2", "2", "-1"},
                {"f(True=1)\n", "SyntaxError", "cannot assign to True", "1", "3", "1", "8"},
                {"f(x+1=2)\n", "SyntaxError", "expression cannot contain assignment, perhaps you meant \"==\"?", "1", "3", "1", "7"},
                {"x = [*a for a in b]\n", "SyntaxError", "iterable unpacking cannot be used in comprehension", "1", "6", "1", "8"},
                {"x := 1\n", "SyntaxError", "invalid syntax", "1", "3", "1", "5"},
                {"def f():\n  x = 1\n   y = 2\n", "IndentationError", "unexpected indent", "3", "3", "3", "-1"},
                {"x = f(\n", "SyntaxError", "'(' was never closed", "1", "6", "1", "0"},
                {"(a, b): int\n", "SyntaxError", "only single target (not tuple) can be annotated", "1", "1", "1", "7"},
                {"[a]: int\n", "SyntaxError", "only single target (not list) can be annotated", "1", "1", "1", "4"},
                {"f(): int\n", "SyntaxError", "illegal target for annotation", "1", "1", "1", "4"},
                {"except: pass\n", "SyntaxError", "invalid syntax", "1", "1", "1", "7"},
                {"x = 1\nelse: pass\n", "SyntaxError", "invalid syntax", "2", "1", "2", "5"},
                {"x = [)\n", "SyntaxError", "closing parenthesis ')' does not match opening parenthesis '['", "1", "6", "1", "6"},
                {"def f(x):\n\treturn x\n        pass\n", "TabError", "inconsistent use of tabs and spaces in indentation", "3", "1", "3", "0"},
                {"x = @\n", "SyntaxError", "invalid syntax", "1", "5", "1", "6"},
                {"x = 1 ++\n", "SyntaxError", "invalid syntax", "1", "9", "1", "9"},
                {"x = b'abc' 'd'\n", "SyntaxError", "cannot mix bytes and nonbytes literals", "1", "15", "1", "15"},
                {"x = 'a' rb'c'\n", "SyntaxError", "cannot mix bytes and nonbytes literals", "1", "14", "1", "14"},
                {"x = f'{1}' b'x'\n", "SyntaxError", "cannot mix bytes and nonbytes literals", "1", "16", "1", "16"},
                {"x = b'a' f'{1}'\n", "SyntaxError", "cannot mix bytes and nonbytes literals", "1", "16", "1", "16"},
                {"x = b'\u00e9'\n", "SyntaxError", "bytes can only contain ASCII literal characters", "1", "9", "1", "9"},
                {"x = b'ab\\x4g'\n", "SyntaxError", "(value error) invalid \\x escape at position 2", "1", "14", "1", "14"}
        };
    }

    @ParameterizedTest
    @MethodSource("errors")
    void reportsLikeCPython(String source, String kind, String msg, String lineno, String offset, String endLineno,
                            String endOffset) {
        SyntaxErrorException e = assertThrows(SyntaxErrorException.class,
                () -> Parser.parse(source, "t.py", Parser.Mode.FILE));
        assertEquals(kind + " " + msg + " " + lineno + " " + offset + " " + endLineno + " " + endOffset,
                e.kind + " " + e.msg + " " + e.lineno + " " + e.offset + " " + e.endLineno + " " + e.endOffset);
    }

    /** source, the stderr of {@code python3.11 t.py} for it. */
    static String[][] reports() {
        return new String[][] {
                {"if x\n  pass\n", "  File \"t.py\", line 1\n    if x\n        ^\nSyntaxError: expected ':'\n"},
                {"f(a b)\n", "  File \"t.py\", line 1\n    f(a b)\n      ^^^\nSyntaxError: invalid syntax. Perhaps you forgot a comma?\n"},
                {"  x=1\n", "  File \"t.py\", line 1\n    x=1\nIndentationError: unexpected indent\n"},
                {"if x:\npass\n", "  File \"t.py\", line 2\n    pass\n    ^\nIndentationError: expected an indented block after 'if' statement on line 1\n"},
                {"if x:\n    a\n  b\n", "  File \"t.py\", line 3\n    b\n     ^\nIndentationError: unindent does not match any outer indentation level\n"},
                {"x = (1,\n", "  File \"t.py\", line 1\n    x = (1,\n        ^\nSyntaxError: '(' was never closed\n"},
                {"x = 1)\n", "  File \"t.py\", line 1\n    x = 1)\n         ^\nSyntaxError: unmatched ')'\n"},
                {"if x:\n\tf(a b)\n", "  File \"t.py\", line 2\n    f(a b)\n      ^^^\nSyntaxError: invalid syntax. Perhaps you forgot a comma?\n"},
                {"x = [a\n b]\n", "  File \"t.py\", line 1\n    x = [a\n         ^\nSyntaxError: invalid syntax. Perhaps you forgot a comma?\n"},
                {"if x:\n\tif y:\n        a\n\tb\n", "  File \"t.py\", line 3\n    a\nTabError: inconsistent use of tabs and spaces in indentation\n"},
                {"x = '''abc\ndef\n", "  File \"t.py\", line 1\n    x = '''abc\n        ^\nSyntaxError: unterminated triple-quoted string literal (detected at line 2)\n"},
                {"x = 1 \\ 2\n", "  File \"t.py\", line 1\n    x = 1 \\ 2\n           ^\nSyntaxError: unexpected character after line continuation character\n"},
                {"def f():\n    return 1 +\n", "  File \"t.py\", line 2\n    return 1 +\n              ^\nSyntaxError: invalid syntax\n"}
        };
    }

    @ParameterizedTest
    @MethodSource("reports")
    void formatsLikeCPython(String source, String report) {
        SyntaxErrorException e = assertThrows(SyntaxErrorException.class,
                () -> Parser.parse(source, "t.py", Parser.Mode.FILE));
        assertEquals(report, e.format());
    }

    private static SyntaxErrorException error(String source) {
        return assertThrows(SyntaxErrorException.class, () -> Parser.parse(source, "t.py", Parser.Mode.FILE));
    }

    @Test
    void asyncPrecedesOnlyDefForAndWith() {
        SyntaxErrorException e = error("async while x:\n    pass\n");
        assertEquals("invalid syntax", e.msg);
        assertEquals(7, e.offset);
        assertEquals("invalid syntax", error("@d\nasync class C:\n    pass\n").msg);
        assertEquals("'await expression' is an illegal expression for augmented assignment",
                error("async def f():\n    await x += 1\n").msg);
    }

    @Test
    void matchIsStillAName() {
        List<Stmt> body = ((ModuleNode.FileInput) Parser.parse(
                "match = 1\nmatch(x)\nmatch[0] = match.y\nmatch[x]: int\nmatch -x\n", "t.py", Parser.Mode.FILE)).body();
        assertTrue(body.stream().noneMatch(s -> s instanceof Stmt.Match), body::toString);
    }

    @Test
    void matchStatementsArePatternsOfCases() {
        List<Stmt> body = ((ModuleNode.FileInput) Parser.parse(
                "match x, y:\n    case (1 | -2) as n, [*_] if n:\n        pass\n    case {'k': C.v, **r}:\n        pass\n",
                "t.py", Parser.Mode.FILE)).body();
        Stmt.Match m = (Stmt.Match) body.get(0);
        assertTrue(m.subject() instanceof Expr.TupleExpr);
        Pattern.MatchSequence first = (Pattern.MatchSequence) m.cases().get(0).pattern();
        Pattern.MatchAs as = (Pattern.MatchAs) first.patterns().get(0);
        assertEquals("n", as.name());
        assertEquals(2, ((Pattern.MatchOr) as.pattern()).patterns().size());
        assertTrue(first.patterns().get(1) instanceof Pattern.MatchSequence);
        Pattern.MatchMapping second = (Pattern.MatchMapping) m.cases().get(1).pattern();
        assertEquals("r", second.rest());
        assertTrue(second.patterns().get(0) instanceof Pattern.MatchValue);
    }

    @Test
    void singleModeRejectsTwoStatements() {
        SyntaxErrorException e = assertThrows(SyntaxErrorException.class,
                () -> Parser.parse("x = 1\ny = 2\n", "<stdin>", Parser.Mode.SINGLE));
        assertEquals("multiple statements found while compiling a single statement", e.msg);
        assertEquals(1, e.lineno);
        assertEquals(6, e.offset);
    }
}
