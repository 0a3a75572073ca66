package io.frameweave.instrumentation.frames;

import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.ThreadState;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

/**
 * The proxy's cost does not depend on the number of locals, shown by its structure rather than by timing: a
 * proxy holds a frame and the code's shared name index, nothing copied; getting or setting a local leaves no
 * side table behind; and a proxy made before a change sees it (it is live, not a snapshot).
 */
class FrameLocalsProxyCostTest {

    @Test
    void aProxyHoldsOnlyTheFrameAndTheSharedIndex() {
        List<Class<?>> fieldTypes = new ArrayList<>();
        for (Field f : FrameLocalsProxy.class.getDeclaredFields()) {
            if (!Modifier.isStatic(f.getModifiers())) {
                fieldTypes.add(f.getType());
            }
        }
        assertEquals(List.of(PyFrame.class, LocalsIndex.class), fieldTypes);
    }

    @Test
    void oneIndexPerCodeAndNoSideTableForLocals() {
        StringBuilder src = new StringBuilder("def big(n):\n");
        for (int i = 0; i < 200; i++) {
            src.append("    v").append(i).append(" = ").append(i).append('\n');
        }
        src.append("    probe()\n    return v7 + v199\nprint(big(0), big(1))\n");
        List<PyFrame> frames = new ArrayList<>();
        GuestSession s = new GuestSession();
        s.function("probe", (a, k) -> {
            PyFrame frame = ThreadState.current().frame;
            frames.add(frame);
            FrameLocalsProxy p = FrameLocalsProxy.of(frame);
            assertEquals(7L, ((PyInt) p.getItem(PyStr.of("v7"))).value);
            p.setItem(PyStr.of("v199"), PyInt.of(1000));
            assertNull(ExtraLocals.of(frame), "reading and writing locals made extra keys");
            return io.frameweave.interpreter.runtime.Py.None;
        });
        assertEquals("1007 1007\n", s.run(src.toString()));
        assertEquals(2, frames.size());
        assertSame(LocalsIndex.of(frames.get(0).code), LocalsIndex.of(frames.get(1).code));
    }

    @Test
    void aProxyMadeEarlierSeesLaterChanges() {
        String out = new GuestSession().run("""
                import sys
                def f():
                    p = proxy(sys._getframe())
                    x = 1
                    print(p['x'])
                    x = 2
                    print(p['x'], len(p))
                f()
                """);
        assertEquals("1\n2 2\n", out);
    }

    @Test
    void coVarnamesIsMadeOncePerCodeAndEqualsTheVMs() {
        List<Object> seen = new ArrayList<>();
        GuestSession s = new GuestSession();
        s.function("keep", (a, k) -> {
            seen.add(a[0]);
            return io.frameweave.interpreter.runtime.Py.None;
        });
        String out = s.run("""
                import sys
                def f(a, b):
                    c = a + b
                    def g():
                        return c
                    return sys._getframe().f_code
                code = f(1, 2)
                keep(code.co_varnames)
                keep(f(3, 4).co_varnames)
                print(code.co_varnames, code.co_cellvars)
                try:
                    code.co_varnames = ()
                except AttributeError as e:
                    print(e)
                """);
        assertEquals("('a', 'b', 'g') ('c',)\nattribute 'co_varnames' of 'code' objects is not writable\n", out);
        assertSame(seen.get(0), seen.get(1), "one tuple per code object, not one per read");
    }
}
