package io.frameweave.instrumentation.tracing;

import io.frameweave.instrumentation.WovenVm;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Where a frame's tracer state is found when it is not its own event asking: frames that finished, caller
 * frames, generators resumed elsewhere, other threads' frames ({@link FrameTraceTable}, {@link DepartedStates}).
 * The expected outputs were printed by python3.11 for the same programs.
 */
class FrameTraceStatesTest {

    /**
     * A tracer keeps a thousand frames that finished, at depths used again since; their f_trace, f_trace_lines and
     * f_trace_opcodes read as they were left, and can be set and deleted.
     */
    @Test
    void theTraceAttributesOfFramesThatFinishedStayReadableAndWritable() {
        String out = WovenVm.stdout("""
                import sys
                kept = []
                def local_a(frame, event, arg):
                    return local_a
                def local_b(frame, event, arg):
                    return local_b
                def tracer(frame, event, arg):
                    if frame.f_code.co_name == 'leaf':
                        kept.append(frame)
                        if len(kept) % 3 == 0:
                            return None
                        if len(kept) % 3 == 1:
                            frame.f_trace_lines = False
                            return local_a
                        return local_b
                    return tracer
                def leaf(i):
                    return i + 1
                def middle(n):
                    t = 0
                    for i in range(n):
                        t += leaf(i)
                    return t
                def deeper(n):
                    return middle(n)
                sys.settrace(tracer)
                middle(1000)
                for i in range(10):
                    deeper(3)
                sys.settrace(None)
                def name(f):
                    if f is local_a:
                        return 'a'
                    if f is local_b:
                        return 'b'
                    return repr(f)
                counts = {}
                for f in kept:
                    key = (name(f.f_trace), f.f_trace_lines, f.f_trace_opcodes)
                    counts[key] = counts.get(key, 0) + 1
                print(sorted(counts.items()))
                f = kept[5]
                print(name(f.f_trace), f.f_trace_lines)
                f.f_trace = local_a
                f.f_trace_opcodes = True
                print(name(f.f_trace), f.f_trace_opcodes, name(kept[5].f_trace))
                del f.f_trace
                print(f.f_trace, name(kept[4].f_trace), name(kept[3].f_trace), kept[3].f_trace_lines)
                """);
        assertEquals("""
                [(('None', True, False), 343), (('a', False, False), 344), (('b', True, False), 343)]
                None True
                a True a
                None b a False
                """, out);
    }

    /**
     * f_trace set on a caller's frame from a callee (a debugger's set_trace, with tracing on or off when the caller
     * started) gets the caller's events from then on; the frames below the running one read theirs.
     */
    @Test
    void fTraceSetOnACallerFrameTakesItsNextEvents() {
        String out = WovenVm.stdout("""
                import sys
                events = []
                def local(frame, event, arg):
                    events.append(('local', event, frame.f_code.co_name, frame.f_lineno))
                    return local
                def glob(frame, event, arg):
                    events.append(('global', event, frame.f_code.co_name))
                    return None
                def set_on_caller():
                    sys._getframe(1).f_trace = local
                def traced_caller():
                    a = 1
                    set_on_caller()
                    b = 2
                    return a + b
                sys.settrace(glob)
                traced_caller()
                sys.settrace(None)
                def debugger_entry():
                    sys._getframe(1).f_trace = local
                    sys.settrace(glob)
                def started_untraced():
                    x = 1
                    debugger_entry()
                    y = 2
                    return x + y
                started_untraced()
                sys.settrace(None)
                def tracer(frame, event, arg):
                    return local
                def inner():
                    f = sys._getframe()
                    return [f.f_trace is local, f.f_back.f_trace is local, f.f_back.f_back.f_trace is None]
                def outer():
                    return inner()
                sys.settrace(tracer)
                seen = outer()
                sys.settrace(None)
                print(seen)
                for e in events:
                    print(e)
                """);
        assertEquals("""
                [True, True, True]
                ('global', 'call', 'traced_caller')
                ('global', 'call', 'set_on_caller')
                ('local', 'line', 'traced_caller', 14)
                ('local', 'line', 'traced_caller', 15)
                ('local', 'return', 'traced_caller', 15)
                ('local', 'line', 'started_untraced', 25)
                ('local', 'line', 'started_untraced', 26)
                ('local', 'return', 'started_untraced', 26)
                ('local', 'line', 'outer', 35)
                ('local', 'line', 'inner', 32)
                ('local', 'line', 'inner', 33)
                ('local', 'return', 'inner', 33)
                ('local', 'return', 'outer', 35)
                """, out);
    }

    /**
     * A generator's frame keeps f_trace and f_trace_lines across resumptions at other call depths, and while nobody
     * traces.
     */
    @Test
    void aGeneratorKeepsItsTraceStateWhenResumedAtOtherDepths() {
        String out = WovenVm.stdout("""
                import sys
                events = []
                def make_local(tag):
                    def local(frame, event, arg):
                        events.append((tag, event, frame.f_code.co_name, frame.f_lineno))
                        return local
                    return local
                count = [0]
                def tracer(frame, event, arg):
                    if frame.f_code.co_name == 'gen':
                        count[0] += 1
                        if count[0] == 1:
                            frame.f_trace_lines = False
                            return make_local('gen')
                    return None
                def gen():
                    yield 1
                    yield 2
                    yield 3
                    yield 4
                def deep(g, n):
                    if n == 0:
                        return next(g)
                    return deep(g, n - 1)
                sys.settrace(tracer)
                g = gen()
                print(deep(g, 5))
                print(next(g))
                g.gi_frame.f_trace_lines = True
                print(deep(g, 2))
                sys.settrace(None)
                print(g.gi_frame.f_trace is not None, g.gi_frame.f_trace_lines)
                sys.settrace(tracer)
                print(deep(g, 7))
                sys.settrace(None)
                for e in events:
                    print(e)
                """);
        assertEquals("""
                1
                2
                3
                True True
                4
                ('gen', 'return', 'gen', 17)
                ('gen', 'return', 'gen', 18)
                ('gen', 'line', 'gen', 19)
                ('gen', 'return', 'gen', 19)
                ('gen', 'line', 'gen', 20)
                ('gen', 'return', 'gen', 20)
                """, out);
    }

    /**
     * Another thread's frames: f_trace read and set from the main thread while the frame runs (it takes the new
     * function's events), and read after that thread ended. {@code started.set()} and {@code proceed.wait()} share a
     * line: a line event between them would run the old trace function while the main thread sets the new one, and
     * the old function's result would be stored over it (CPython has the same race, only narrower).
     */
    @Test
    void theTraceAttributesOfAnotherThreadsFramesAreItsOwn() {
        String out = WovenVm.stdout("""
                import sys
                import threading
                events = []
                kept = {}
                def local(frame, event, arg):
                    events.append(('local', event, frame.f_code.co_name))
                    return local
                def other(frame, event, arg):
                    events.append(('other', event, frame.f_code.co_name))
                    return other
                def tracer(frame, event, arg):
                    if frame.f_code.co_name in ('work', 'finished', 'late'):
                        return local
                    return None
                started = threading.Event()
                proceed = threading.Event()
                def finished():
                    kept['finished'] = sys._getframe()
                    return 1
                def work():
                    finished()
                    kept['work'] = sys._getframe()
                    started.set(); proceed.wait()
                    x = 1
                    late()
                    return x
                def late():
                    kept['late'] = sys._getframe()
                    return 2
                threading.settrace(tracer)
                t = threading.Thread(target=work)
                t.start()
                started.wait()
                print(kept['work'].f_trace is local, kept['finished'].f_trace is local)
                kept['work'].f_trace = other
                proceed.set()
                t.join()
                threading.settrace(None)
                print(kept['work'].f_trace is other, kept['finished'].f_trace is local, kept['late'].f_trace is local)
                for e in events:
                    print(e)
                """);
        assertEquals("""
                True True
                True True True
                ('local', 'line', 'work')
                ('local', 'line', 'finished')
                ('local', 'line', 'finished')
                ('local', 'return', 'finished')
                ('local', 'line', 'work')
                ('local', 'line', 'work')
                ('other', 'line', 'work')
                ('other', 'line', 'work')
                ('local', 'line', 'late')
                ('local', 'line', 'late')
                ('local', 'return', 'late')
                ('other', 'line', 'work')
                ('other', 'return', 'work')
                """, out);
    }

    /**
     * A tracer that cannot keep its frame leaves no record of the frames nobody was shown; the frames a guest got
     * hold of by another way (sys._getframe, a callee's sys._getframe(1), a traceback, a generator's caller,
     * sys._current_frames) keep their f_trace after they returned.
     */
    @Test
    void framesAGuestGotHoldOfKeepTheirTraceAttributesUnderATracerThatKeepsNone() {
        String out = WovenVm.stdout("""
                import sys
                def tracer(frame, event, arg):
                    return tracer
                kept = []
                def got_by_getframe():
                    kept.append(sys._getframe())
                def got_by_callee():
                    got_by_caller_of_getframe()
                def got_by_caller_of_getframe():
                    kept.append(sys._getframe(1))
                def got_by_traceback():
                    try:
                        raise ValueError('x')
                    except ValueError as e:
                        kept.append(e.__traceback__.tb_frame)
                def raiser():
                    raise KeyError('k')
                def got_by_callee_traceback():
                    try:
                        raiser()
                    except KeyError as e:
                        kept.append(e.__traceback__.tb_next.tb_frame.f_back)
                def gen():
                    kept.append(sys._getframe(1))
                    yield 1
                def got_by_generator():
                    g = gen()
                    next(g)
                def got_by_current_frames():
                    kept.append(list(sys._current_frames().values())[0])
                def plain(i):
                    return i
                sys.settrace(tracer)
                for f in (got_by_getframe, got_by_callee, got_by_traceback, got_by_callee_traceback, got_by_generator,
                          got_by_current_frames):
                    for i in range(300):
                        plain(i)
                    f()
                    for i in range(300):
                        plain(i)
                sys.settrace(None)
                for f in kept:
                    print(f.f_code.co_name, f.f_trace is tracer, f.f_trace_lines, f.f_trace_opcodes)
                """);
        assertEquals("""
                got_by_getframe True True False
                got_by_callee True True False
                got_by_traceback True True False
                got_by_callee_traceback True True False
                got_by_generator True True False
                got_by_current_frames True True False
                """, out);
    }

    /**
     * A sys.monitoring callback runs guest code above the frame of its event, so it may keep that frame (here
     * through a traceback's frame's f_back): then even a tracer that keeps no frame leaves its f_trace readable.
     * CPython 3.11 has no sys.monitoring; on 3.12 the frame's f_trace is the tracer, as here.
     */
    @Test
    void aFrameAMonitoringCallbackGotHoldOfKeepsItsTraceFunction() {
        String out = WovenVm.stdout("""
                import sys
                mon = sys.monitoring
                def tracer(frame, event, arg):
                    return tracer
                kept = []
                def on_line(code, line):
                    if code.co_name == 'watched' and not kept:
                        try:
                            raise ValueError('x')
                        except ValueError as e:
                            kept.append(e.__traceback__.tb_frame.f_back)
                def watched():
                    return 1
                def plain(i):
                    return i
                mon.use_tool_id(3, 'keeper')
                mon.register_callback(3, mon.events.LINE, on_line)
                mon.set_events(3, mon.events.LINE)
                sys.settrace(tracer)
                watched()
                for i in range(1000):
                    plain(i)
                sys.settrace(None)
                mon.set_events(3, 0)
                mon.free_tool_id(3)
                print(kept[0].f_code.co_name, kept[0].f_trace is tracer)
                """);
        assertEquals("watched True\n", out);
    }
}
