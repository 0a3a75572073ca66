package io.frameweave.interpreter.compiler;

import org.junit.jupiter.api.Test;

import static io.frameweave.interpreter.compiler.CompilerTestSupport.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Code generation for statements and control flow. Expected sequences are CPython 3.11's ({@code python3.11 -m dis}) in our compact form. */
class CompilerControlFlowTest {

    @Test
    void ifElifElse() {
        String src = ""
                + "def f(a):\n"
                + "    if a:\n"
                + "        x = 1\n"
                + "    elif a > 2:\n"
                + "        x = 2\n"
                + "    else:\n"
                + "        x = 3\n"
                + "    return x\n";
        assertEquals("RESUME 0; LOAD_FAST a; POP_JUMP_IF_FALSE 6; LOAD_CONST 1; STORE_FAST x; JUMP_FORWARD 15; LOAD_FAST a; LOAD_CONST 2; COMPARE_OP >; POP_JUMP_IF_FALSE 13; LOAD_CONST 2; STORE_FAST x; JUMP_FORWARD 15; LOAD_CONST 3; STORE_FAST x; LOAD_FAST x; RETURN_VALUE",
                ops(src, "f"));
    }

    @Test
    void forWithBreakContinueElse() {
        String src = ""
                + "def f(a):\n"
                + "    for i in range(10):\n"
                + "        if i:\n"
                + "            continue\n"
                + "        elif a:\n"
                + "            break\n"
                + "    else:\n"
                + "        pass\n";
        assertEquals("RESUME 0; LOAD_GLOBAL NULL+range; LOAD_CONST 10; CALL 1; GET_ITER; FOR_ITER 16; STORE_FAST i; LOAD_FAST i; POP_JUMP_IF_FALSE 10; JUMP_BACKWARD 5; LOAD_FAST a; POP_JUMP_IF_FALSE 15; POP_TOP; LOAD_CONST None; RETURN_VALUE; JUMP_BACKWARD 5; LOAD_CONST None; RETURN_VALUE",
                ops(src, "f"));
    }

    @Test
    void whileDuplicatesTheTest() {
        String src = ""
                + "def f(a, b):\n"
                + "    while a < b:\n"
                + "        a += 1\n"
                + "    return a\n";
        assertEquals("RESUME 0; LOAD_FAST a; LOAD_FAST b; COMPARE_OP <; POP_JUMP_IF_FALSE 13; LOAD_FAST a; LOAD_CONST 1; BINARY_OP +=; STORE_FAST a; LOAD_FAST a; LOAD_FAST b; COMPARE_OP <; POP_JUMP_IF_TRUE 5; LOAD_FAST a; RETURN_VALUE",
                ops(src, "f"));
    }

    @Test
    void whileTrueWithBreak() {
        String src = ""
                + "def f(a):\n"
                + "    while True:\n"
                + "        if a:\n"
                + "            break\n"
                + "    return a\n";
        assertEquals("RESUME 0; NOP; LOAD_FAST a; POP_JUMP_IF_FALSE 5; JUMP_FORWARD 6; JUMP_BACKWARD 2; LOAD_FAST a; RETURN_VALUE",
                ops(src, "f"));
    }

    @Test
    void assertWithMessage() {
        String src = ""
                + "def f(a):\n"
                + "    assert a, \"m\"\n";
        assertEquals("RESUME 0; LOAD_FAST a; POP_JUMP_IF_TRUE 7; LOAD_ASSERTION_ERROR; LOAD_CONST 'm'; CALL 0; RAISE_VARARGS 1; LOAD_CONST None; RETURN_VALUE",
                ops(src, "f"));
    }

    @Test
    void importForms() {
        String src = ""
                + "import os.path as p\n"
                + "from . import x\n"
                + "from a.b import c as d, e\n"
                + "from m import *\n"
                + "import a.b.c\n";
        assertEquals("RESUME 0; LOAD_CONST 0; LOAD_CONST None; IMPORT_NAME os.path; IMPORT_FROM path; STORE_NAME p; POP_TOP; LOAD_CONST 1; LOAD_CONST ('x',); IMPORT_NAME ; IMPORT_FROM x; STORE_NAME x; POP_TOP; LOAD_CONST 0; LOAD_CONST ('c', 'e'); IMPORT_NAME a.b; IMPORT_FROM c; STORE_NAME d; IMPORT_FROM e; STORE_NAME e; POP_TOP; LOAD_CONST 0; LOAD_CONST ('*',); IMPORT_NAME m; IMPORT_STAR; LOAD_CONST 0; LOAD_CONST None; IMPORT_NAME a.b.c; STORE_NAME a; LOAD_CONST None; RETURN_VALUE",
                ops(src, "<module>"));
    }

    @Test
    void mainGuard() {
        String src = ""
                + "if __name__ == \"__main__\":\n"
                + "    main()\n";
        assertEquals("RESUME 0; LOAD_NAME __name__; LOAD_CONST '__main__'; COMPARE_OP ==; POP_JUMP_IF_FALSE 11; PUSH_NULL; LOAD_NAME main; CALL 0; POP_TOP; LOAD_CONST None; RETURN_VALUE; LOAD_CONST None; RETURN_VALUE",
                ops(src, "<module>"));
    }

    @Test
    void decorators() {
        String src = ""
                + "@dec\n"
                + "@dec2(1)\n"
                + "def k():\n"
                + "    pass\n";
        assertEquals("RESUME 0; LOAD_NAME dec; PUSH_NULL; LOAD_NAME dec2; LOAD_CONST 1; CALL 1; LOAD_CONST <code k>; MAKE_FUNCTION 0; CALL 0; CALL 0; STORE_NAME k; LOAD_CONST None; RETURN_VALUE",
                ops(src, "<module>"));
    }

    @Test
    void functionDefaultsAndKwDefaults() {
        String src = ""
                + "def f(a, b=1, *c, d, e=2, **k):\n"
                + "    \"doc\"\n"
                + "    return d\n";
        assertEquals("RESUME 0; LOAD_CONST (1,); LOAD_CONST 2; LOAD_CONST ('e',); BUILD_CONST_KEY_MAP 1; LOAD_CONST <code f>; MAKE_FUNCTION 3; STORE_NAME f; LOAD_CONST None; RETURN_VALUE",
                ops(src, "<module>"));
    }

    @Test
    void classDefinition() {
        String src = ""
                + "class A(B, metaclass=M):\n"
                + "    \"doc\"\n"
                + "    x = 1\n"
                + "    def f(self):\n"
                + "        return 1\n";
        assertEquals("RESUME 0; LOAD_NAME __name__; STORE_NAME __module__; LOAD_CONST 'A'; STORE_NAME __qualname__; LOAD_CONST 'doc'; STORE_NAME __doc__; LOAD_CONST 1; STORE_NAME x; LOAD_CONST <code f>; MAKE_FUNCTION 0; STORE_NAME f; LOAD_CONST None; RETURN_VALUE",
                ops(src, "A"));
    }

    @Test
    void listComprehension() {
        String src = ""
                + "def f(a):\n"
                + "    return [x for x in a if x]\n";
        assertEquals("RESUME 0; BUILD_LIST 0; LOAD_FAST .0; FOR_ITER 10; STORE_FAST x; LOAD_FAST x; POP_JUMP_IF_FALSE 3; LOAD_FAST x; LIST_APPEND 2; JUMP_BACKWARD 3; RETURN_VALUE",
                ops(src, "<listcomp>"));
    }

    @Test
    void nestedComprehensionAndDict() {
        String src = ""
                + "def f(a):\n"
                + "    return {k: v for k, v in a for w in [k]}\n";
        assertEquals("RESUME 0; BUILD_MAP 0; LOAD_FAST .0; FOR_ITER 13; UNPACK_SEQUENCE 2; STORE_FAST k; STORE_FAST v; LOAD_FAST k; STORE_FAST w; LOAD_FAST k; LOAD_FAST v; MAP_ADD 2; JUMP_BACKWARD 3; RETURN_VALUE",
                ops(src, "<dictcomp>"));
    }

    @Test
    void returnNoneAtEnd() {
        String src = ""
                + "def f():\n"
                + "    pass\n";
        assertEquals("RESUME 0; LOAD_CONST None; RETURN_VALUE",
                ops(src, "f"));
    }
}
