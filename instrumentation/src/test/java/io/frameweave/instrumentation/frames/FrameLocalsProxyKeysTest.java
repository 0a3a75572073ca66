package io.frameweave.instrumentation.frames;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The mapping protocol of a function frame's locals proxy: keys, order, unbound locals, dict interplay. Most
 * programs look at the caller's frame ({@code sys._getframe(1)}), so the proxy is not itself a local of it.
 */
class FrameLocalsProxyKeysTest {

    private static String run(String source) {
        return new GuestSession().run(source);
    }

    @Test
    void keysAreTheBoundLocalsInSlotOrder() {
        String out = run("""
                import sys
                def show():
                    p = proxy(sys._getframe(1))
                    print(p.keys(), len(p), list(p), 'd' in p, 'c' in p)
                def f(a, b=2):
                    c = 3
                    show()
                    d = 4
                    show()
                f(1)
                """);
        assertEquals("""
                ['a', 'b', 'c'] 3 ['a', 'b', 'c'] False True
                ['a', 'b', 'c', 'd'] 4 ['a', 'b', 'c', 'd'] True True
                """, out);
    }

    @Test
    void readingAndUnboundLocals() {
        String out = run("""
                import sys
                def f():
                    x = 1
                    p = proxy(sys._getframe())
                    print(p['x'], p.get('x'), p.get('y'), p.get('y', 7))
                    try:
                        p['y']
                    except KeyError as e:
                        print('KeyError', e)
                    y = 5
                    print(p['y'])
                    del y
                    print('y' in p, p.get('y'))
                f()
                """);
        assertEquals("1 1 None 7\nKeyError 'y'\n5\nFalse None\n", out);
    }

    @Test
    void itemsValuesCopyAndDict() {
        String out = run("""
                import sys
                def show():
                    q = proxy(sys._getframe(1))
                    print(q.items(), q.values())
                    c = q.copy()
                    print(type(c).__name__, c == dict(q), dict(q), {**q}['b'], type(q).__name__)
                    d = {}
                    d.update(q)
                    print(d)
                def f(a):
                    b = 'two'
                    show()
                f(1)
                """);
        assertEquals("""
                [('a', 1), ('b', 'two')] [1, 'two']
                dict True {'a': 1, 'b': 'two'} two FrameLocalsProxy
                {'a': 1, 'b': 'two'}
                """, out);
    }

    @Test
    void reprAndEqualityAreThoseOfADict() {
        String out = run("""
                import sys
                def show():
                    p = proxy(sys._getframe(1))
                    print(repr(p), p == {'x': 1, 'y': 'a'}, {'x': 1, 'y': 'a'} == p, p != {'x': 1})
                    print(p == proxy(sys._getframe(1)), p == proxy(sys._getframe()), p == 3)
                def f():
                    x = 1
                    y = 'a'
                    show()
                    me = proxy(sys._getframe())
                    print(repr(me))
                f()
                """);
        assertEquals("""
                {'x': 1, 'y': 'a'} True True True
                True False False
                {'x': 1, 'y': 'a', 'me': {...}}
                """, out);
    }

    @Test
    void orOperatorsMakeDictsAndInPlaceOrWritesThrough() {
        String out = run("""
                import sys
                def f():
                    x = 1
                    p = proxy(sys._getframe())
                    r = p | {'x': 2, 'z': 3}
                    print(type(r).__name__, r['x'], r['z'], x)
                    r = {'x': 0, 'w': 9} | p
                    print(type(r).__name__, r['x'], r['w'])
                    p |= {'x': 10}
                    print(x, type(p).__name__)
                f()
                """);
        assertEquals("dict 2 3 1\ndict 1 9\n10 FrameLocalsProxy\n", out);
    }

    @Test
    void theProxyIsUnhashableAndIterableInReverse() {
        String out = run("""
                import sys
                def f():
                    a = 1
                    b = 2
                    p = proxy(sys._getframe())
                    try:
                        hash(p)
                    except TypeError as e:
                        print(e)
                    print(list(reversed(p)))
                f()
                """);
        assertEquals("unhashable type: 'FrameLocalsProxy'\n['p', 'b', 'a']\n", out);
    }

    @Test
    void moduleAndClassFramesKeepTheirRealMapping() {
        String out = run("""
                import sys
                m = proxy(sys._getframe())
                print(m is globals())
                class C:
                    here = proxy(sys._getframe())
                    z = 1
                print(type(C.here).__name__, C.here['z'])
                """);
        assertEquals("True\ndict 1\n", out);
    }
}
