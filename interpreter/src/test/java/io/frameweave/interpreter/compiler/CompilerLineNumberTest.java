package io.frameweave.interpreter.compiler;

import org.junit.jupiter.api.Test;

import static io.frameweave.interpreter.compiler.CompilerTestSupport.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The line of every instruction, as CPython 3.11 assigns them (what sys.settrace line events follow). Expected sequences are CPython 3.11's ({@code python3.11 -m dis}) in our compact form. */
class CompilerLineNumberTest {

    @Test
    void forLoopLines() {
        String src = ""
                + "def f(a):\n"
                + "    for i in range(10):\n"
                + "        if i:\n"
                + "            continue\n"
                + "        elif a:\n"
                + "            break\n"
                + "    else:\n"
                + "        pass\n"
                + "    return a\n";
        assertEquals("1:RESUME 0; 2:LOAD_GLOBAL NULL+range; 2:LOAD_CONST 10; 2:CALL 1; 2:GET_ITER; 2:FOR_ITER 15; 2:STORE_FAST i; 3:LOAD_FAST i; 3:POP_JUMP_IF_FALSE 10; 4:JUMP_BACKWARD 5; 5:LOAD_FAST a; 5:POP_JUMP_IF_FALSE 14; 6:POP_TOP; 6:JUMP_FORWARD 16; 5:JUMP_BACKWARD 5; 8:NOP; 9:LOAD_FAST a; 9:RETURN_VALUE",
                lines(src, "f"));
    }

    @Test
    void whileLoopLines() {
        String src = ""
                + "def f(n):\n"
                + "    total = 0\n"
                + "    i = 0\n"
                + "    while i < n:\n"
                + "        if i % 2 == 0:\n"
                + "            total += i\n"
                + "        else:\n"
                + "            total -= 1\n"
                + "        i += 1\n"
                + "    return total\n";
        assertEquals("1:RESUME 0; 2:LOAD_CONST 0; 2:STORE_FAST total; 3:LOAD_CONST 0; 3:STORE_FAST i; 4:LOAD_FAST i; 4:LOAD_FAST n; 4:COMPARE_OP <; 4:POP_JUMP_IF_FALSE 32; 5:LOAD_FAST i; 5:LOAD_CONST 2; 5:BINARY_OP %; 5:LOAD_CONST 0; 5:COMPARE_OP ==; 5:POP_JUMP_IF_FALSE 20; 6:LOAD_FAST total; 6:LOAD_FAST i; 6:BINARY_OP +=; 6:STORE_FAST total; 6:JUMP_FORWARD 24; 8:LOAD_FAST total; 8:LOAD_CONST 1; 8:BINARY_OP -=; 8:STORE_FAST total; 9:LOAD_FAST i; 9:LOAD_CONST 1; 9:BINARY_OP +=; 9:STORE_FAST i; 4:LOAD_FAST i; 4:LOAD_FAST n; 4:COMPARE_OP <; 4:POP_JUMP_IF_TRUE 9; 10:LOAD_FAST total; 10:RETURN_VALUE",
                lines(src, "f"));
    }

    @Test
    void tryExceptLines() {
        String src = ""
                + "def f(a):\n"
                + "    try:\n"
                + "        a()\n"
                + "    except ValueError as e:\n"
                + "        print(e)\n"
                + "    finally:\n"
                + "        a = 3\n";
        assertEquals("1:RESUME 0; 2:NOP; 3:PUSH_NULL; 3:LOAD_FAST a; 3:CALL 0; 3:POP_TOP; 3:JUMP_FORWARD 29; -:PUSH_EXC_INFO; 4:LOAD_GLOBAL ValueError; 4:CHECK_EXC_MATCH; 4:POP_JUMP_IF_FALSE 25; 4:STORE_FAST e; 5:LOAD_GLOBAL NULL+print; 5:LOAD_FAST e; 5:CALL 1; 5:POP_TOP; 5:POP_EXCEPT; 5:LOAD_CONST None; 5:STORE_FAST e; 5:DELETE_FAST e; 5:JUMP_FORWARD 29; -:LOAD_CONST None; -:STORE_FAST e; -:DELETE_FAST e; -:RERAISE 1; 4:RERAISE 0; -:COPY 3; -:POP_EXCEPT; -:RERAISE 1; 7:LOAD_CONST 3; 7:STORE_FAST a; 7:LOAD_CONST None; 7:RETURN_VALUE; -:PUSH_EXC_INFO; 7:LOAD_CONST 3; 7:STORE_FAST a; 7:RERAISE 0; 7:COPY 3; 7:POP_EXCEPT; 7:RERAISE 1",
                lines(src, "f"));
    }

    @Test
    void withLines() {
        String src = ""
                + "def f(a):\n"
                + "    with a as b:\n"
                + "        b()\n"
                + "    return 1\n";
        assertEquals("1:RESUME 0; 2:LOAD_FAST a; 2:BEFORE_WITH; 2:STORE_FAST b; 3:PUSH_NULL; 3:LOAD_FAST b; 3:CALL 0; 3:POP_TOP; 2:LOAD_CONST None; 2:LOAD_CONST None; 2:LOAD_CONST None; 2:CALL 2; 2:POP_TOP; 2:JUMP_FORWARD 25; 2:PUSH_EXC_INFO; 2:WITH_EXCEPT_START; 2:POP_JUMP_IF_TRUE 21; 2:RERAISE 2; -:COPY 3; -:POP_EXCEPT; -:RERAISE 1; 2:POP_TOP; 2:POP_EXCEPT; 2:POP_TOP; 2:POP_TOP; 4:LOAD_CONST 1; 4:RETURN_VALUE",
                lines(src, "f"));
    }

    @Test
    void multiLineCall() {
        String src = ""
                + "def f(a):\n"
                + "    return a.b(\n"
                + "        1,\n"
                + "        2)\n";
        assertEquals("1:RESUME 0; 2:LOAD_FAST a; 2:LOAD_METHOD b; 3:LOAD_CONST 1; 4:LOAD_CONST 2; 2:CALL 2; 2:RETURN_VALUE",
                lines(src, "f"));
    }

    @Test
    void moduleLines() {
        String src = ""
                + "x = 1\n"
                + "if x:\n"
                + "    y = 2\n"
                + "else:\n"
                + "    y = 3\n";
        assertEquals("0:RESUME 0; 1:LOAD_CONST 1; 1:STORE_NAME x; 2:LOAD_NAME x; 2:POP_JUMP_IF_FALSE 9; 3:LOAD_CONST 2; 3:STORE_NAME y; 3:LOAD_CONST None; 3:RETURN_VALUE; 5:LOAD_CONST 3; 5:STORE_NAME y; 5:LOAD_CONST None; 5:RETURN_VALUE",
                lines(src, "<module>"));
    }

    @Test
    void returnExitsGetLines() {
        String src = ""
                + "def f(a):\n"
                + "    if a:\n"
                + "        a = 1\n"
                + "    else:\n"
                + "        a = 2\n";
        assertEquals("1:RESUME 0; 2:LOAD_FAST a; 2:POP_JUMP_IF_FALSE 7; 3:LOAD_CONST 1; 3:STORE_FAST a; 3:LOAD_CONST None; 3:RETURN_VALUE; 5:LOAD_CONST 2; 5:STORE_FAST a; 5:LOAD_CONST None; 5:RETURN_VALUE",
                lines(src, "f"));
    }

    @Test
    void generatorLines() {
        String src = ""
                + "def g(x):\n"
                + "    for i in x:\n"
                + "        yield i\n";
        assertEquals("1:RETURN_GENERATOR; 1:POP_TOP; 1:RESUME 0; 2:LOAD_FAST x; 2:GET_ITER; 2:FOR_ITER 12; 2:STORE_FAST i; 3:LOAD_FAST i; 3:YIELD_VALUE; 3:RESUME 1; 3:POP_TOP; 3:JUMP_BACKWARD 5; 2:LOAD_CONST None; 2:RETURN_VALUE",
                lines(src, "g"));
    }
}
