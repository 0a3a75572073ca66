package io.frameweave.instrumentation.frames;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** PEP 667's deletion rules: locals cannot be removed through the proxy (as CPython 3.13), extra keys can. */
class FrameLocalsProxyDeletionTest {

    @Test
    void deletingOrPoppingALocalIsAValueError() {
        String out = new GuestSession().run("""
                import sys
                def f():
                    x = 1
                    p = proxy(sys._getframe())
                    for action in (lambda: p.__delitem__('x'), lambda: p.pop('x'), lambda: p.pop('x', 0),
                                   lambda: p.__delitem__('later')):
                        try:
                            action()
                        except ValueError as e:
                            print('ValueError:', e)
                    print(x)
                    later = 2
                f()
                """);
        assertEquals("""
                ValueError: cannot remove local variables from FrameLocalsProxy
                ValueError: cannot remove local variables from FrameLocalsProxy
                ValueError: cannot remove local variables from FrameLocalsProxy
                ValueError: cannot remove local variables from FrameLocalsProxy
                1
                """, out);
    }

    @Test
    void extraKeysCanBeDeletedAndPopped() {
        String out = new GuestSession().run("""
                import sys
                def f():
                    p = proxy(sys._getframe())
                    p['e1'] = 1
                    p['e2'] = 2
                    del p['e1']
                    print('e1' in p, p.pop('e2'), p.pop('e2', 'gone'))
                    for action in (lambda: p.__delitem__('e1'), lambda: p.pop('nope')):
                        try:
                            action()
                        except KeyError as e:
                            print('KeyError:', e)
                f()
                """);
        assertEquals("False 2 gone\nKeyError: 'e1'\nKeyError: 'nope'\n", out);
    }
}
