package io.frameweave.instrumentation.monitoring;

import io.frameweave.instrumentation.WovenVm;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Exceptions raised by RAISE and EXCEPTION_HANDLED callbacks (DISABLE's ValueError included) replace the
 * exception being raised or handled, and are handled in the frame of the event as CPython 3.12 does: a RAISE
 * callback's exception goes to the handler the original would have gone to; an EXCEPTION_HANDLED callback's is
 * looked up as if raised by the instruction just before the handler.
 */
class MonitoringCallbackExceptionsTest {

    @AfterEach
    void reset() {
        WovenVm.resetMonitoring();
    }

    private static String run(String source) {
        return WovenVm.stdout(source);
    }

    private static final String PRELUDE = """
            import sys
            m = sys.monitoring
            E = m.events
            m.use_tool_id(0, "t")
            def to_value_error(code, offset, exc):
                if isinstance(exc, KeyError):
                    raise ValueError("from callback")
            """;

    @Test
    void raiseCallbackExceptionIsHandledInTheSameFrame() {
        String out = run(PRELUDE + """
                m.register_callback(0, E.RAISE, to_value_error)
                m.set_events(0, E.RAISE)
                def f():
                    try:
                        raise KeyError("k")
                    except ValueError as e:
                        return "caught " + repr(e)
                    except KeyError:
                        return "original"
                print(f())
                m.set_events(0, 0)
                """);
        assertEquals("caught ValueError('from callback')\n", out);
    }

    @Test
    void raiseCallbackExceptionLeavesAFrameWithoutHandler() {
        String out = run(PRELUDE + """
                log = []
                def on_unwind(code, offset, exc):
                    log.append((code.co_name, type(exc).__name__))
                m.register_callback(0, E.RAISE, to_value_error)
                m.register_callback(0, E.PY_UNWIND, on_unwind)
                m.set_events(0, E.RAISE | E.PY_UNWIND)
                def g():
                    raise KeyError("k")
                try:
                    g()
                except ValueError as e:
                    print("outer", e, e.__context__)
                except KeyError:
                    print("original")
                m.set_events(0, 0)
                print(log)
                """);
        assertEquals("outer from callback None\n[('g', 'ValueError')]\n", out);
    }

    @Test
    void unwindCallbackExceptionLeavesTheFrameInsteadOfTheOriginal() {
        // 3.12: the callback's exception goes on to the caller with no entry for the frame it left, no context
        String out = run(PRELUDE + """
                log = []
                def on_unwind(code, offset, exc):
                    log.append((code.co_name, repr(exc)))
                    if isinstance(exc, KeyError):
                        raise ValueError("from unwind of " + code.co_name)
                m.register_callback(0, E.PY_UNWIND, on_unwind)
                m.set_events(0, E.PY_UNWIND)
                def fails():
                    raise KeyError("k")
                def caller():
                    try:
                        fails()
                    finally:
                        log.append(("finally", repr(sys.exc_info()[1])))
                try:
                    caller()
                except Exception as e:
                    tb = e.__traceback__
                    print(repr(e), e.__context__, [(t.tb_frame.f_code.co_name, t.tb_lineno) for t in [tb, tb.tb_next, tb.tb_next.tb_next]], tb.tb_next.tb_next.tb_next)
                m.set_events(0, 0)
                print(log)
                """);
        assertEquals("""
                ValueError('from unwind of fails') None [('<module>', 23), ('caller', 19), ('on_unwind', 12)] None
                [('fails', "KeyError('k')"), ('finally', "ValueError('from unwind of fails')"), \
                ('caller', "ValueError('from unwind of fails')")]
                """, out);
    }

    @Test
    void disableFromRaiseIsAValueErrorTheFrameCanCatch() {
        String out = run("""
                import sys
                m = sys.monitoring
                E = m.events
                m.use_tool_id(0, "t")
                m.register_callback(0, E.RAISE, lambda code, offset, exc: m.DISABLE)
                m.set_events(0, E.RAISE)
                def f():
                    try:
                        raise KeyError("k")
                    except ValueError as e:
                        return str(e)
                    except KeyError:
                        return "original"
                print(f())
                print(m.register_callback(0, E.RAISE, None))
                m.set_events(0, 0)
                """);
        assertEquals("Cannot disable RAISE events. Callback removed.\nNone\n", out);
    }

    @Test
    void handledCallbackExceptionIsLookedUpBeforeTheHandler() {
        // The instruction before f's handler is the try body's jump, outside the try: ValueError leaves f.
        String out = run(PRELUDE + """
                log = []
                def on_handled(code, offset, exc):
                    log.append((code.co_name, type(exc).__name__))
                    to_value_error(code, offset, exc)
                m.register_callback(0, E.EXCEPTION_HANDLED, on_handled)
                m.set_events(0, E.EXCEPTION_HANDLED)
                def f(x):
                    try:
                        y = x["a"]
                    except KeyError:
                        return "handled"
                    return y
                try:
                    print(f({}))
                except ValueError as e:
                    print("caller", e)
                m.set_events(0, 0)
                print(log)
                """);
        assertEquals("caller from callback\n[('f', 'KeyError'), ('<module>', 'ValueError')]\n", out);
    }

    @Test
    void handledCallbackExceptionGoesToTheHandlerCoveringTheInstructionBefore() {
        // Here the instruction before the inner handler is the raise itself: the ValueError enters the inner
        // handler (which does not match it), then the outer one catches it.
        String out = run(PRELUDE + """
                log = []
                def on_handled(code, offset, exc):
                    log.append(type(exc).__name__)
                    to_value_error(code, offset, exc)
                m.register_callback(0, E.EXCEPTION_HANDLED, on_handled)
                m.set_events(0, E.EXCEPTION_HANDLED)
                def f():
                    try:
                        try:
                            raise KeyError("k")
                        except KeyError:
                            return "inner"
                    except ValueError as e:
                        return "outer " + str(e)
                print(f())
                m.set_events(0, 0)
                print(log[:2], log[-1], set(log[1:]))
                """);
        assertEquals("outer from callback\n['KeyError', 'ValueError'] ValueError {'ValueError'}\n", out);
    }

    @Test
    void cRaiseCallbackExceptionReplacesTheCallsException() {
        String out = run("""
                import sys
                m = sys.monitoring
                E = m.events
                m.use_tool_id(0, "t")
                raised = []
                def on_c_raise(code, offset, fn, arg0):
                    raise KeyError("from c_raise")
                m.register_callback(0, E.CALL, lambda *a: None)
                m.register_callback(0, E.C_RAISE, on_c_raise)
                m.register_callback(0, E.RAISE, lambda code, offset, exc: raised.append(type(exc).__name__))
                def f():
                    try:
                        len(5)
                    except KeyError as e:
                        return "caught " + str(e)
                    except TypeError:
                        return "original"
                m.set_local_events(0, f.__code__, E.CALL | E.C_RETURN | E.C_RAISE)
                m.set_events(0, E.RAISE)
                print(f())
                m.set_events(0, 0)
                m.set_local_events(0, f.__code__, 0)
                print(raised)
                """);
        assertEquals("caught 'from c_raise'\n['KeyError']\n", out);
    }

    @Test
    void probesGoAwayAfterACallbackSwitchedMonitoringOffAndRaised() {
        String out = run("""
                import sys
                m = sys.monitoring
                E = m.events
                m.use_tool_id(0, "t")
                def off_and_raise(code, offset, exc):
                    m.set_events(0, 0)
                    raise ValueError("v")
                m.register_callback(0, E.RAISE, off_and_raise)
                m.set_events(0, E.RAISE)
                def f():
                    try:
                        raise KeyError("k")
                    except ValueError:
                        return "replaced"
                print(f())
                """);
        assertEquals("replaced\n", out);
        assertEquals(true, io.frameweave.instrumentation.WovenVm.probesGoneSoon(), "the execution probes are gone");
    }
}
