package io.frameweave.it.watchtool;

import io.frameweave.instrumentation.watchers.CodeWatchers;
import io.frameweave.instrumentation.watchers.DictEvent;
import io.frameweave.instrumentation.watchers.DictWatchers;
import io.frameweave.instrumentation.watchers.FrameLocalWatchers;
import io.frameweave.instrumentation.watchers.FunctionEvent;
import io.frameweave.instrumentation.watchers.FunctionWatchers;
import io.frameweave.instrumentation.watchers.MonitoringChange;
import io.frameweave.instrumentation.watchers.MonitoringWatchers;
import io.frameweave.instrumentation.watchers.TypeWatchers;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.instrument.Instrumentation;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A Java watcher tool for {@code WatchersIT}: a java agent given after frameweave's that registers a watcher of
 * every kind through the public API and appends one line per event to the file named by its option. It watches
 * the {@code __main__} globals from the first function created there on, and every class bound in them.
 */
public final class WatchTool {
    private static Path out;
    private static int dictWatcher;
    private static int typeWatcher;
    private static PyDict mainGlobals;

    private WatchTool() {}

    public static void premain(String options, Instrumentation inst) {
        out = Path.of(options);
        dictWatcher = DictWatchers.addWatcher(WatchTool::dictEvent);
        typeWatcher = TypeWatchers.addWatcher(t -> write("type " + t.name));
        FunctionWatchers.addWatcher((event, f, value) -> {
            if (event == FunctionEvent.CREATE && mainGlobals == null
                    && f.globals.getStr("__name__") instanceof PyStr s && s.value.equals("__main__")) {
                mainGlobals = f.globals;
                DictWatchers.watch(dictWatcher, mainGlobals);
            }
            if (f != null && mainGlobals != null && f.globals == mainGlobals) {
                write("function " + event + " " + f.name);
            }
        });
        CodeWatchers.addWatcher((event, code) -> {
            if (code != null && code.filename.endsWith("prog.py")) {
                write("code " + event + " " + code.name);
            }
        });
        MonitoringWatchers.addWatcher(change -> {
            if (change instanceof MonitoringChange.TracingSwitched t) {
                write((t.profile() ? "profile " : "trace ") + (t.on() ? "on" : "off"));
            }
        });
        FrameLocalWatchers.addWatcher((frame, name, old, value, writer) ->
                write("local " + Ops.str(name) + " " + show(old) + "->" + show(value)));
    }

    private static void dictEvent(DictEvent event, PyDict dict, PyObject key, PyObject value) {
        String k = key == null ? "" : Ops.str(key);
        if (k.startsWith("__")) {
            return;
        }
        if (event == DictEvent.ADDED && value instanceof PyType t) {
            TypeWatchers.watch(typeWatcher, t);
        }
        write("dict " + event + " " + k + (value == null || value instanceof PyType ? "" : " " + show(value)));
    }

    private static String show(PyObject v) {
        if (v == null) {
            return "-";
        }
        String r = Ops.repr(v);
        return r.startsWith("<") ? r.split(" ")[0] + ">" : r;
    }

    private static synchronized void write(String line) {
        try {
            Files.writeString(out, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
