package io.frameweave.instrumentation;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A tracer, a profiler or a {@code sys.monitoring} tool that keeps nothing itself keeps no frame alive once the
 * frame left the stack, as in CPython: the locals of a frame that returned or raised, a generator dropped
 * suspended or before it ran, and the value a generator returned die at the next {@code gc.collect()}, with
 * their {@code __del__}, {@code finally} and weak reference callbacks running there, as without a tool. The
 * expected outputs were printed by python3.11 (settrace, setprofile, no tool) and python3.12 (sys.monitoring).
 */
class ToolsKeepNoFrameAliveTest {
    private static final String PROGRAM = """
            import gc, sys, weakref
            class O:
                def __init__(self, name):
                    self.name = name
                def __del__(self):
                    print('del', self.name)
            def made():
                o = O('a local of a frame that returned')
                return weakref.ref(o)
            def gen():
                try:
                    yield 1
                finally:
                    print('finally of a dropped generator')
            def unstarted():
                yield 1
            def returns():
                yield 1
                return O('what a generator returned')
            def raises():
                o = O('a local of a frame that raised')
                raise ValueError
            def tool(mode):
                def tracer(frame, event, arg):
                    return tracer
                if mode == 'settrace':
                    sys.settrace(tracer)
                elif mode == 'setprofile':
                    sys.setprofile(tracer)
                elif mode == 'monitoring':
                    m = sys.monitoring
                    m.use_tool_id(3, 'test')
                    E = m.events
                    wanted = (E.PY_START, E.PY_RETURN, E.PY_YIELD, E.PY_UNWIND, E.LINE, E.CALL, E.STOP_ITERATION,
                              E.BRANCH, E.RAISE)
                    events = 0
                    for e in wanted:
                        events |= e
                    m.set_events(3, events)
                    for e in wanted + (E.C_RETURN,):
                        m.register_callback(3, e, lambda *args: None)
            def drop_suspended():
                g = gen()
                next(g)
                del g
            def drop_unstarted():
                u = unstarted()
                return weakref.ref(u, lambda ref: print('the unstarted generator died'))
            def loop():
                for x in returns():
                    pass
            def catch():
                try:
                    raises()
                except ValueError:
                    pass
            def main():
                # each case drops its objects in a function of its own: what a caller's running code keeps is
                # not the tools' doing
                r = made()
                gc.collect()
                print('referent', r())
                drop_suspended()
                gc.collect()
                print('after the suspended generator')
                w = drop_unstarted()
                gc.collect()
                print('after the unstarted generator')
                loop()
                gc.collect()
                print('after the loop')
                catch()
                gc.collect()
                print('after the raise')
            tool(MODE)
            main()
            sys.settrace(None)
            sys.setprofile(None)
            if MODE == 'monitoring':
                sys.monitoring.set_events(3, 0)
                sys.monitoring.free_tool_id(3)
            print('end')
            """;

    @AfterEach
    void reset() {
        WovenVm.resetMonitoring();
    }

    @ParameterizedTest
    @ValueSource(strings = {"none", "settrace", "setprofile", "monitoring"})
    void whatFramesHeldDiesAtTheNextCollectionUnderEveryTool(String mode) {
        String out = WovenVm.stdout("MODE = '" + mode + "'\n" + PROGRAM);
        assertEquals("""
                del a local of a frame that returned
                referent None
                finally of a dropped generator
                after the suspended generator
                the unstarted generator died
                after the unstarted generator
                del what a generator returned
                after the loop
                del a local of a frame that raised
                after the raise
                end
                """, out, mode);
    }

    /**
     * A generator made under a trace or profile function and dropped before it ran is closed when it is found
     * dead, as CPython 3.11 closes it when freed: the function sees its frame run with GeneratorExit.
     */
    @ParameterizedTest
    @ValueSource(strings = {"settrace", "setprofile"})
    void aGeneratorDroppedBeforeItRanIsClosedUnderTheFunction(String mode) {
        String out = WovenVm.stdout("""
                import gc, sys
                events = []
                def tracer(frame, event, arg):
                    if frame.f_code.co_name == 'unstarted':
                        events.append(event if event != 'exception' else 'exception ' + arg[0].__name__)
                    return tracer
                def unstarted():
                    yield 1
                sys.%s(tracer)
                u = unstarted()
                del u
                gc.collect()
                sys.%s(None)
                print(events)
                """.formatted(mode, mode));
        assertEquals(mode.equals("settrace") ? "['call', 'exception GeneratorExit', 'return']\n"
                : "['call', 'return']\n", out);
    }
}
