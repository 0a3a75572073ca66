package io.frameweave.interpreter.compiler;

import org.junit.jupiter.api.Test;

import static io.frameweave.interpreter.compiler.CompilerTestSupport.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Code generation for expressions, assignments and calls. Expected sequences are CPython 3.11's ({@code python3.11 -m dis}) in our compact form. */
class CompilerExpressionTest {

    @Test
    void constantsAndUnaryMinusFold() {
        String src = ""
                + "x = -1\n"
                + "y = (1, 2, -3.5)\n"
                + "z = not 1\n";
        assertEquals("RESUME 0; LOAD_CONST -1; STORE_NAME x; LOAD_CONST (1, 2, -3.5); STORE_NAME y; LOAD_CONST False; STORE_NAME z; LOAD_CONST None; RETURN_VALUE",
                ops(src, "<module>"));
    }

    @Test
    void binaryOperatorsAndCompare() {
        String src = ""
                + "def f(x, y):\n"
                + "    return x + y * 2 < x ** y\n";
        assertEquals("RESUME 0; LOAD_FAST x; LOAD_FAST y; LOAD_CONST 2; BINARY_OP *; BINARY_OP +; LOAD_FAST x; LOAD_FAST y; BINARY_OP **; COMPARE_OP <; RETURN_VALUE",
                ops(src, "f"));
    }

    @Test
    void chainedComparison() {
        String src = ""
                + "def f(a, b, c):\n"
                + "    return a < b <= c\n";
        assertEquals("RESUME 0; LOAD_FAST a; LOAD_FAST b; SWAP 2; COPY 2; COMPARE_OP <; JUMP_IF_FALSE_OR_POP 10; LOAD_FAST c; COMPARE_OP <=; JUMP_FORWARD 12; SWAP 2; POP_TOP; RETURN_VALUE",
                ops(src, "f"));
    }

    @Test
    void boolOpsAndConditional() {
        String src = ""
                + "def f(a, b, c):\n"
                + "    return (a and b or c) if a else not b\n";
        assertEquals("RESUME 0; LOAD_FAST a; POP_JUMP_IF_FALSE 9; LOAD_FAST a; POP_JUMP_IF_FALSE 7; LOAD_FAST b; JUMP_IF_TRUE_OR_POP 8; LOAD_FAST c; JUMP_FORWARD 11; LOAD_FAST b; UNARY_NOT; RETURN_VALUE",
                ops(src, "f"));
    }

    @Test
    void methodCallWithKeywords() {
        String src = ""
                + "def f(a, c):\n"
                + "    return a.b(c, d=1)\n";
        assertEquals("RESUME 0; LOAD_FAST a; LOAD_METHOD b; LOAD_FAST c; LOAD_CONST 1; KW_NAMES ('d',); CALL 2; RETURN_VALUE",
                ops(src, "f"));
    }

    @Test
    void starredCallUsesCallFunctionEx() {
        String src = ""
                + "f(1, *a, x=2, **k)\n"
                + "g(*a)\n";
        assertEquals("RESUME 0; PUSH_NULL; LOAD_NAME f; LOAD_CONST 1; BUILD_LIST 1; LOAD_NAME a; LIST_EXTEND 1; LIST_TO_TUPLE; LOAD_CONST 'x'; LOAD_CONST 2; BUILD_MAP 1; LOAD_NAME k; DICT_MERGE 1; CALL_FUNCTION_EX 1; POP_TOP; PUSH_NULL; LOAD_NAME g; LOAD_NAME a; CALL_FUNCTION_EX 0; POP_TOP; LOAD_CONST None; RETURN_VALUE",
                ops(src, "<module>"));
    }

    @Test
    void importedModuleAttributeCallIsNotMethodCall() {
        String src = ""
                + "import math\n"
                + "math.sqrt(2)\n";
        assertEquals("RESUME 0; LOAD_CONST 0; LOAD_CONST None; IMPORT_NAME math; STORE_NAME math; PUSH_NULL; LOAD_NAME math; LOAD_ATTR sqrt; LOAD_CONST 2; CALL 1; POP_TOP; LOAD_CONST None; RETURN_VALUE",
                ops(src, "<module>"));
    }

    @Test
    void displays() {
        String src = ""
                + "a = [1, 2, 3]\n"
                + "b = [x, *y]\n"
                + "c = {\"a\": 1, \"b\": 2}\n"
                + "d = {**c, \"e\": 3}\n"
                + "e = (x, y)\n";
        assertEquals("RESUME 0; BUILD_LIST 0; LOAD_CONST (1, 2, 3); LIST_EXTEND 1; STORE_NAME a; LOAD_NAME x; BUILD_LIST 1; LOAD_NAME y; LIST_EXTEND 1; STORE_NAME b; LOAD_CONST 1; LOAD_CONST 2; LOAD_CONST ('a', 'b'); BUILD_CONST_KEY_MAP 2; STORE_NAME c; BUILD_MAP 0; LOAD_NAME c; DICT_UPDATE 1; LOAD_CONST 'e'; LOAD_CONST 3; BUILD_MAP 1; DICT_UPDATE 1; STORE_NAME d; LOAD_NAME x; LOAD_NAME y; BUILD_TUPLE 2; STORE_NAME e; LOAD_CONST None; RETURN_VALUE",
                ops(src, "<module>"));
    }

    @Test
    void subscriptsAndSlices() {
        String src = ""
                + "r = a.b[1:2]\n"
                + "q = a[1:2:3]\n"
                + "a[i] = v\n"
                + "del a[i], b.c\n";
        assertEquals("RESUME 0; LOAD_NAME a; LOAD_ATTR b; LOAD_CONST 1; LOAD_CONST 2; BUILD_SLICE 2; BINARY_SUBSCR; STORE_NAME r; LOAD_NAME a; LOAD_CONST 1; LOAD_CONST 2; LOAD_CONST 3; BUILD_SLICE 3; BINARY_SUBSCR; STORE_NAME q; LOAD_NAME v; LOAD_NAME a; LOAD_NAME i; STORE_SUBSCR; LOAD_NAME a; LOAD_NAME i; DELETE_SUBSCR; LOAD_NAME b; DELETE_ATTR c; LOAD_CONST None; RETURN_VALUE",
                ops(src, "<module>"));
    }

    @Test
    void augmentedAssignment() {
        String src = ""
                + "a[1] += 2\n"
                + "a.b -= 1\n"
                + "x *= 3\n";
        assertEquals("RESUME 0; LOAD_NAME a; LOAD_CONST 1; COPY 2; COPY 2; BINARY_SUBSCR; LOAD_CONST 2; BINARY_OP +=; SWAP 3; SWAP 2; STORE_SUBSCR; LOAD_NAME a; COPY 1; LOAD_ATTR b; LOAD_CONST 1; BINARY_OP -=; SWAP 2; STORE_ATTR b; LOAD_NAME x; LOAD_CONST 3; BINARY_OP *=; STORE_NAME x; LOAD_CONST None; RETURN_VALUE",
                ops(src, "<module>"));
    }

    @Test
    void unpacking() {
        String src = ""
                + "a, b = b, a\n"
                + "a, *b, c = q\n"
                + "(a, (b, c)) = q\n";
        assertEquals("RESUME 0; LOAD_NAME b; LOAD_NAME a; SWAP 2; STORE_NAME a; STORE_NAME b; LOAD_NAME q; UNPACK_EX 257; STORE_NAME a; STORE_NAME b; STORE_NAME c; LOAD_NAME q; UNPACK_SEQUENCE 2; STORE_NAME a; UNPACK_SEQUENCE 2; STORE_NAME b; STORE_NAME c; LOAD_CONST None; RETURN_VALUE",
                ops(src, "<module>"));
    }

    @Test
    void swapOfLocalsIsStatic() {
        String src = ""
                + "def f(a, b):\n"
                + "    a, b = b, a\n"
                + "    return a\n";
        assertEquals("RESUME 0; LOAD_FAST b; LOAD_FAST a; STORE_FAST b; STORE_FAST a; LOAD_FAST a; RETURN_VALUE",
                ops(src, "f"));
    }

    @Test
    void fStrings() {
        String src = ""
                + "def f(x, w):\n"
                + "    return f\"{x!r:>{w}} and {x}\", f\"{x}\"\n";
        assertEquals("RESUME 0; LOAD_FAST x; LOAD_CONST '>'; LOAD_FAST w; FORMAT_VALUE 0; BUILD_STRING 2; FORMAT_VALUE 6; LOAD_CONST ' and '; LOAD_FAST x; FORMAT_VALUE 0; BUILD_STRING 3; LOAD_FAST x; FORMAT_VALUE 0; BUILD_TUPLE 2; RETURN_VALUE",
                ops(src, "f"));
    }

    @Test
    void walrus() {
        String src = ""
                + "def f(xs):\n"
                + "    if (n := len(xs)) > 10:\n"
                + "        return n\n";
        assertEquals("RESUME 0; LOAD_GLOBAL NULL+len; LOAD_FAST xs; CALL 1; COPY 1; STORE_FAST n; LOAD_CONST 10; COMPARE_OP >; POP_JUMP_IF_FALSE 11; LOAD_FAST n; RETURN_VALUE; LOAD_CONST None; RETURN_VALUE",
                ops(src, "f"));
    }

    @Test
    void lambdaWithDefaults() {
        String src = ""
                + "g = lambda x, y=1, *, z=2: x + y\n";
        assertEquals("RESUME 0; LOAD_CONST (1,); LOAD_CONST 2; LOAD_CONST ('z',); BUILD_CONST_KEY_MAP 1; LOAD_CONST <code <lambda>>; MAKE_FUNCTION 3; STORE_NAME g; LOAD_CONST None; RETURN_VALUE",
                ops(src, "<module>"));
    }

    @Test
    void lambdaBody() {
        String src = ""
                + "g = lambda x: x\n";
        assertEquals("RESUME 0; LOAD_FAST x; RETURN_VALUE",
                ops(src, "<lambda>"));
    }

    @Test
    void isNoneBecomesPopJumpIfNone() {
        String src = ""
                + "def f(x):\n"
                + "    if x is None:\n"
                + "        return 1\n"
                + "    return 2\n";
        assertEquals("RESUME 0; LOAD_FAST x; POP_JUMP_IF_NOT_NONE 5; LOAD_CONST 1; RETURN_VALUE; LOAD_CONST 2; RETURN_VALUE",
                ops(src, "f"));
    }

    @Test
    void annotations() {
        String src = ""
                + "x: int = 1\n"
                + "y: str\n";
        assertEquals("RESUME 0; SETUP_ANNOTATIONS; LOAD_CONST 1; STORE_NAME x; LOAD_NAME int; LOAD_NAME __annotations__; LOAD_CONST 'x'; STORE_SUBSCR; LOAD_NAME str; LOAD_NAME __annotations__; LOAD_CONST 'y'; STORE_SUBSCR; LOAD_CONST None; RETURN_VALUE",
                ops(src, "<module>"));
    }
}
