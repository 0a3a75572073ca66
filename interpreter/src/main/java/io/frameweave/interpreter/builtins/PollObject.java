package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code select.poll()}'s object: the descriptors registered with their event masks, and {@code poll(timeout)}. */
final class PollObject extends PyObject {
    static final PyType TYPE = PyType.newBuiltin("poll", PyType.OBJECT);
    private static final ArgParser REGISTER = new ArgParser("register", 1, "fd", "eventmask");
    private static final int DEFAULT_MASK = FdReadiness.POLLIN | FdReadiness.POLLPRI | FdReadiness.POLLOUT;

    static {
        TYPE.defineAttr("__module__", PyStr.of("select"));
        TYPE.define("register", (self, a, k) -> {
            ArgParser.noKeywords("register", k);
            PyObject[] p = REGISTER.parse(a, k);
            ((PollObject) self).masks.put(SelectModule.fd(p[0]), p[1] == null ? DEFAULT_MASK : mask(p[1]));
            return Py.None;
        });
        TYPE.define("modify", (self, a, k) -> {
            ArgParser.noKeywords("modify", k);
            ArgParser.checkArity("modify", a, k, 2, 2);
            int fd = SelectModule.fd(a[0]);
            int mask = mask(a[1]);
            Map<Integer, Integer> masks = ((PollObject) self).masks;
            if (!masks.containsKey(fd)) {
                throw PosixErrors.of(PosixErrors.ENOENT);
            }
            masks.put(fd, mask);
            return Py.None;
        });
        TYPE.define("unregister", (self, a, k) -> {
            ArgParser.noKeywords("unregister", k);
            ArgParser.checkArity("unregister", a, k, 1, 1);
            int fd = SelectModule.fd(a[0]);
            if (((PollObject) self).masks.remove(fd) == null) {
                throw Py.KeyError(PyInt.of(fd));
            }
            return Py.None;
        });
        TYPE.define("poll", (self, a, k) -> {
            ArgParser.noKeywords("poll", k);
            ArgParser.checkArity("poll", a, k, 0, 1);
            return ((PollObject) self).poll(a.length == 0 ? Py.None : a[0]);
        });
    }

    private final Map<Integer, Integer> masks = new LinkedHashMap<>();

    @Override
    public PyType type() {
        return TYPE;
    }

    private static int mask(PyObject o) {
        long v = Ops.index(o).asLong();
        if (v < 0 || v > 0xffff) {
            throw Py.OverflowError("Python int too large for C unsigned short");
        }
        return (int) v;
    }

    /** The (fd, events) pairs ready within {@code timeout} milliseconds (None or negative: no limit). */
    private PyObject poll(PyObject timeout) {
        long nanos = -1;
        if (timeout != Py.None) {
            if (!(timeout instanceof PyInt || timeout instanceof PyFloat)) {
                throw Py.TypeError("timeout must be an integer or None");
            }
            double ms = Math.ceil(ArgValues.asDouble(timeout));
            nanos = ms < 0 ? -1 : (long) Math.min(ms * 1e6, Long.MAX_VALUE);
        }
        Map<Integer, Integer> watched = new LinkedHashMap<>(masks);
        List<PyObject> ready;
        try {
            ready = FdReadiness.await(() -> readyNow(watched), r -> !r.isEmpty(), nanos, watched);
        } catch (IOException e) {
            throw PosixErrors.fromIO(e, null);
        }
        return PyList.of(ready.toArray(new PyObject[0]));
    }

    private static List<PyObject> readyNow(Map<Integer, Integer> watched) {
        List<PyObject> ready = new ArrayList<>();
        for (Map.Entry<Integer, Integer> e : watched.entrySet()) {
            int events = FdReadiness.now(e.getKey(), e.getValue());
            if (events != 0) {
                ready.add(PyTuple.of(PyInt.of(e.getKey()), PyInt.of(events)));
            }
        }
        return ready;
    }
}
