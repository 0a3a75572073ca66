package io.frameweave.interpreter.compiler;

import io.frameweave.interpreter.syntax.SyntaxErrorException;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The SyntaxErrors the symbol table and the code generator raise, with CPython 3.11's messages and lines. */
class SymbolTableErrorTest {

    private static SyntaxErrorException error(String src) {
        return assertThrows(SyntaxErrorException.class, () -> CompilerTestSupport.compile(src));
    }

    private static void assertError(String src, String msg, int line) {
        SyntaxErrorException e = error(src);
        assertEquals(msg, e.msg);
        assertEquals(line, e.lineno);
        assertEquals("SyntaxError", e.kind);
    }

    @Test
    void usedBeforeGlobal() {
        assertError("def f():\n    print(x)\n    global x\n", "name 'x' is used prior to global declaration", 3);
    }

    @Test
    void assignedBeforeGlobal() {
        assertError("def f():\n    x = 1\n    global x\n", "name 'x' is assigned to before global declaration", 3);
    }

    @Test
    void parameterAndGlobal() {
        assertError("def f(x):\n    global x\n", "name 'x' is parameter and global", 2);
    }

    @Test
    void nonlocalWithoutBinding() {
        assertError("def f():\n    def g():\n        nonlocal x\n", "no binding for nonlocal 'x' found", 3);
    }

    @Test
    void nonlocalAtModuleLevel() {
        assertError("nonlocal x\n", "nonlocal declaration not allowed at module level", 1);
    }

    @Test
    void assignedBeforeNonlocalAtModuleLevel() {
        assertError("x = 1\nnonlocal x\n", "name 'x' is assigned to before nonlocal declaration", 2);
    }

    @Test
    void usedBeforeNonlocal() {
        assertError("def f():\n    x = 1\n    def g():\n        print(x)\n        nonlocal x\n",
                "name 'x' is used prior to nonlocal declaration", 5);
    }

    @Test
    void returnOutsideFunction() {
        assertError("x = 1\nreturn x\n", "'return' outside function", 2);
    }

    @Test
    void returnInClassBody() {
        assertError("class C:\n    return 1\n", "'return' outside function", 2);
    }

    @Test
    void breakOutsideLoop() {
        assertError("if x:\n    break\n", "'break' outside loop", 2);
    }

    @Test
    void continueOutsideLoop() {
        assertError("def f():\n    continue\n", "'continue' not properly in loop", 2);
    }

    @Test
    void breakInsideFunctionInsideLoopIsOutside() {
        assertError("for x in y:\n    def f():\n        break\n", "'break' outside loop", 3);
    }

    @Test
    void yieldOutsideFunction() {
        assertError("x = 1\nyield x\n", "'yield' outside function", 2);
    }

    @Test
    void yieldInsideComprehension() {
        assertError("def f():\n    return [(yield x) for x in y]\n", "'yield' inside list comprehension", 2);
    }

    @Test
    void duplicateArgument() {
        assertError("def f(a, b, a):\n    pass\n", "duplicate argument 'a' in function definition", 1);
    }

    @Test
    void importStarInFunction() {
        assertError("def f():\n    from m import *\n", "import * only allowed at module level", 2);
    }

    @Test
    void walrusRebindingIterationVariable() {
        assertError("def f():\n    return [x := 1 for x in y]\n",
                "assignment expression cannot rebind comprehension iteration variable 'x'", 2);
    }

    @Test
    void walrusInClassComprehension() {
        assertError("class C:\n    z = [y := x for x in range(3)]\n",
                "assignment expression within a comprehension cannot be used in a class body", 2);
    }

    @Test
    void defaultExceptMustBeLast() {
        assertError("try:\n    pass\nexcept:\n    pass\nexcept ValueError:\n    pass\n",
                "default 'except:' must be last", 3);
    }

    @Test
    void errorCarriesSourceLineAndOffset() {
        SyntaxErrorException e = error("def f():\n    pass\nreturn 5\n");
        assertEquals("return 5\n", e.text);
        assertEquals(1, e.offset);
        assertEquals("t.py", e.filename);
    }
}
