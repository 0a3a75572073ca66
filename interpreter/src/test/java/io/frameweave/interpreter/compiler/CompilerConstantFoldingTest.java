package io.frameweave.interpreter.compiler;

import org.junit.jupiter.api.Test;

import static io.frameweave.interpreter.compiler.CompilerTestSupport.ops;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The AST folding of CPython 3.11: operators and subscripts on constants within its size limits, nothing that
 * would raise, {@code not (a in b)}, and {@code '...' % (a, b)} as an f-string. Expected sequences are
 * {@code python3.11 -m dis}'s in our compact form.
 */
class CompilerConstantFoldingTest {
    private static final String END = "; STORE_NAME x; LOAD_CONST None; RETURN_VALUE";

    private static String module(String assignment) {
        return ops(assignment + "\n", "<module>");
    }

    @Test
    void intResultsUpTo128Bits() {
        assertEquals("RESUME 0; LOAD_CONST 18446744073709551616" + END, module("x = 2**64"));
        assertEquals("RESUME 0; LOAD_CONST 170141183460469231731687303715884105728" + END, module("x = 1<<127"));
        assertEquals("RESUME 0; LOAD_CONST 0.5" + END, module("x = 2 ** -1"));
        assertEquals("RESUME 0; LOAD_CONST -2" + END, module("x = ~True"));
    }

    @Test
    void powerAndShiftBeyondTheLimitStay() {
        assertEquals("RESUME 0; LOAD_CONST 2; LOAD_CONST 100; BINARY_OP **" + END, module("x = 2**100"));
        assertEquals("RESUME 0; LOAD_CONST 1; LOAD_CONST 128; BINARY_OP <<" + END, module("x = 1<<128"));
    }

    @Test
    void repetitionLimits() {
        assertEquals("RESUME 0; LOAD_CONST 'a'; LOAD_CONST 4097; BINARY_OP *" + END, module("x = 'a'*4097"));
        assertEquals("RESUME 0; LOAD_CONST (1, 2); LOAD_CONST 129; BINARY_OP *" + END, module("x = (1,2)*129"));
        assertEquals("RESUME 0; LOAD_CONST (1, 2, 3)" + END, module("x = (1,2)+(3,)"));
    }

    @Test
    void floatsAndSubscripts() {
        assertEquals("RESUME 0; LOAD_CONST 3.0" + END, module("x = 1.5 // 0.5"));
        assertEquals("RESUME 0; LOAD_CONST 0.30000000000000004" + END, module("x = 0.1 + 0.2"));
        assertEquals("RESUME 0; LOAD_CONST 'b'" + END, module("x = 'abc'[1]"));
    }

    @Test
    void whatWouldRaiseStays() {
        assertEquals("RESUME 0; LOAD_CONST 1; LOAD_CONST 0; BINARY_OP /" + END, module("x = 1/0"));
        assertEquals("RESUME 0; LOAD_CONST 'a'; UNARY_NEGATIVE" + END, module("x = -'a'"));
        assertEquals("RESUME 0; LOAD_CONST 'abc'; LOAD_CONST 5; BINARY_SUBSCR" + END, module("x = 'abc'[5]"));
    }

    @Test
    void targetsAreNotFolded() {
        assertEquals("RESUME 0; LOAD_CONST 1; LOAD_CONST 'abc'; LOAD_CONST 0; STORE_SUBSCR; LOAD_CONST None; RETURN_VALUE",
                ops("'abc'[0] = 1\n", "<module>"));
    }

    @Test
    void notOfMembershipOrIdentityInverts() {
        assertEquals("RESUME 0; LOAD_NAME a; LOAD_NAME b; CONTAINS_OP 1" + END, module("x = not (a in b)"));
        assertEquals("RESUME 0; LOAD_NAME a; LOAD_NAME b; IS_OP 0" + END, module("x = not a is not b"));
    }

    @Test
    void percentFormatOfATupleDisplayBecomesAnFString() {
        assertEquals("RESUME 0; LOAD_NAME a; FORMAT_VALUE 1; LOAD_CONST '-'; LOAD_NAME b; LOAD_CONST '>5'; "
                        + "FORMAT_VALUE 5; LOAD_CONST '|'; LOAD_NAME c; LOAD_CONST '3'; FORMAT_VALUE 6; LOAD_CONST '|'; "
                        + "LOAD_NAME d; LOAD_CONST '.2'; FORMAT_VALUE 7; BUILD_STRING 7" + END,
                module("x = '%s-%5s|%-3r|%.2a' % (a, b, c, d)"));
        assertEquals("RESUME 0; LOAD_NAME a; FORMAT_VALUE 1; LOAD_CONST '%'; BUILD_STRING 2" + END,
                module("x = '%s%%' % (a,)"));
    }

    @Test
    void percentFormatThatDoesNotQualifyStays() {
        assertEquals("RESUME 0; LOAD_CONST '%d'; LOAD_NAME a; BUILD_TUPLE 1; BINARY_OP %" + END,
                module("x = '%d' % (a,)"));
        assertEquals("RESUME 0; LOAD_CONST '%s %s'; LOAD_NAME a; BUILD_TUPLE 1; BINARY_OP %" + END,
                module("x = '%s %s' % (a,)"));
        assertEquals("RESUME 0; LOAD_CONST '%100s'; LOAD_NAME a; BUILD_TUPLE 1; BINARY_OP %" + END,
                module("x = '%100s' % (a,)"));
        assertEquals("RESUME 0; LOAD_CONST '%s'; LOAD_CONST (1,); BINARY_OP %" + END, module("x = '%s' % (1,)"));
    }
}
