package io.frameweave.instrumentation.tracing;

import io.frameweave.instrumentation.WovenVm;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A trace function that raises, and the misuses of the tracing API, each as CPython 3.11 behaves (the expected
 * outputs were printed by python3.11 for the same programs).
 */
class LegacyTracingErrorsTest {

    private static String run(String source) {
        return WovenVm.stdout(source);
    }

    @Test
    void aRaisingTraceFunctionSwitchesTracingOffClearsFTraceAndPropagates() {
        String out = run("""
                import sys
                seen = []
                frames = []
                def tracer(frame, event, arg):
                    seen.append((event, frame.f_lineno))
                    if event == 'line' and frame.f_lineno == 12:
                        frames.append(frame)
                        raise KeyError('from tracer')
                    return tracer
                def victim():
                    a = 1
                    b = 2
                    return a + b
                sys.settrace(tracer)
                try:
                    victim()
                except KeyError as e:
                    print('caught', repr(e))
                print(sys.gettrace(), frames[0].f_trace)
                print(seen)
                print(victim())
                """);
        assertEquals("""
                caught KeyError('from tracer')
                None None
                [('call', 10), ('line', 11), ('line', 12)]
                3
                """, out);
    }

    @Test
    void aRaisingTraceFunctionsErrorCanBeCaughtInTheTracedFrame() {
        String out = run("""
                import sys
                def tracer(frame, event, arg):
                    if event == 'line' and frame.f_lineno == 8:
                        raise ValueError('t')
                    return tracer
                def f():
                    try:
                        x = 1
                    except ValueError:
                        return 'handled in f'
                sys.settrace(tracer)
                print(f())
                """);
        assertEquals("handled in f\n", out);
    }

    @Test
    void jumpsOutsideALineEventAreRefused() {
        String out = run("""
                import sys
                res = []
                def t(frame, event, arg):
                    if frame.f_code.co_name == 'f':
                        for v in ('x', 5, True):
                            try:
                                frame.f_lineno = v
                            except ValueError as e:
                                res.append((event, str(e)))
                        return t2
                def t2(frame, event, arg):
                    if event in ('return', 'exception'):
                        try:
                            frame.f_lineno = 12
                        except ValueError as e:
                            res.append((event, str(e)))
                    return t2
                def f():
                    try:
                        1 / 0
                    except ZeroDivisionError:
                        pass
                sys.settrace(t)
                f()
                sys.settrace(None)
                for r in res:
                    print(r)
                def h():
                    return sys._getframe()
                try:
                    h().f_lineno = 3
                except ValueError as e:
                    print(e)
                """);
        assertEquals("""
                ('call', 'lineno must be an integer')
                ('call', "can't jump from the 'call' trace event of a new frame")
                ('call', 'lineno must be an integer')
                ('exception', "can only jump from a 'line' trace event")
                ('return', "can only jump from a 'line' trace event")
                can't jump from the 'call' trace event of a new frame
                """, out);
    }

    @Test
    void traceAttributesAndArity() {
        String out = run("""
                import sys
                def h():
                    return sys._getframe()
                fr = h()
                for v in (1, None):
                    try:
                        fr.f_trace_lines = v
                    except TypeError as e:
                        print(e)
                fr.f_trace_opcodes = True
                print(fr.f_trace_lines, fr.f_trace_opcodes, fr.f_trace)
                fr.f_trace = 5
                print(fr.f_trace)
                del fr.f_trace
                print(fr.f_trace)
                for args in ((), (1, 2)):
                    try:
                        sys.settrace(*args)
                    except TypeError as e:
                        print(e)
                print(sys.settrace(None), sys.gettrace(), sys.getprofile())
                """);
        assertEquals("""
                attribute value type must be bool
                attribute value type must be bool
                True True None
                5
                None
                sys.settrace() takes exactly one argument (0 given)
                sys.settrace() takes exactly one argument (2 given)
                None None None
                """, out);
    }
}
