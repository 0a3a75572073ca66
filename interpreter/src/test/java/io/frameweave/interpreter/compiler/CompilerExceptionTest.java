package io.frameweave.interpreter.compiler;

import org.junit.jupiter.api.Test;

import static io.frameweave.interpreter.compiler.CompilerTestSupport.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Exception handling: the exception table, PUSH_EXC_INFO/POP_EXCEPT/RERAISE, with, finally inlining. Expected sequences are CPython 3.11's ({@code python3.11 -m dis}) in our compact form. */
class CompilerExceptionTest {

    @Test
    void tryExceptAsElseFinally() {
        String src = ""
                + "def f(a):\n"
                + "    try:\n"
                + "        a()\n"
                + "    except ValueError as e:\n"
                + "        print(e)\n"
                + "    except (TypeError, KeyError):\n"
                + "        pass\n"
                + "    except:\n"
                + "        raise\n"
                + "    else:\n"
                + "        a = 2\n"
                + "    finally:\n"
                + "        a = 3\n";
        assertEquals("RESUME 0; NOP; PUSH_NULL; LOAD_FAST a; CALL 0; POP_TOP; LOAD_CONST 2; STORE_FAST a; JUMP_FORWARD 40; PUSH_EXC_INFO; LOAD_GLOBAL ValueError; CHECK_EXC_MATCH; POP_JUMP_IF_FALSE 27; STORE_FAST e; LOAD_GLOBAL NULL+print; LOAD_FAST e; CALL 1; POP_TOP; POP_EXCEPT; LOAD_CONST None; STORE_FAST e; DELETE_FAST e; JUMP_FORWARD 40; LOAD_CONST None; STORE_FAST e; DELETE_FAST e; RERAISE 1; LOAD_GLOBAL TypeError; LOAD_GLOBAL KeyError; BUILD_TUPLE 2; CHECK_EXC_MATCH; POP_JUMP_IF_FALSE 35; POP_TOP; POP_EXCEPT; JUMP_FORWARD 40; POP_TOP; RAISE_VARARGS 0; COPY 3; POP_EXCEPT; RERAISE 1; LOAD_CONST 3; STORE_FAST a; LOAD_CONST None; RETURN_VALUE; PUSH_EXC_INFO; LOAD_CONST 3; STORE_FAST a; RERAISE 0; COPY 3; POP_EXCEPT; RERAISE 1",
                ops(src, "f"));
        assertEquals("2-6->9[0], 6-9->44[0], 9-14->37[1] lasti, 14-18->23[1] lasti, 18-23->44[0], 23-33->37[1] lasti, 33-35->44[0], 35-37->37[1] lasti, 37-40->44[0], 44-48->48[1] lasti", exceptionTable(src, "f"));
    }

    @Test
    void withStatement() {
        String src = ""
                + "def f(a):\n"
                + "    with a as b, c:\n"
                + "        return b\n";
        assertEquals("RESUME 0; LOAD_FAST a; BEFORE_WITH; STORE_FAST b; LOAD_GLOBAL c; BEFORE_WITH; POP_TOP; LOAD_FAST b; SWAP 2; LOAD_CONST None; LOAD_CONST None; LOAD_CONST None; CALL 2; POP_TOP; SWAP 2; LOAD_CONST None; LOAD_CONST None; LOAD_CONST None; CALL 2; POP_TOP; RETURN_VALUE; PUSH_EXC_INFO; WITH_EXCEPT_START; POP_JUMP_IF_TRUE 28; RERAISE 2; COPY 3; POP_EXCEPT; RERAISE 1; POP_TOP; POP_EXCEPT; POP_TOP; POP_TOP; LOAD_CONST None; LOAD_CONST None; LOAD_CONST None; CALL 2; POP_TOP; LOAD_CONST None; RETURN_VALUE; PUSH_EXC_INFO; WITH_EXCEPT_START; POP_JUMP_IF_TRUE 46; RERAISE 2; COPY 3; POP_EXCEPT; RERAISE 1; POP_TOP; POP_EXCEPT; POP_TOP; POP_TOP; LOAD_CONST None; RETURN_VALUE",
                ops(src, "f"));
        assertEquals("3-6->39[1] lasti, 6-8->21[2] lasti, 8-14->39[1] lasti, 21-25->25[4] lasti, 25-28->39[1] lasti, 28-29->25[4] lasti, 29-32->39[1] lasti, 39-43->43[3] lasti, 46-47->43[3] lasti", exceptionTable(src, "f"));
    }

    @Test
    void breakThroughFinallyInlinesIt() {
        String src = ""
                + "def f(x):\n"
                + "    for i in x:\n"
                + "        try:\n"
                + "            if i: continue\n"
                + "            g(i)\n"
                + "        except KeyError:\n"
                + "            break\n"
                + "        finally:\n"
                + "            h()\n";
        assertEquals("RESUME 0; LOAD_FAST x; GET_ITER; FOR_ITER 47; STORE_FAST i; NOP; LOAD_FAST i; POP_JUMP_IF_FALSE 13; NOP; LOAD_GLOBAL NULL+h; CALL 0; POP_TOP; JUMP_BACKWARD 3; LOAD_GLOBAL NULL+g; LOAD_FAST i; CALL 1; POP_TOP; JUMP_FORWARD 34; PUSH_EXC_INFO; LOAD_GLOBAL KeyError; CHECK_EXC_MATCH; POP_JUMP_IF_FALSE 30; POP_TOP; POP_EXCEPT; LOAD_GLOBAL NULL+h; CALL 0; POP_TOP; POP_TOP; LOAD_CONST None; RETURN_VALUE; RERAISE 0; COPY 3; POP_EXCEPT; RERAISE 1; NOP; LOAD_GLOBAL NULL+h; CALL 0; POP_TOP; JUMP_BACKWARD 3; PUSH_EXC_INFO; LOAD_GLOBAL NULL+h; CALL 0; POP_TOP; RERAISE 0; COPY 3; POP_EXCEPT; RERAISE 1; LOAD_CONST None; RETURN_VALUE",
                ops(src, "f"));
        assertEquals("6-8->18[1], 13-17->18[1], 17-18->39[1], 18-23->31[2] lasti, 23-24->39[1], 30-31->31[2] lasti, 31-34->39[1], 39-44->44[2] lasti", exceptionTable(src, "f"));
    }

    @Test
    void returnInsideWithCallsExit() {
        String src = ""
                + "def f(x):\n"
                + "    while x:\n"
                + "        with x as y:\n"
                + "            if y: break\n"
                + "            continue\n";
        assertEquals("RESUME 0; LOAD_FAST x; POP_JUMP_IF_FALSE 38; LOAD_FAST x; BEFORE_WITH; STORE_FAST y; LOAD_FAST y; POP_JUMP_IF_FALSE 16; NOP; LOAD_CONST None; LOAD_CONST None; LOAD_CONST None; CALL 2; POP_TOP; LOAD_CONST None; RETURN_VALUE; NOP; LOAD_CONST None; LOAD_CONST None; LOAD_CONST None; CALL 2; POP_TOP; JUMP_BACKWARD 1; PUSH_EXC_INFO; WITH_EXCEPT_START; POP_JUMP_IF_TRUE 30; RERAISE 2; COPY 3; POP_EXCEPT; RERAISE 1; POP_TOP; POP_EXCEPT; POP_TOP; POP_TOP; LOAD_FAST x; POP_JUMP_IF_TRUE 3; LOAD_CONST None; RETURN_VALUE; LOAD_CONST None; RETURN_VALUE",
                ops(src, "f"));
        assertEquals("5-9->23[1] lasti, 16-17->23[1] lasti, 23-27->27[3] lasti, 30-31->27[3] lasti", exceptionTable(src, "f"));
    }

    @Test
    void raiseFrom() {
        String src = ""
                + "def f(e):\n"
                + "    raise ValueError(\"m\") from e\n";
        assertEquals("RESUME 0; LOAD_GLOBAL NULL+ValueError; LOAD_CONST 'm'; CALL 1; LOAD_FAST e; RAISE_VARARGS 2",
                ops(src, "f"));
    }

    @Test
    void returnInTryFinally() {
        String src = ""
                + "def f(x):\n"
                + "    try:\n"
                + "        return x\n"
                + "    finally:\n"
                + "        print(x)\n";
        assertEquals("RESUME 0; NOP; LOAD_FAST x; LOAD_GLOBAL NULL+print; LOAD_FAST x; CALL 1; POP_TOP; RETURN_VALUE; PUSH_EXC_INFO; LOAD_GLOBAL NULL+print; LOAD_FAST x; CALL 1; POP_TOP; RERAISE 0; COPY 3; POP_EXCEPT; RERAISE 1",
                ops(src, "f"));
        assertEquals("2-3->8[0], 8-14->14[1] lasti", exceptionTable(src, "f"));
    }
}
