package io.frameweave.interpreter.compiler;

import org.junit.jupiter.api.Test;

import static io.frameweave.interpreter.compiler.CompilerTestSupport.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Generators: RETURN_GENERATOR, YIELD_VALUE/RESUME, yield from (SEND, JUMP_BACKWARD_NO_INTERRUPT), generator expressions. Expected sequences are CPython 3.11's ({@code python3.11 -m dis}) in our compact form. */
class CompilerGeneratorTest {

    @Test
    void simpleGenerator() {
        String src = ""
                + "def g():\n"
                + "    yield 1\n"
                + "    x = yield\n"
                + "    return x\n";
        assertEquals("RETURN_GENERATOR; POP_TOP; RESUME 0; LOAD_CONST 1; YIELD_VALUE; RESUME 1; POP_TOP; LOAD_CONST None; YIELD_VALUE; RESUME 1; STORE_FAST x; LOAD_FAST x; RETURN_VALUE",
                ops(src, "g"));
    }

    @Test
    void yieldFrom() {
        String src = ""
                + "def g(a):\n"
                + "    x = yield from a\n"
                + "    return x\n";
        assertEquals("RETURN_GENERATOR; POP_TOP; RESUME 0; LOAD_FAST a; GET_YIELD_FROM_ITER; LOAD_CONST None; SEND 10; YIELD_VALUE; RESUME 2; JUMP_BACKWARD_NO_INTERRUPT 6; STORE_FAST x; LOAD_FAST x; RETURN_VALUE",
                ops(src, "g"));
    }

    @Test
    void generatorExpression() {
        String src = ""
                + "def f(xs):\n"
                + "    return (x * 2 for x in xs)\n";
        assertEquals("RETURN_GENERATOR; POP_TOP; RESUME 0; LOAD_FAST .0; FOR_ITER 13; STORE_FAST x; LOAD_FAST x; LOAD_CONST 2; BINARY_OP *; YIELD_VALUE; RESUME 1; POP_TOP; JUMP_BACKWARD 4; LOAD_CONST None; RETURN_VALUE",
                ops(src, "<genexpr>"));
    }

    @Test
    void generatorWithTry() {
        String src = ""
                + "def gen(n):\n"
                + "    for i in range(n):\n"
                + "        try:\n"
                + "            yield i\n"
                + "        except GeneratorExit:\n"
                + "            return\n";
        assertEquals("RETURN_GENERATOR; POP_TOP; RESUME 0; LOAD_GLOBAL NULL+range; LOAD_FAST n; CALL 1; GET_ITER; FOR_ITER 28; STORE_FAST i; NOP; LOAD_FAST i; YIELD_VALUE; RESUME 1; POP_TOP; JUMP_BACKWARD 7; PUSH_EXC_INFO; LOAD_GLOBAL GeneratorExit; CHECK_EXC_MATCH; POP_JUMP_IF_FALSE 24; POP_TOP; POP_EXCEPT; POP_TOP; LOAD_CONST None; RETURN_VALUE; RERAISE 0; COPY 3; POP_EXCEPT; RERAISE 1; LOAD_CONST None; RETURN_VALUE",
                ops(src, "gen"));
        assertEquals("10-14->15[1], 15-20->25[2] lasti, 24-25->25[2] lasti", exceptionTable(src, "gen"));
    }

    @Test
    void generatorWithClosure() {
        String src = ""
                + "def gen(n):\n"
                + "    def inner():\n"
                + "        return n\n"
                + "    yield inner\n";
        assertEquals("MAKE_CELL n; RETURN_GENERATOR; POP_TOP; RESUME 0; LOAD_CLOSURE n; BUILD_TUPLE 1; LOAD_CONST <code inner>; MAKE_FUNCTION 8; STORE_FAST inner; LOAD_FAST inner; YIELD_VALUE; RESUME 1; POP_TOP; LOAD_CONST None; RETURN_VALUE",
                ops(src, "gen"));
    }
}
