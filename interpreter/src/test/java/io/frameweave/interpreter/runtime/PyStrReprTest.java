package io.frameweave.interpreter.runtime;

import static io.frameweave.interpreter.runtime.ContainerFixtures.*;

import org.junit.jupiter.api.Test;

/**
 * {@code repr()} of strs: quote choice, escapes of backslash, quotes and control characters, and the
 * hex escape forms of non-printable characters, as CPython 3.11 writes them.
 * Generated from cases run under python3.11; the expected texts are its output.
 */
class PyStrReprTest {

    @Test
    void reprMatchesCPython() {
        expect("\"''\"", () -> call(s(""), "__repr__"));
        expect("\"'abc'\"", () -> call(s("abc"), "__repr__"));
        expect("'\"it\\'s\"'", () -> call(s("it's"), "__repr__"));
        expect("'\\'say \"hi\"\\''", () -> call(s("say \"hi\""), "__repr__"));
        expect("'\\'both \\\\\\' and \"\\''", () -> call(s("both ' and \""), "__repr__"));
        expect("\"'tab\\\\there'\"", () -> call(s("tab\011here"), "__repr__"));
        expect("\"'new\\\\nline'\"", () -> call(s("new\012line"), "__repr__"));
        expect("\"'cr\\\\rx'\"", () -> call(s("cr\015x"), "__repr__"));
        expect("\"'back\\\\\\\\slash'\"", () -> call(s("back\\slash"), "__repr__"));
        expect("\"'\\\\x07bell'\"", () -> call(s("\007bell"), "__repr__"));
        expect("\"'\\\\x00\\\\x1f\\\\x7f'\"", () -> call(s("\000\037\177"), "__repr__"));
        expect("\"'\\\\x80\\\\x9f\\\\xa0\\\\xad'\"", () -> call(s("\200\237\240\255"), "__repr__"));
        expect("\"'\351'\"", () -> call(s("\351"), "__repr__"));
        expect("\"'\374 \361'\"", () -> call(s("\374 \361"), "__repr__"));
        expect("\"'\\\\u200b'\"", () -> call(s("\u200b"), "__repr__"));
        expect("\"'\\\\u2028\\\\u2029'\"", () -> call(s("\u2028\u2029"), "__repr__"));
        expect("\"'\\\\ufeff'\"", () -> call(s("\ufeff"), "__repr__"));
        expect("\"'\ud83d\ude00'\"", () -> call(s("\ud83d\ude00"), "__repr__"));
        expect("\"'\\\\U000e0001'\"", () -> call(s("\udb40\udc01"), "__repr__"));
        expect("\"'\\\\ud800'\"", () -> call(s("\ud800"), "__repr__"));
        expect("\"'x\\\\udfffy'\"", () -> call(s("x\udfffy"), "__repr__"));
        expect("\"'\u4e2d\u6587'\"", () -> call(s("\u4e2d\u6587"), "__repr__"));
        expect("\"'\u0301'\"", () -> call(s("\u0301"), "__repr__"));
        expect("\"'\\\\U0010ffff'\"", () -> call(s("\udbff\udfff"), "__repr__"));
        expect("\"'\\\\uffff'\"", () -> call(s("\uffff"), "__repr__"));
        expect("\"'\\\\x85'\"", () -> call(s("\205"), "__repr__"));
        expect("\"' '\"", () -> call(s(" "), "__repr__"));
        expect("\"'\\\\u3000'\"", () -> call(s("\u3000"), "__repr__"));
        expect("'\"\\'\"'", () -> call(s("'"), "__repr__"));
        expect("'\\'\"\\''", () -> call(s("\""), "__repr__"));
        expect("\"'\\\\\\\\'\"", () -> call(s("\\"), "__repr__"));
    }
}
