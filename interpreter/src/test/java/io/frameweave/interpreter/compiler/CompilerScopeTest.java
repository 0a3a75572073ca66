package io.frameweave.interpreter.compiler;

import org.junit.jupiter.api.Test;

import static io.frameweave.interpreter.compiler.CompilerTestSupport.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Scopes: locals, globals, cells, free variables, class bodies. Expected sequences are CPython 3.11's ({@code python3.11 -m dis}) in our compact form. */
class CompilerScopeTest {

    @Test
    void closureCellsAndFreeVars() {
        String src = ""
                + "def outer():\n"
                + "    x = 1\n"
                + "    def inner():\n"
                + "        nonlocal x\n"
                + "        x += 1\n"
                + "        return x\n"
                + "    return inner\n";
        assertEquals("MAKE_CELL x; RESUME 0; LOAD_CONST 1; STORE_DEREF x; LOAD_CLOSURE x; BUILD_TUPLE 1; LOAD_CONST <code inner>; MAKE_FUNCTION 8; STORE_FAST inner; LOAD_FAST inner; RETURN_VALUE",
                ops(src, "outer"));
    }

    @Test
    void freeVariableInInner() {
        String src = ""
                + "def outer():\n"
                + "    x = 1\n"
                + "    def inner():\n"
                + "        nonlocal x\n"
                + "        x += 1\n"
                + "        return x\n"
                + "    return inner\n";
        assertEquals("COPY_FREE_VARS 1; RESUME 0; LOAD_DEREF x; LOAD_CONST 1; BINARY_OP +=; STORE_DEREF x; LOAD_DEREF x; RETURN_VALUE",
                ops(src, "inner"));
    }

    @Test
    void classScopeUsesLoadClassDeref() {
        String src = ""
                + "def outer():\n"
                + "    x = 1\n"
                + "    class C:\n"
                + "        y = x\n"
                + "    return C\n";
        assertEquals("COPY_FREE_VARS 1; RESUME 0; LOAD_NAME __name__; STORE_NAME __module__; LOAD_CONST 'outer.<locals>.C'; STORE_NAME __qualname__; LOAD_CLASSDEREF x; STORE_NAME y; LOAD_CONST None; RETURN_VALUE",
                ops(src, "C"));
    }

    @Test
    void superMakesClassCell() {
        String src = ""
                + "class A:\n"
                + "    def f(self):\n"
                + "        return super().f()\n";
        assertEquals("MAKE_CELL __class__; RESUME 0; LOAD_NAME __name__; STORE_NAME __module__; LOAD_CONST 'A'; STORE_NAME __qualname__; LOAD_CLOSURE __class__; BUILD_TUPLE 1; LOAD_CONST <code f>; MAKE_FUNCTION 8; STORE_NAME f; LOAD_CLOSURE __class__; COPY 1; STORE_NAME __classcell__; RETURN_VALUE",
                ops(src, "A"));
    }

    @Test
    void superMethod() {
        String src = ""
                + "class A:\n"
                + "    def f(self):\n"
                + "        return super().f()\n";
        assertEquals("COPY_FREE_VARS 1; RESUME 0; LOAD_GLOBAL NULL+super; CALL 0; LOAD_METHOD f; CALL 0; RETURN_VALUE",
                ops(src, "f"));
    }

    @Test
    void globalDeclarationMakesModuleStoreGlobal() {
        String src = ""
                + "v = 3\n"
                + "def k():\n"
                + "    global v\n"
                + "    v = 4\n"
                + "    del v\n";
        assertEquals("RESUME 0; LOAD_CONST 3; STORE_GLOBAL v; LOAD_CONST <code k>; MAKE_FUNCTION 0; STORE_NAME k; LOAD_CONST None; RETURN_VALUE",
                ops(src, "<module>"));
    }

    @Test
    void globalInFunction() {
        String src = ""
                + "v = 3\n"
                + "def k():\n"
                + "    global v\n"
                + "    v = 4\n"
                + "    del v\n";
        assertEquals("RESUME 0; LOAD_CONST 4; STORE_GLOBAL v; DELETE_GLOBAL v; LOAD_CONST None; RETURN_VALUE",
                ops(src, "k"));
    }

    @Test
    void walrusInComprehensionBindsInFunction() {
        String src = ""
                + "def h(xs):\n"
                + "    return [y := x for x in xs]\n";
        assertEquals("MAKE_CELL y; RESUME 0; LOAD_CLOSURE y; BUILD_TUPLE 1; LOAD_CONST <code <listcomp>>; MAKE_FUNCTION 8; LOAD_FAST xs; GET_ITER; CALL 0; RETURN_VALUE",
                ops(src, "h"));
    }

    @Test
    void walrusComprehensionBody() {
        String src = ""
                + "def h(xs):\n"
                + "    return [y := x for x in xs]\n";
        assertEquals("COPY_FREE_VARS 1; RESUME 0; BUILD_LIST 0; LOAD_FAST .0; FOR_ITER 11; STORE_FAST x; LOAD_FAST x; COPY 1; STORE_DEREF y; LIST_APPEND 2; JUMP_BACKWARD 4; RETURN_VALUE",
                ops(src, "<listcomp>"));
    }

    @Test
    void privateNamesAreMangled() {
        String src = ""
                + "class K:\n"
                + "    def m(self):\n"
                + "        return self.__a\n";
        assertEquals("RESUME 0; LOAD_FAST self; LOAD_ATTR _K__a; RETURN_VALUE",
                ops(src, "m"));
    }

    @Test
    void argumentCell() {
        String src = ""
                + "def f(a):\n"
                + "    return lambda: a\n";
        assertEquals("MAKE_CELL a; RESUME 0; LOAD_CLOSURE a; BUILD_TUPLE 1; LOAD_CONST <code <lambda>>; MAKE_FUNCTION 8; RETURN_VALUE",
                ops(src, "f"));
    }
}
