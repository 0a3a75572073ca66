package io.frameweave.interpreter.vm;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Attribute reads of frames and code objects go through the attribute caches (tracers read them at every
 * event): one read site sees each object's own, current values, for different frames, lines and code objects.
 * The expected output is what python3.11 printed.
 */
class FrameAndCodeAttributesTest {

    @Test
    void cachedReadsSeeEachObjectsCurrentValues() {
        GuestRun r = GuestRun.program("""
                import sys
                def where(fr):
                    return (fr.f_lineno, fr.f_code.co_name, fr.f_code.co_firstlineno, fr.f_back.f_code.co_name,
                            sorted(fr.f_locals), fr.f_lasti > 0)
                def a():
                    return where(sys._getframe())
                def b():
                    x = 1
                    y = x
                    return where(sys._getframe())
                def c(p):
                    f = sys._getframe()
                    out = [f.f_lineno]
                    out.append(f.f_lineno)
                    return out
                for i in range(3):
                    print(a(), b(), c(i))
                codes = [a.__code__, b.__code__, c.__code__, where.__code__]
                for i in range(2):
                    print([(k.co_name, k.co_argcount, k.co_varnames) for k in codes])
                """);
        assertEquals("", r.err);
        assertEquals("""
                (6, 'a', 5, '<module>', [], True) (10, 'b', 7, '<module>', ['x', 'y'], True) [13, 14]
                (6, 'a', 5, '<module>', [], True) (10, 'b', 7, '<module>', ['x', 'y'], True) [13, 14]
                (6, 'a', 5, '<module>', [], True) (10, 'b', 7, '<module>', ['x', 'y'], True) [13, 14]
                [('a', 0, ()), ('b', 0, ('x', 'y')), ('c', 1, ('p', 'f', 'out')), ('where', 1, ('fr',))]
                [('a', 0, ()), ('b', 0, ('x', 'y')), ('c', 1, ('p', 'f', 'out')), ('where', 1, ('fr',))]
                """, r.out);
    }
}
