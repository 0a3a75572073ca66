package io.frameweave.agent.tools.watch;

import io.frameweave.agent.tools.OutputClaim;
import io.frameweave.agent.tools.ThisProcess;
import io.frameweave.agent.tools.GilPause;
import io.frameweave.agent.tools.Tool;
import io.frameweave.agent.tools.ToolException;
import io.frameweave.agent.tools.ToolOptions;
import io.frameweave.agent.tools.ToolSession;
import io.frameweave.agent.tools.dump.SafeRepr;
import io.frameweave.instrumentation.frames.FrameView;
import io.frameweave.instrumentation.watchers.DictEvent;
import io.frameweave.instrumentation.watchers.DictWatchers;
import io.frameweave.instrumentation.watchers.FunctionEvent;
import io.frameweave.instrumentation.watchers.FunctionWatcher;
import io.frameweave.instrumentation.watchers.FunctionWatchers;
import io.frameweave.instrumentation.watchers.TypeWatchers;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.vm.PyFunction;

import java.io.IOException;
import java.nio.file.Path;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code watch} tool: logs the de-optimization notifications of the watchers API while it runs. It watches
 * the globals of every module running on a guest thread when it starts (and of every module a watched
 * function belongs to when that function is created or changed), the builtins, and the classes found in those
 * globals (and those added later); function changes (code, defaults) are seen for every function. Options:
 * {@code duration=SECONDS}, {@code output=STEM} (default {@code watch-PID}), {@code maxlen} (repr length,
 * default 80). On finish every watcher is cleared, so the watch probes are removed.
 */
public final class WatchTool implements Tool {
    private static final long GIL_WAIT_MILLIS = 10_000;

    private WatchLog log;
    private int reprLimit;
    private int dictWatcher = -1;
    private int typeWatcher = -1;
    private int functionWatcher = -1;
    /** What each watched dict is, for the log ("globals of m", "builtins"); guarded by itself. */
    private final Map<PyDict, String> dictNames = new IdentityHashMap<>();
    private Thread timer;

    public WatchTool() {}

    @Override
    public void start(ToolSession session) throws ToolException {
        ToolOptions o = ToolOptions.of(session, WatchDescription.OF);
        double duration = o.seconds("duration");
        reprLimit = (int) o.number("maxlen");
        String chosenStem = o.given("output") ? o.text("output") : null;
        String stem = chosenStem != null ? chosenStem : "watch-" + ThisProcess.pid();
        OutputClaim files = session.claimOutputs(List.of(stem + ".log", stem + ".jsonl"), chosenStem != null);
        try {
            log = new WatchLog(files);
        } catch (IOException e) {
            throw new ToolException("cannot write the watch log: " + e.getMessage());
        }
        try {
            dictWatcher = DictWatchers.addWatcher(this::dictChanged);
            typeWatcher = TypeWatchers.addWatcher(t -> log.record("type", "MODIFIED", "class " + t.name, null, null));
            functionWatcher = FunctionWatchers.addWatcher(FunctionWatcher.withoutDestruction(this::functionChanged));
        } catch (RuntimeException e) {
            clearWatchers();
            log.discard();
            throw new ToolException("could not start watching (" + e.getMessage() + ")");
        }
        watchRunningModules();
        if (duration > 0) {
            timer = session.finishAfter(duration);
        }
        session.report("watching module globals, the builtins and classes"
                + (duration > 0 ? " for " + duration + " s" : " until the program ends"
                + (session.dynamicallyAttached() ? " or Ctrl-C" : "")));
    }

    /** Watches the globals and builtins of every frame on a guest thread, with the guest threads paused. */
    private void watchRunningModules() throws ToolException {
        try (GilPause pause = new GilPause()) {
            boolean paused = pause.pause(GIL_WAIT_MILLIS);
            try {
                for (FrameView top : FrameView.ofAllThreads().values()) {
                    for (FrameView f = top; f != null; f = f.back()) {
                        watchModule(f.globals());
                        watchDict(f.builtins(), "builtins");
                    }
                }
            } finally {
                if (paused) {
                    pause.resume();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ToolException("interrupted while starting");
        }
    }

    private void watchModule(PyDict globals) {
        PyObject name = globals.getStr("__name__");
        PyObject builtins = globals.getStr("__builtins__");
        if (builtins instanceof PyModule m) {
            watchDict(m.getDict(), "builtins");
        } else if (builtins instanceof PyDict d) {
            watchDict(d, "builtins");
        }
        if (watchDict(globals, "globals of " + (name instanceof PyStr s ? s.value : "?"))) {
            for (int i = globals.nextIndex(0); i >= 0; i = globals.nextIndex(i + 1)) {
                if (globals.valueAt(i) instanceof PyType t) {
                    watchType(t);
                }
            }
        }
    }

    /** Watches {@code dict} once; returns whether it was new. */
    private boolean watchDict(PyDict dict, String name) {
        synchronized (dictNames) {
            if (dict == null || dictNames.containsKey(dict) || dictWatcher < 0) {
                return false;
            }
            dictNames.put(dict, name);
            DictWatchers.watch(dictWatcher, dict);
            return true;
        }
    }

    private void watchType(PyType t) {
        if (!t.builtin && typeWatcher >= 0) {
            TypeWatchers.watch(typeWatcher, t);
        }
    }

    /** A watched dict is about to change (on the changing thread, which holds the GIL). */
    private void dictChanged(DictEvent event, PyDict dict, PyObject key, PyObject newValue) {
        String name;
        synchronized (dictNames) {
            name = dict == null ? "a watched dict" : dictNames.getOrDefault(dict, "a watched dict");
        }
        log.record("dict", event.name(), name, key == null ? null : SafeRepr.of(key, reprLimit),
                newValue == null ? null : SafeRepr.of(newValue, reprLimit));
        if (newValue instanceof PyType t) {
            watchType(t); // a class defined or assigned after the start
        }
    }

    private void functionChanged(FunctionEvent event, PyFunction f, PyObject newValue) {
        if (event == FunctionEvent.CREATE || event == FunctionEvent.DESTROY) {
            if (f != null) {
                watchModule(f.globals); // the code that runs from now on: its module's globals too
            }
            return; // creation is not a de-optimization
        }
        log.record("function", event.name(), "function " + f.qualname, null,
                newValue == null ? "None" : SafeRepr.of(newValue, reprLimit));
    }

    private void clearWatchers() {
        if (functionWatcher >= 0) {
            FunctionWatchers.clearWatcher(functionWatcher);
            functionWatcher = -1;
        }
        if (typeWatcher >= 0) {
            TypeWatchers.clearWatcher(typeWatcher);
            typeWatcher = -1;
        }
        synchronized (dictNames) {
            if (dictWatcher >= 0) {
                DictWatchers.clearWatcher(dictWatcher);
                dictWatcher = -1;
            }
            dictNames.clear();
        }
    }

    @Override
    public void finish(ToolSession session) throws ToolException {
        if (timer != null) {
            timer.interrupt();
        }
        // unwatching changes the dicts' version tags: with the guest threads paused, as watching was
        try (GilPause pause = new GilPause()) {
            boolean paused = pause.pause(GIL_WAIT_MILLIS);
            try {
                clearWatchers();
            } finally {
                if (paused) {
                    pause.resume();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            clearWatchers();
        }
        try {
            for (Path p : log.close()) {
                session.report("wrote " + p + " (" + log.count() + " notifications)");
            }
        } catch (IOException e) {
            throw new ToolException("could not write the watch log: " + e.getMessage());
        }
    }
}
