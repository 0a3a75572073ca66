package io.frameweave.instrumentation.frames;

import io.frameweave.instrumentation.WeavingPlan;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.vm.ThreadState;
import net.bytebuddy.agent.ByteBuddyAgent;
import net.bytebuddy.agent.builder.AgentBuilder;
import net.bytebuddy.agent.builder.ResettableClassFileTransformer;
import net.bytebuddy.asm.Advice;
import net.bytebuddy.matcher.ElementMatchers;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.lang.instrument.Instrumentation;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The woven {@code f_locals}: with the agent's weaving installed in this JVM (by retransformation, since the
 * interpreter classes are loaded already), a function frame's {@code f_locals} is the write-through proxy,
 * while module frames keep their dict and {@code locals()} makes a snapshot of the proxy. Also shows that every write made
 * through the proxy or a view reaches the one funnel method, by weaving a counting advice into it.
 */
class FrameLocalsAdviceTest {
    private static Instrumentation instrumentation;

    @BeforeAll
    static void weave() throws Exception {
        new GuestSession(); // the interpreter's classes are loaded before the weaving, as after a dynamic attach
        instrumentation = ByteBuddyAgent.install();
        WeavingPlan.install(instrumentation);
    }

    @Test
    void aFunctionFramesFLocalsWritesThrough() {
        String out = new GuestSession().run("""
                import sys
                def set_x():
                    sys._getframe(1).f_locals['x'] = 5
                def main():
                    x = 1
                    set_x()
                    f = sys._getframe()
                    print(x, type(f.f_locals).__name__, type(locals()).__name__, f.f_locals is f.f_locals)
                    l = locals()
                    x = 6
                    print(l['x'], f.f_locals['x'])
                main()
                print(sys._getframe().f_locals is globals())
                """);
        assertEquals("5 FrameLocalsProxy dict False\n5 6\nTrue\n", out);
    }

    /** CPython 3.13: {@code locals()} is a new dict of what {@code f_locals} holds, extra keys included. */
    @Test
    void localsSeesNamesAddedThroughTheProxy() {
        String out = new GuestSession().run("""
                import sys
                def main():
                    x = 1
                    sys._getframe().f_locals['y'] = 2
                    l = locals()
                    print(sorted(l), l['y'], type(l).__name__, l is locals())
                    l['z'] = 3
                    print('z' in sys._getframe().f_locals, sorted(vars()))
                main()
                """);
        assertEquals("['x', 'y'] 2 dict False\nFalse ['l', 'x', 'y']\n", out);
    }

    /** Records the funnel's calls: name and whether the write is a removal. */
    static final List<String> WRITES = new ArrayList<>();

    /** A stand-in for the frame-local watcher: what the next issue weaves into the funnel. */
    static final class CountingAdvice {
        @Advice.OnMethodEnter
        static void enter(@Advice.Argument(2) Object name, @Advice.Argument(4) Object newValue,
                          @Advice.Argument(5) Thread writer) {
            if (writer == Thread.currentThread()) {
                WRITES.add(name + (newValue == null ? "-" : "+"));
            }
        }
    }

    @Test
    void everyWriteReachesTheFunnel() {
        ResettableClassFileTransformer counting = new AgentBuilder.Default()
                .disableClassFormatChanges()
                .with(AgentBuilder.RedefinitionStrategy.RETRANSFORMATION)
                .with(AgentBuilder.TypeStrategy.Default.DECORATE)
                .type(ElementMatchers.is(FrameLocalWrites.class))
                .transform((b, type, loader, module, domain) ->
                        b.visit(Advice.to(CountingAdvice.class).on(ElementMatchers.named("write"))))
                .installOn(instrumentation);
        try {
            WRITES.clear();
            GuestSession s = new GuestSession();
            s.function("java_write", (a, k) -> {
                FrameView.of(ThreadState.current().frame).setLocal("y", PyInt.of(2));
                return Py.None;
            });
            String out = s.run("""
                    import sys
                    def main():
                        x = 1
                        y = 0
                        p = sys._getframe().f_locals
                        p['x'] = 2
                        p['e'] = 3
                        p.update({'x': 4})
                        p.setdefault('f', 5)
                        p |= {'e': 6}
                        java_write()
                        print(x, y)
                    main()
                    """);
            assertEquals("4 2\n", out);
            assertEquals(List.of("x+", "e+", "x+", "f+", "e+", "y+"), WRITES);
        } finally {
            counting.reset(instrumentation, AgentBuilder.RedefinitionStrategy.RETRANSFORMATION);
        }
    }
}
