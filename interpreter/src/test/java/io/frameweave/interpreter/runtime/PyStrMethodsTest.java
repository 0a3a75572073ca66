package io.frameweave.interpreter.runtime;

import static io.frameweave.interpreter.runtime.ContainerFixtures.*;

import org.junit.jupiter.api.Test;

/**
 * The methods of {@code str}: splitting, searching, case mapping, predicates, padding, translation and
 * the sequence protocol (code point indexes, surrogate pairs), each compared with CPython 3.11.
 * Generated from cases run under python3.11; the expected texts are its output.
 */
class PyStrMethodsTest {

    @Test
    void splitAndJoin() {
        expect("['a', 'b', 'c']", () -> call(s("  a  b  c  "), "split"));
        expect("['a', 'b  c  ']", () -> call(s("  a  b  c  "), "split", None, i(1L)));
        expect("['  a  b', 'c']", () -> call(s("  a  b  c  "), "rsplit", None, i(1L)));
        expect("['a', 'b', '', 'c']", () -> call(s("a,b,,c"), "split", s(",")));
        expect("['a', 'b', ',c']", () -> call(s("a,b,,c"), "split", s(","), i(2L)));
        expect("['a,b', '', 'c']", () -> call(s("a,b,,c"), "rsplit", s(","), i(2L)));
        expect("[]", () -> call(s(""), "split"));
        expect("['']", () -> call(s(""), "split", s(",")));
        expect("ValueError: empty separator", () -> call(s("a"), "split", s("")));
        expect("['abc']", () -> call(s("abc"), "split", s(" "), i(-5L)));
        expect("['a b']", () -> callKw(s("a b"), "split", kw("maxsplit"), i(0L)));
        expect("['a b  ']", () -> callKw(s("  a b  "), "split", kw("maxsplit"), i(0L)));
        expect("['  a b']", () -> callKw(s("  a b  "), "rsplit", kw("maxsplit"), i(0L)));
        expect("['a', 'b', 'c', 'd', 'e', 'f', 'g']", () -> call(s("a\011b\012c\013d\034e\u3000f\240g"), "split"));
        expect("TypeError: must be str or None, not int", () -> callKw(s("a b"), "split", kw("sep"), i(1L)));
        expect("TypeError: split() takes at most 2 arguments (3 given)", () -> call(s("x"), "split", i(1L), i(2L), i(3L)));
        expect("['a', 'b', 'c']", () -> call(s("a--b--c"), "split", s("--")));
        expect("['a--b', 'c']", () -> call(s("a--b--c"), "rsplit", s("--"), i(1L)));
        expect("['', '', '', '']", () -> call(s("aaa"), "split", s("a")));
        expect("['a', '']", () -> call(s("aaa"), "rsplit", s("aa")));
        expect("['a b', 'c', 'd']", () -> call(s("a b c d"), "rsplit", None, i(2L)));
        expect("['a', 'b', 'c d']", () -> call(s("a b c d"), "split", None, i(2L)));
        expect("['a', 'b', 'c']", () -> call(s("a\ud83d\ude00b\ud83d\ude00c"), "split", s("\ud83d\ude00")));
        expect("['line1', 'line2', 'line3', 'line4']", () -> call(s("line1\012line2\015\012line3\015line4\012"), "splitlines"));
        expect("['line1\\n', 'line2\\r\\n', 'line3\\r', 'line4\\n']", () -> call(s("line1\012line2\015\012line3\015line4\012"), "splitlines", True));
        expect("['a', 'b', 'c', 'd', 'e']", () -> call(s("a\014b\036c\205d\u2028e"), "splitlines"));
        expect("[]", () -> call(s(""), "splitlines"));
        expect("['\\n']", () -> callKw(s("\012"), "splitlines", kw("keepends"), True));
        expect("('a', 'b', 'c')", () -> call(s("abc"), "partition", s("b")));
        expect("('abc', '', '')", () -> call(s("abc"), "partition", s("x")));
        expect("('', '', 'abc')", () -> call(s("abc"), "rpartition", s("x")));
        expect("('abc', 'b', 'd')", () -> call(s("abcbd"), "rpartition", s("b")));
        expect("ValueError: empty separator", () -> call(s("abc"), "partition", s("")));
        expect("TypeError: must be str, not int", () -> call(s("abc"), "partition", i(1L)));
        expect("'a,b,c'", () -> call(s(","), "join", l(s("a"), s("b"), s("c"))));
        expect("'x'", () -> call(s(","), "join", t(s("x"))));
        expect("'ab'", () -> call(s(""), "join", l(s("a"), s("b"))));
        expect("'x-y-z'", () -> call(s("-"), "join", s("xyz")));
        expect("TypeError: sequence item 0: expected str instance, int found", () -> call(s(","), "join", l(i(1L))));
        expect("TypeError: sequence item 1: expected str instance, int found", () -> call(s(","), "join", l(s("a"), i(2L))));
        expect("''", () -> call(s(","), "join", l()));
        expect("'a.b'", () -> call(s("."), "join", d(s("a"), i(1L), s("b"), i(2L))));
        expect("'hi'", () -> call(s("  hi  "), "strip"));
        expect("'hi  '", () -> call(s("  hi  "), "lstrip"));
        expect("'  hi'", () -> call(s("  hi  "), "rstrip"));
        expect("'hi'", () -> call(s("xxhixx"), "strip", s("x")));
        expect("'hi'", () -> call(s("xyhiyx"), "strip", s("xy")));
        expect("'hi'", () -> call(s("hi"), "strip", None));
        expect("TypeError: strip arg must be None or str", () -> call(s("hi"), "strip", i(1L)));
        expect("'hi'", () -> call(s("\011\012 hi \037"), "strip"));
        expect("''", () -> call(s(""), "strip", s("abc")));
        expect("''", () -> call(s("aaa"), "lstrip", s("a")));
    }

    @Test
    void searching() {
        expect("2", () -> call(s("hello"), "find", s("l")));
        expect("3", () -> call(s("hello"), "rfind", s("l")));
        expect("3", () -> call(s("hello"), "find", s("l"), i(3L)));
        expect("3", () -> call(s("hello"), "find", s("l"), i(-2L)));
        expect("-1", () -> call(s("hello"), "find", s("l"), i(0L), i(2L)));
        expect("-1", () -> call(s("hello"), "find", s("z")));
        expect("-1", () -> call(s("abc"), "find", s(""), i(5L)));
        expect("3", () -> call(s("abc"), "find", s(""), i(3L)));
        expect("3", () -> call(s("abc"), "rfind", s("")));
        expect("TypeError: must be str, not int", () -> call(s("abc"), "find", i(1L)));
        expect("TypeError: find() takes at least 1 argument (0 given)", () -> call(s("abc"), "find"));
        expect("0", () -> call(s("abc"), "find", s("a"), None, None));
        expect("TypeError: slice indices must be integers or None or have an __index__ method", () -> call(s("abc"), "find", s("a"), f(1.0)));
        expect("1", () -> call(s("hello"), "index", s("e")));
        expect("ValueError: substring not found", () -> call(s("hello"), "index", s("z")));
        expect("3", () -> call(s("hello"), "rindex", s("l")));
        expect("ValueError: substring not found", () -> call(s("hello"), "rindex", s("z")));
        expect("2", () -> call(s("a\ud83d\ude00bc"), "find", s("b")));
        expect("4", () -> call(s("a\ud83d\ude00bc\ud83d\ude00"), "rfind", s("\ud83d\ude00")));
        expect("3", () -> call(s("a\ud83d\ude00bc"), "find", s("c"), i(3L)));
        expect("2", () -> call(s("abcabc"), "count", s("bc")));
        expect("2", () -> call(s("aaaa"), "count", s("aa")));
        expect("4", () -> call(s("abc"), "count", s("")));
        expect("2", () -> call(s("abc"), "count", s(""), i(1L), i(2L)));
        expect("0", () -> call(s("abc"), "count", s(""), i(5L)));
        expect("0", () -> call(s("abc"), "count", s(""), i(2L), i(1L)));
        expect("1", () -> call(s("abcabc"), "count", s("a"), i(1L)));
        expect("True", () -> call(s("abc"), "startswith", s("ab")));
        expect("True", () -> call(s("abc"), "startswith", s("b"), i(1L)));
        expect("True", () -> call(s("abc"), "startswith", t(s("x"), s("a"))));
        expect("True", () -> call(s("abc"), "startswith", s(""), i(3L)));
        expect("False", () -> call(s("abc"), "startswith", s(""), i(4L)));
        expect("TypeError: startswith first arg must be str or a tuple of str, not int", () -> call(s("abc"), "startswith", i(1L)));
        expect("True", () -> call(s("abc"), "startswith", t(s("a"), i(1L))));
        expect("True", () -> call(s("abc"), "endswith", s("bc")));
        expect("True", () -> call(s("abc"), "endswith", s("b"), i(0L), i(2L)));
        expect("True", () -> call(s("abc"), "endswith", t(s("x"), s("c"))));
        expect("False", () -> call(s("abc"), "endswith", s("abcd")));
        expect("True", () -> call(s("abc"), "endswith", s("a"), i(-5L), i(-2L)));
        expect("'bbb'", () -> call(s("aaa"), "replace", s("a"), s("b")));
        expect("'bba'", () -> call(s("aaa"), "replace", s("a"), s("b"), i(2L)));
        expect("'-a-b-c-'", () -> call(s("abc"), "replace", s(""), s("-")));
        expect("'-a-bc'", () -> call(s("abc"), "replace", s(""), s("-"), i(2L)));
        expect("'abc'", () -> call(s("abc"), "replace", s("x"), s("y")));
        expect("'x'", () -> call(s(""), "replace", s(""), s("x")));
        expect("''", () -> call(s("abab"), "replace", s("ab"), s("")));
        expect("'aaa'", () -> call(s("aaa"), "replace", s("a"), s("b"), i(0L)));
        expect("'bbb'", () -> call(s("aaa"), "replace", s("a"), s("b"), i(-1L)));
        expect("TypeError: replace() argument 1 must be str, not int", () -> call(s("abc"), "replace", i(1L), s("b")));
        expect("TypeError: replace expected at least 2 arguments, got 1", () -> call(s("abc"), "replace", s("a")));
        expect("'body'", () -> call(s("prefix-body"), "removeprefix", s("prefix-")));
        expect("'body'", () -> call(s("body"), "removeprefix", s("x")));
        expect("'body'", () -> call(s("body.txt"), "removesuffix", s(".txt")));
        expect("'body'", () -> call(s("body"), "removesuffix", s("")));
    }

    @Test
    void caseAndPredicates() {
        expect("'HELLO WORLD'", () -> call(s("Hello World"), "upper"));
        expect("'hello world'", () -> call(s("Hello World"), "lower"));
        expect("'Hello World'", () -> call(s("hello world"), "title"));
        expect("\"They'Re Bill'S\"", () -> call(s("they're bill's"), "title"));
        expect("'Hello World'", () -> call(s("hELLO wORLD"), "swapcase"));
        expect("'Hello'", () -> call(s("hELLO"), "capitalize"));
        expect("'SS'", () -> call(s("\337"), "upper"));
        expect("'ss'", () -> call(s("\337"), "casefold"));
        expect("'FI'", () -> call(s("\ufb01"), "upper"));
        expect("'\u01c5emal'", () -> call(s("\u01c6emal"), "title"));
        expect("'\u01c5emal'", () -> call(s("\u01c6emal"), "capitalize"));
        expect("'\u03c3\u03b1\u03c2'", () -> call(s("\u03a3\u0391\u03a3"), "lower"));
        expect("'123Abc'", () -> call(s("123abc"), "title"));
        expect("''", () -> call(s(""), "upper"));
        expect("'A1b2'", () -> call(s("a1b2"), "capitalize"));
        expect("True", () -> call(s("123"), "isdigit"));
        expect("True", () -> call(s("\262"), "isdigit"));
        expect("False", () -> call(s("\262"), "isdecimal"));
        expect("True", () -> call(s("\275"), "isnumeric"));
        expect("False", () -> call(s("\275"), "isdigit"));
        expect("True", () -> call(s("\u0663"), "isdecimal"));
        expect("False", () -> call(s(""), "isdigit"));
        expect("True", () -> call(s("abc"), "isalpha"));
        expect("False", () -> call(s("abc1"), "isalpha"));
        expect("True", () -> call(s("abc1"), "isalnum"));
        expect("False", () -> call(s("ab c"), "isalnum"));
        expect("True", () -> call(s("\351"), "isalpha"));
        expect("True", () -> call(s(" \011\012"), "isspace"));
        expect("True", () -> call(s("\240"), "isspace"));
        expect("True", () -> call(s("\034"), "isspace"));
        expect("False", () -> call(s(""), "isspace"));
        expect("False", () -> call(s(" a"), "isspace"));
        expect("True", () -> call(s("ABC"), "isupper"));
        expect("False", () -> call(s("AbC"), "isupper"));
        expect("False", () -> call(s("123"), "isupper"));
        expect("True", () -> call(s("A1"), "isupper"));
        expect("True", () -> call(s("abc"), "islower"));
        expect("True", () -> call(s("abc1"), "islower"));
        expect("True", () -> call(s("Hello World"), "istitle"));
        expect("False", () -> call(s("Hello world"), "istitle"));
        expect("False", () -> call(s("HEllo"), "istitle"));
        expect("False", () -> call(s(""), "istitle"));
        expect("True", () -> call(s("A1 B2"), "istitle"));
        expect("True", () -> call(s("abc_1"), "isidentifier"));
        expect("False", () -> call(s("1abc"), "isidentifier"));
        expect("True", () -> call(s("_"), "isidentifier"));
        expect("False", () -> call(s("a-b"), "isidentifier"));
        expect("False", () -> call(s(""), "isidentifier"));
        expect("True", () -> call(s("\351t\351"), "isidentifier"));
        expect("True", () -> call(s("abc"), "isascii"));
        expect("False", () -> call(s("\351"), "isascii"));
        expect("True", () -> call(s(""), "isascii"));
        expect("False", () -> call(s("abc\012"), "isprintable"));
        expect("True", () -> call(s("abc"), "isprintable"));
        expect("True", () -> call(s(""), "isprintable"));
        expect("TypeError: str.upper() takes no arguments (1 given)", () -> call(s("abc"), "upper", i(1L)));
    }

    @Test
    void padding() {
        expect("' abc  '", () -> call(s("abc"), "center", i(6L)));
        expect("'   ab  '", () -> call(s("ab"), "center", i(7L)));
        expect("'**abc***'", () -> call(s("abc"), "center", i(8L), s("*")));
        expect("'abc'", () -> call(s("abc"), "center", i(2L)));
        expect("TypeError: The fill character must be exactly one character long", () -> call(s("abc"), "center", i(6L), s("xy")));
        expect("TypeError: The fill character must be a unicode character, not int", () -> call(s("abc"), "center", i(6L), i(1L)));
        expect("'abc   '", () -> call(s("abc"), "ljust", i(6L)));
        expect("'abc...'", () -> call(s("abc"), "ljust", i(6L), s(".")));
        expect("'   abc'", () -> call(s("abc"), "rjust", i(6L)));
        expect("'000abc'", () -> call(s("abc"), "rjust", i(6L), s("0")));
        expect("'  \351  '", () -> call(s("\351"), "center", i(5L)));
        expect("TypeError: center expected at least 1 argument, got 0", () -> call(s("abc"), "center"));
        expect("'-00042'", () -> call(s("-42"), "zfill", i(6L)));
        expect("'+0004'", () -> call(s("+4"), "zfill", i(5L)));
        expect("'abc'", () -> call(s("abc"), "zfill", i(2L)));
        expect("'00042'", () -> call(s("42"), "zfill", i(5L)));
        expect("'000'", () -> call(s(""), "zfill", i(3L)));
        expect("'-00'", () -> call(s("-"), "zfill", i(3L)));
        expect("'a       bc      d'", () -> call(s("a\011bc\011d"), "expandtabs"));
        expect("'a   b\\nc   d'", () -> call(s("a\011b\012c\011d"), "expandtabs", i(4L)));
        expect("''", () -> call(s("\011"), "expandtabs", i(0L)));
        expect("'ab c'", () -> callKw(s("ab\011c"), "expandtabs", kw("tabsize"), i(3L)));
        expect("'12345678        x'", () -> call(s("12345678\011x"), "expandtabs"));
    }

    @Test
    void translateAndFormat() {
        expect("'xxd'", () -> call(s("abc"), "translate", d(i(97L), None, i(98L), s("xx"), i(99L), i(100L))));
        expect("TypeError: character mapping must return integer, None or str", () -> call(s("abc"), "translate", d(i(97L), f(1.5))));
        expect("'abc'", () -> call(s("abc"), "translate", d()));
        expect("'heLLo'", () -> call(s("hello"), "translate", d(i(108L), s("L"))));
        expect("'abc'", () -> call(s("abc"), "translate", l()));
        expect("'abc'", () -> call(s("abc"), "format_map", d(s("a"), i(1L))));
        expect("'1-x'", () -> call(s("{a}-{b}"), "format_map", d(s("a"), i(1L), s("b"), s("x"))));
        expect("ValueError: Format string contains positional fields", () -> call(s("{}"), "format_map", d(s("a"), i(2L))));
        expect("KeyError: 'a'", () -> call(s("{a}"), "format_map", d()));
        expect("TypeError: encode() takes at most 2 arguments (3 given)", () -> call(s("abc"), "encode", i(1L), i(2L), i(3L)));
    }

    @Test
    void sequenceProtocol() {
        expect("'a'", () -> call(s("abc"), "__getitem__", i(0L)));
        expect("'c'", () -> call(s("abc"), "__getitem__", i(-1L)));
        expect("IndexError: string index out of range", () -> call(s("abc"), "__getitem__", i(3L)));
        expect("IndexError: string index out of range", () -> call(s("abc"), "__getitem__", i(-4L)));
        expect("TypeError: string indices must be integers, not 'str'", () -> call(s("abc"), "__getitem__", s("a")));
        expect("'b'", () -> call(s("abc"), "__getitem__", True));
        expect("3", () -> call(s("abc"), "__len__"));
        expect("3", () -> call(s("a\ud83d\ude00b"), "__len__"));
        expect("'\ud83d\ude00'", () -> call(s("a\ud83d\ude00b"), "__getitem__", i(1L)));
        expect("'b'", () -> call(s("a\ud83d\ude00b"), "__getitem__", i(-1L)));
        expect("True", () -> call(s("abc"), "__contains__", s("bc")));
        expect("True", () -> call(s("abc"), "__contains__", s("")));
        expect("TypeError: 'in <string>' requires string as left operand, not int", () -> call(s("abc"), "__contains__", i(1L)));
        expect("'abcd'", () -> call(s("ab"), "__add__", s("cd")));
        expect("TypeError: can only concatenate str (not \"int\") to str", () -> call(s("ab"), "__add__", i(1L)));
        expect("'ababab'", () -> call(s("ab"), "__mul__", i(3L)));
        expect("''", () -> call(s("ab"), "__mul__", i(-1L)));
        expect("''", () -> call(s("ab"), "__mul__", i(0L)));
        expect("'abab'", () -> call(s("ab"), "__rmul__", i(2L)));
        expect("'ab'", () -> call(s("ab"), "__mul__", True));
        expect("True", () -> call(s("abc"), "__lt__", s("abd")));
        expect("False", () -> call(s("abc"), "__lt__", s("ab")));
        expect("True", () -> call(s("b"), "__gt__", s("abc")));
        expect("True", () -> call(s("abc"), "__eq__", s("abc")));
        expect("NotImplemented", () -> call(s("abc"), "__eq__", i(1L)));
        expect("NotImplemented", () -> call(s("abc"), "__lt__", i(1L)));
        expect("True", () -> call(s("\ud83d\ude00"), "__gt__", s("\uffff")));
        expect("True", () -> call(s("abc"), "__ne__", s("abd")));
        expect("True", () -> call(s("abc"), "__le__", s("abc")));
        expect("False", () -> call(s("abc"), "__ge__", s("abd")));
    }
}
