package io.frameweave.instrumentation.watchers;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;

import java.util.ArrayList;
import java.util.List;

/**
 * A dict watcher for tests that records each event as one line: {@code ADDED x=1 was=-} (the value the dict
 * held for the key when the watcher ran, {@code -} when absent), which shows that events come before the change.
 * Registered on construction; {@link #close} clears it.
 */
final class DictEvents implements DictWatcher, AutoCloseable {
    final List<String> lines = new ArrayList<>();
    final int id;

    DictEvents() {
        id = DictWatchers.addWatcher(this);
    }

    DictEvents watch(PyDict d) {
        DictWatchers.watch(id, d);
        return this;
    }

    @Override
    public synchronized void onEvent(DictEvent event, PyDict dict, PyObject key, PyObject newValue) {
        StringBuilder sb = new StringBuilder(event.name());
        if (key != null) {
            sb.append(' ').append(Ops.str(key)).append('=').append(newValue == null ? "-" : Ops.repr(newValue));
            PyObject was = dict.get(key);
            sb.append(" was=").append(was == null ? "-" : Ops.repr(was));
        } else if (dict != null) {
            sb.append(" size=").append(dict.size());
        }
        lines.add(sb.toString());
    }

    /** The recorded lines whose key is {@code key} or that have no key. */
    synchronized List<String> about(String key) {
        List<String> out = new ArrayList<>();
        for (String l : lines) {
            if (l.startsWith("CLEARED") || l.contains(" " + key + "=")) {
                out.add(l);
            }
        }
        return out;
    }

    @Override
    public void close() {
        DictWatchers.clearWatcher(id);
    }
}
