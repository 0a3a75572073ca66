package io.frameweave.instrumentation.frames;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * PEP 667's deletion rules as CPython 3.13.0 has them: nothing can be removed through the proxy, neither a local
 * nor an extra key (TypeError), and it has no {@code pop}, {@code popitem} or {@code clear}.
 */
class FrameLocalsProxyDeletionTest {

    @Test
    void deletingAnythingIsATypeErrorAndThereIsNoPop() {
        String out = new GuestSession().run("""
                import sys
                def f():
                    x = 1
                    p = proxy(sys._getframe())
                    p['extra'] = 2
                    for key in ('x', 'later', 'extra', 'absent', [1]):
                        try:
                            del p[key]
                        except TypeError as e:
                            print('TypeError:', e)
                    for name in ('pop', 'popitem', 'clear'):
                        try:
                            getattr(p, name)
                        except AttributeError as e:
                            print('AttributeError:', e)
                    print(x, p['extra'])
                    later = 2
                f()
                """);
        assertEquals("""
                TypeError: cannot remove variables from FrameLocalsProxy
                TypeError: cannot remove variables from FrameLocalsProxy
                TypeError: cannot remove variables from FrameLocalsProxy
                TypeError: cannot remove variables from FrameLocalsProxy
                TypeError: cannot remove variables from FrameLocalsProxy
                AttributeError: 'FrameLocalsProxy' object has no attribute 'pop'
                AttributeError: 'FrameLocalsProxy' object has no attribute 'popitem'
                AttributeError: 'FrameLocalsProxy' object has no attribute 'clear'
                1 2
                """, out);
    }
}
