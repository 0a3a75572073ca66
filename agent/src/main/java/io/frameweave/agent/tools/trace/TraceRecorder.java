package io.frameweave.agent.tools.trace;

import io.frameweave.instrumentation.monitoring.Monitoring;
import io.frameweave.instrumentation.monitoring.MonitoringCallback;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyMethodDescr;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.vm.PyFrame;
import io.frameweave.interpreter.vm.PyFunction;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;

/**
 * The trace's monitoring callbacks: each event of a code object the filter accepts goes to every sink; at a
 * code object the filter rejects, the callback returns DISABLE where the event has a location, so that code
 * costs one event per location and then nothing. Callbacks run on guest threads one at a time (they hold the
 * GIL); {@link #close} may come from another thread, hence the lock.
 */
final class TraceRecorder {
    private final TraceFilter filter;
    private final List<TraceSink> sinks;
    private final long limit;
    private final Runnable atLimit;
    private final long t0 = System.nanoTime();
    /** The filter's verdict per code object (weak: code objects come and go). */
    private final Map<PyCode, Boolean> accepted = new WeakHashMap<>();
    private long count;
    private boolean closed;
    private boolean limitReached;

    TraceRecorder(TraceFilter filter, List<TraceSink> sinks, long limit, Runnable atLimit) {
        this.filter = filter;
        this.sinks = sinks;
        this.limit = limit;
        this.atLimit = atLimit;
    }

    /** Registers the callbacks of {@code events} for {@code toolId}. */
    void register(int toolId, int events) {
        on(toolId, events, Monitoring.PY_START, (f, c, w, a1, a2) -> call(f, c, "call", true, false, c.firstLineno));
        on(toolId, events, Monitoring.PY_RESUME, (f, c, w, a1, a2) -> call(f, c, "resume", true, false, f.lineno()));
        on(toolId, events, Monitoring.PY_RETURN, (f, c, w, a1, a2) -> call(f, c, "return", false, true, f.lineno()));
        on(toolId, events, Monitoring.PY_YIELD, (f, c, w, a1, a2) -> call(f, c, "yield", false, true, f.lineno()));
        // PY_UNWIND, PY_THROW and RAISE have no location: DISABLE is not theirs to return
        on(toolId, events, Monitoring.PY_UNWIND, (f, c, w, a1, a2) -> noDisable(call(f, c, "unwind", false, true, f.lineno())));
        on(toolId, events, Monitoring.PY_THROW, (f, c, w, a1, a2) -> noDisable(call(f, c, "throw", true, false, f.lineno())));
        on(toolId, events, Monitoring.RAISE, (f, c, w, a1, a2) -> noDisable(call(f, c, "raise", false, false, f.lineno())));
        on(toolId, events, Monitoring.LINE, (f, c, w, a1, a2) -> call(f, c, "line", false, false, w));
        on(toolId, events, Monitoring.CALL, (f, c, w, a1, a2) -> builtin(f, c, a1, "c_call", true, false));
        on(toolId, events, Monitoring.C_RETURN,
                (f, c, w, a1, a2) -> noDisable(builtin(f, c, a1, "c_return", false, true)));
        on(toolId, events, Monitoring.C_RAISE,
                (f, c, w, a1, a2) -> noDisable(builtin(f, c, a1, "c_raise", false, true)));
    }

    private static void on(int toolId, int events, int event, MonitoringCallback callback) {
        boolean wanted = (events & event) != 0
                || ((event == Monitoring.C_RETURN || event == Monitoring.C_RAISE) && (events & Monitoring.CALL) != 0);
        if (wanted) {
            Monitoring.registerCallback(toolId, event, callback);
        }
    }

    private static PyObject noDisable(PyObject result) {
        return result == Monitoring.DISABLE ? null : result;
    }

    private PyObject call(PyFrame frame, PyCode code, String kind, boolean opens, boolean closes, int line) {
        if (!accepts(code)) {
            return Monitoring.DISABLE;
        }
        record(kind, opens, closes, code.qualname != null ? code.qualname : code.name, code.filename, line);
        return null;
    }

    /** A call of a callable that is not a guest function (a builtin, a type): a slice of its own. */
    private PyObject builtin(PyFrame frame, PyCode code, PyObject callable, String kind, boolean opens,
                             boolean closes) {
        if (!accepts(code)) {
            return Monitoring.DISABLE;
        }
        if (callable instanceof PyFunction) {
            return null; // its PY_START / PY_RETURN make its slice
        }
        record(kind, opens, closes, calleeName(callable), code.filename, frame.lineno());
        return null;
    }

    private static String calleeName(PyObject callable) {
        if (callable instanceof PyBuiltinFunction f) {
            return f.name;
        }
        if (callable instanceof PyMethodDescr d) {
            return d.name;
        }
        if (callable instanceof PyType t) {
            return t.name;
        }
        return Py.typeName(callable);
    }

    private synchronized boolean accepts(PyCode code) {
        Boolean ok = accepted.get(code);
        if (ok == null) {
            ok = filter.matches(code.filename, code.name, code.qualname);
            accepted.put(code, ok);
        }
        return ok;
    }

    private synchronized void record(String kind, boolean opens, boolean closes, String name, String file, int line) {
        if (closed || limitReached) {
            return;
        }
        double micros = (System.nanoTime() - t0) / 1000.0;
        Thread thread = Thread.currentThread();
        for (TraceSink s : sinks) {
            s.event(micros, thread, kind, opens, closes, name, file, line);
        }
        if (++count >= limit) {
            limitReached = true;
            atLimit.run();
        }
    }

    /** Completes and renames every file; later events are dropped. */
    synchronized List<Path> close() throws IOException {
        closed = true;
        double micros = (System.nanoTime() - t0) / 1000.0;
        List<Path> out = new ArrayList<>();
        IOException failure = null;
        for (TraceSink s : sinks) {
            try {
                out.add(s.publish(micros));
            } catch (IOException e) {
                s.discard();
                failure = e;
            }
        }
        if (failure != null) {
            throw failure;
        }
        return out;
    }

    synchronized void discard() {
        closed = true;
        sinks.forEach(TraceSink::discard);
    }

    synchronized long count() {
        return count;
    }

    synchronized boolean limitReached() {
        return limitReached;
    }
}
