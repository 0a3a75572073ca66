package io.frameweave.instrumentation.optimizer;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Known calls of builtin methods, which call only the descriptor their load finds. */
class KnownBuiltinMethodCallsTest extends OptimizedRuns {
    @Test
    void aKnownBuiltinMethodCallCallsOnlyTheDescriptorItsLoadFinds() {
        // a list subclass (whose instances have a dict, so the VM binds the method), a guest class with a method of
        // that name, an instance attribute shadowing it, and a builtin method that raises
        String o = same("""
                class L(list):
                    pass
                class A:
                    def __init__(self):
                        self.items = []
                    def append(self, v):
                        self.items.append(v * 10)
                def hot(xs, n):
                    for i in range(n):
                        xs.append(i)
                    return xs if isinstance(xs, list) else xs.items
                def pops(xs, k):
                    r = []
                    for i in range(k):
                        try:
                            r.append(xs.pop(i))
                        except IndexError as e:
                            r.append(str(e))
                    return r
                for _ in range(50):
                    hot([], 3)
                    pops([1, 2, 3], 2)
                optimize_now()
                note_direct(hot)
                note_direct(pops)
                print(hot([], 5), hot(L(), 3), hot(A(), 2))
                s = L()
                s.append = lambda v: None
                print(hot(s, 2), pops([5, 6, 7, 8], 4), pops(L([1]), 2))
                """);
        assertEquals("[0, 1, 2, 3, 4] [0, 1, 2] [0, 10]\n"
                + "[] [5, 7, 'pop index out of range', 'pop index out of range'] [1, 'pop from empty list']\n", o);
        assertEquals(List.of(1, 2), builtinKnown);
        assertTrue(stats.builtinMethodCalls() >= 3, stats.toString());
    }
}
