package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Programs that watch dicts as CPython 3.12's own tests do, through {@code _testcapi}'s dict watcher (which this test
 * gives them: {@code add_dict_watcher}, {@code watch_dict}, {@code get_dict_watcher_events}, {@code clear_dict_watcher},
 * recording events in its format, the key and value as str() gives them), print what they see, and must print what CPython 3.12 prints
 * ({@code resources/programs}, written by its {@code regen.py}): the events, and a guest {@code __eq__} called as often
 * with the watcher as without it.
 */
class DictWatcherProgramsTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"dict_watcher_events"})
    void programsPrintWhatCPythonPrints(String name) throws IOException {
        List<String> events = new ArrayList<>();
        DictWatcher recorder = (event, dict, key, value) -> events.add(switch (event) {
            case ADDED -> "new:" + Ops.str(key) + ":" + Ops.str(value);
            case MODIFIED -> "mod:" + Ops.str(key) + ":" + Ops.str(value);
            case DELETED -> "del:" + Ops.str(key);
            case CLEARED -> "clear";
            case CLONED -> "clone";
            case DEALLOCATED -> "dealloc";
        });
        List<Integer> ids = new ArrayList<>();
        Guest g = new Guest();
        try {
            g.function("add_dict_watcher", (a, k) -> {
                int id = DictWatchers.addWatcher(recorder);
                ids.add(id);
                return PyInt.of(id);
            });
            g.function("watch_dict", (a, k) -> {
                DictWatchers.watch(((PyInt) a[0]).asInt(), (PyDict) a[1]);
                return Py.None;
            });
            g.function("clear_dict_watcher", (a, k) -> {
                DictWatchers.clearWatcher(((PyInt) a[0]).asInt());
                ids.remove((Integer) ((PyInt) a[0]).asInt());
                return Py.None;
            });
            g.function("get_dict_watcher_events", (a, k) ->
                    PyList.of(events.stream().map(PyStr::of).toArray(PyObject[]::new)));
            assertEquals(resource(name + ".out"), g.run(resource(name + ".py")));
        } finally {
            ids.forEach(DictWatchers::clearWatcher);
        }
    }

    private static String resource(String file) throws IOException {
        try (InputStream in = DictWatcherProgramsTest.class.getResourceAsStream("/programs/" + file)) {
            assertTrue(in != null, "missing resource programs/" + file);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
