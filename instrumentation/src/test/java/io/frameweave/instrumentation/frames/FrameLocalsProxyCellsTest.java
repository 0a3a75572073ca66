package io.frameweave.instrumentation.frames;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Cell and free variables through the proxy: their contents are read and written, never the cells. */
class FrameLocalsProxyCellsTest {

    @Test
    void cellVariablesShowTheirContentsAndWritesReachTheClosure() {
        String out = new GuestSession().run("""
                import sys
                def outer(a):
                    b = 10
                    def inner():
                        return a + b
                    p = proxy(sys._getframe())
                    print(sorted(p), p['a'], p['b'])
                    p['b'] = 20
                    p['a'] = 1
                    print(b, a, inner())
                outer(5)
                """);
        assertEquals("['a', 'b', 'inner', 'p'] 5 10\n20 1 21\n", out);
    }

    @Test
    void freeVariablesAreVisibleAndWritable() {
        String out = new GuestSession().run("""
                import sys
                def outer():
                    x = 'outer'
                    def inner():
                        y = x
                        p = proxy(sys._getframe())
                        print(list(p), p['x'])
                        p['x'] = 'changed'
                        return x
                    print(inner(), x)
                outer()
                """);
        assertEquals("['y', 'p', 'x'] outer\nchanged changed\n", out);
    }

    @Test
    void anEmptyCellIsAbsentUntilBound() {
        String out = new GuestSession().run("""
                import sys
                def outer():
                    p = proxy(sys._getframe())
                    print('c' in p)
                    c = 1
                    print('c' in p, p['c'])
                    def inner():
                        return c
                    del c
                    print('c' in p, p.get('c'))
                    p['c'] = 3
                    print(inner())
                outer()
                """);
        assertEquals("False\nTrue 1\nFalse None\n3\n", out);
    }
}
