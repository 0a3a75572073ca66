package io.frameweave.interpreter.runtime;

import static io.frameweave.interpreter.runtime.ContainerFixtures.*;

import org.junit.jupiter.api.Test;

/**
 * {@code str.format}: automatic and manual numbering, attributes and items in field names, conversions,
 * nested specs, brace escapes, and CPython's errors.
 * Generated from cases run under python3.11; the expected texts are its output.
 */
class StrFormatTest {

    @Test
    void formatFields() {
        expect("ValueError: cannot switch from automatic field numbering to manual field specification", () -> call(s("{} {1}"), "format", i(1L), i(2L)));
        expect("ValueError: cannot switch from manual field specification to automatic field numbering", () -> call(s("{1} {}"), "format", i(1L), i(2L)));
        expect("IndexError: Replacement index 1 out of range for positional args tuple", () -> call(s("{1}"), "format", i(1L)));
        expect("KeyError: 'a'", () -> call(s("{a}"), "format", i(1L)));
        expect("ValueError: Single '}' encountered in format string", () -> call(s("}"), "format"));
        expect("ValueError: Single '{' encountered in format string", () -> call(s("{"), "format"));
        expect("ValueError: expected '}' before end of string", () -> call(s("{0"), "format", i(1L)));
        expect("'1'", () -> call(s("{!r}"), "format", i(1L)));
        expect("ValueError: Unknown conversion specifier x", () -> call(s("{!x}"), "format", i(1L)));
        expect("ValueError: unmatched '{' in format spec", () -> call(s("{!r"), "format", i(1L)));
        expect("ValueError: expected ':' after conversion specifier", () -> call(s("{!rx}"), "format", i(1L)));
        expect("ValueError: Empty attribute in format string", () -> call(s("{0.}"), "format", i(1L)));
        expect("ValueError: expected '}' before end of string", () -> call(s("{0[}"), "format", i(1L)));
        expect("'5'", () -> call(s("{0[a]}"), "format", d(s("a"), i(5L))));
        expect("'8'", () -> call(s("{0[1]}"), "format", l(i(7L), i(8L))));
        expect("'5'", () -> call(s("{0.real}"), "format", i(5L)));
        expect("'a    '", () -> call(s("{:{}}"), "format", s("a"), i(5L)));
        expect("'      3.14'", () -> callKw(s("{:{w}.{p}f}"), "format", kw("w", "p"), f(3.14159), i(10L), i(2L)));
        expect("'{} {1}'", () -> call(s("{{}} {{{0}}}"), "format", i(1L)));
        expect("'   ab'", () -> call(s("{0!s:>5}"), "format", s("ab")));
        expect("ValueError: Max string recursion exceeded", () -> call(s("{:{:{}}}"), "format", i(1L), i(2L), i(3L)));
        expect("'1'", () -> call(s("{0:}"), "format", i(1L)));
        expect("KeyError: '0]'", () -> call(s("{0]}"), "format", i(1L)));
        expect("KeyError: ' '", () -> call(s("{ }"), "format", i(1L)));
        expect("KeyError: '-1'", () -> call(s("{-1}"), "format", i(1L)));
        expect("TypeError: list indices must be integers or slices, not str", () -> call(s("{0[-1]}"), "format", l(i(1L), i(2L))));
        expect("'}x{'", () -> call(s("}}x{{"), "format"));
        expect("IndexError: Replacement index 1 out of range for positional args tuple", () -> call(s("{:>{}}"), "format", s("a")));
        expect("'3'", () -> callKw(s("{a[b][c]}"), "format", kw("a"), d(s("b"), d(s("c"), i(3L)))));
        expect("ValueError: Single '}' encountered in format string", () -> call(s("x}y"), "format"));
        expect("IndexError: Replacement index 1 out of range for positional args tuple", () -> call(s("{0}{1}"), "format", i(1L)));
        expect("ValueError: unmatched '{' in format spec", () -> call(s("{!}"), "format", i(1L)));
        expect("ValueError: unmatched '{' in format spec", () -> call(s("{:"), "format", i(1L)));
        expect("KeyError: 'a'", () -> call(s("{0:{a}}"), "format", i(1L)));
        expect("'1 a 2.5'", () -> call(s("{} {} {}"), "format", i(1L), s("a"), f(2.5)));
        expect("'abab'", () -> call(s("{0}{0}"), "format", s("ab")));
        expect("'x!'", () -> callKw(s("{name}!"), "format", kw("name"), s("x")));
        expect("\"   'ab'   \"", () -> call(s("{0!r:^10}"), "format", s("ab")));
        expect("\"'\\\\xe9'\"", () -> call(s("{0!a}"), "format", s("\351")));
        expect("'1,234,567'", () -> call(s("{:,}"), "format", i(1234567L)));
        expect("'-003.142'", () -> call(s("{:08.3f}"), "format", f(-3.14159)));
        expect("'25.000000%'", () -> call(s("{:%}"), "format", f(0.25)));
        expect("'abxxxx'", () -> call(s("{:x<{}}"), "format", s("ab"), i(6L)));
        expect("'1 2'", () -> call(s("{0[0]} {0[1]}"), "format", t(i(1L), i(2L))));
        expect("ValueError: Unknown format code 'd' for object of type 'str'", () -> call(s("{:d}"), "format", s("a")));
        expect("ValueError: Unknown format code 's' for object of type 'int'", () -> call(s("{:s}"), "format", i(1L)));
        expect("'abc'", () -> call(s("{0:.{1}}"), "format", s("abcdef"), i(3L)));
        expect("'0.0'", () -> call(s("{0.imag}"), "format", f(1.5)));
        expect("'y'", () -> call(s("{0[x]}"), "format", d(s("x"), s("y"))));
        expect("'10'", () -> call(s("{0[10]}"), "format", l(i(0L), i(1L), i(2L), i(3L), i(4L), i(5L), i(6L), i(7L), i(8L), i(9L), i(10L), i(11L))));
        expect("''", () -> call(s(""), "format"));
        expect("'no fields'", () -> call(s("no fields"), "format", i(1L)));
        expect("'None'", () -> call(s("{}"), "format", None));
        expect("\"[1, 'a']\"", () -> call(s("{}"), "format", l(i(1L), s("a"))));
        expect("'    1'", () -> call(s("{:>5}"), "format", True));
        expect("'\351    '", () -> call(s("{:5}"), "format", s("\351")));
        expect("'1.234500e+04'", () -> call(s("{:e}"), "format", i(12345L)));
    }
}
