package io.frameweave.instrumentation.frames;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Names that are not locals: kept beside the frame, shared by all its proxies, invisible to the code. */
class FrameLocalsProxyExtraKeysTest {

    @Test
    void extraKeysAreSharedByEveryProxyOfTheFrame() {
        String out = new GuestSession().run("""
                import sys
                def show(tag):
                    p = proxy(sys._getframe(1))
                    print(tag, list(p), len(p))
                def f():
                    a = 1
                    proxy(sys._getframe())['extra'] = 'e'
                    show('one')
                    proxy(sys._getframe())[7] = 'seven'
                    show('two')
                    print(sorted(locals()))
                    try:
                        extra
                    except NameError as e:
                        print(e)
                f()
                """);
        assertEquals("""
                one ['a', 'extra'] 2
                two ['a', 'extra', 7] 3
                ['a']
                name 'extra' is not defined
                """, out);
    }

    @Test
    void extraKeysBelongToOneFrameOnly() {
        String out = new GuestSession().run("""
                import sys
                def f(tag):
                    p = proxy(sys._getframe())
                    print(tag, 'k' in p)
                    p['k'] = tag
                f('first')
                f('second')
                """);
        assertEquals("first False\nsecond False\n", out);
    }

    @Test
    void setdefaultUpdateAndTheirErrors() {
        String out = new GuestSession().run("""
                import sys
                def f():
                    x = 1
                    p = proxy(sys._getframe())
                    print(p.setdefault('x', 5), p.setdefault('y', 6), p.setdefault('z'), y)
                    p.update({'x': 10, 'w': 11})
                    other = proxy(sys._getframe())
                    p.update(other)
                    print(x, p['w'], p['z'])
                    for bad in ([('x', 1)], 3):
                        try:
                            p.update(bad)
                        except TypeError as e:
                            print(e)
                    try:
                        p[[1]] = 2
                    except TypeError as e:
                        print(e)
                    try:
                        p[[1]]
                    except TypeError as e:
                        print(e)
                    y = None
                f()
                """);
        assertEquals("""
                1 6 None 6
                10 11 None
                update() argument must be dict or another FrameLocalsProxy
                update() argument must be dict or another FrameLocalsProxy
                unhashable type: 'list'
                unhashable type: 'list'
                """, out);
    }
}
