package io.frameweave.interpreter.builtins;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Builtins used by guest programs run through the command line; expected output is CPython 3.11's. */
class BuiltinsProgramTest {

    @Test
    void inputReadsLinesAndRaisesEofError() {
        GuestPrograms.Result r = GuestPrograms.run(String.join("\n",
                "a = input('name? ')",
                "b = input()",
                "print(repr(a), repr(b))",
                "try:",
                "    input()",
                "except EOFError as e:",
                "    print('EOF:', e)",
                ""), "ann\nbob\n");
        assertEquals("name? 'ann' 'bob'\nEOF: EOF when reading a line\n", r.out(), r.err());
    }

    @Test
    void evalExecAndScopes() {
        GuestPrograms.Result r = GuestPrograms.run(String.join("\n",
                "def f():",
                "    x = 1",
                "    return sorted(locals().items())",
                "print(f(), eval('1 + 2'), eval('x * 2', {'x': 5}))",
                "exec('y = 10')",
                "g = {}",
                "exec(compile('z = 3', '<s>', 'exec'), g)",
                "print(y, g['z'], '__builtins__' in g, __name__)",
                "print(type(enumerate([])), type(zip()), type(map(str, [])), isinstance(range(3), range))",
                ""), "");
        assertEquals("[('x', 1)] 3 10\n10 3 True __main__\n"
                + "<class 'enumerate'> <class 'zip'> <class 'map'> True\n", r.out(), r.err());
    }

    @Test
    void sysExitAndStderr() {
        GuestPrograms.Result r = GuestPrograms.run(String.join("\n",
                "import sys",
                "print('to err', file=sys.stderr)",
                "n = sys.stdout.write('w\\n')",
                "print(n)",
                "sys.exit(3)",
                ""), "");
        assertEquals("w\n2\n", r.out());
        assertEquals("to err\n", r.err());
        assertEquals(3, r.exit());
    }
}
