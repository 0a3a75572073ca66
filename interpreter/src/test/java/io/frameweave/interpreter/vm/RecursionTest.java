package io.frameweave.interpreter.vm;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Programs run end to end compared with what python3.11 printed: the recursion limit, RecursionError and deep recursion on the big-stack thread. */
class RecursionTest {

    @Test
    void recursionErrorTraceback() {
        GuestRun r = GuestRun.program("""
                def f(n):
                    return f(n + 1)
                f(0)
                """);
        assertEquals("", r.out, r::toString);
        assertEquals("""
                Traceback (most recent call last):
                  File "{DIR}/prog.py", line 3, in <module>
                    f(0)
                  File "{DIR}/prog.py", line 2, in f
                    return f(n + 1)
                           ^^^^^^^^
                  File "{DIR}/prog.py", line 2, in f
                    return f(n + 1)
                           ^^^^^^^^
                  File "{DIR}/prog.py", line 2, in f
                    return f(n + 1)
                           ^^^^^^^^
                  [Previous line repeated 996 more times]
                RecursionError: maximum recursion depth exceeded
                """, r.err, r::toString);
        assertEquals(1, r.exitCode, r::toString);
    }

    @Test
    void recursionErrorCaughtAndLimits() {
        GuestRun r = GuestRun.program("""
                import sys
                def depth(n):
                    try:
                        return depth(n + 1)
                    except RecursionError:
                        return n
                print(sys.getrecursionlimit())
                d = depth(0)
                print(d > 900, d < 1000)
                sys.setrecursionlimit(10000)
                def deep(n):
                    return 0 if n == 0 else 1 + deep(n - 1)
                print(deep(9000))
                class Node:
                    def __repr__(self):
                        return repr(self)
                sys.setrecursionlimit(200)
                try:
                    repr(Node())
                except RecursionError as e:
                    print(type(e).__name__)
                """);
        assertEquals("""
                1000
                True True
                9000
                RecursionError
                """, r.out, r::toString);
        assertEquals("", r.err, r::toString);
        assertEquals(0, r.exitCode, r::toString);
    }
}
