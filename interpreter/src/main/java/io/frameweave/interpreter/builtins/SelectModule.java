package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code select} module: {@code select()} and {@code poll()} over the VM's descriptors, with Linux's constants
 * ({@link FdReadiness} says what each kind of descriptor reports). There is no {@code epoll}, {@code devpoll} or
 * {@code kqueue}, so {@code selectors.DefaultSelector} is its PollSelector.
 */
final class SelectModule {
    private SelectModule() {}

    static PyModule create() {
        ModuleBuilder m = new ModuleBuilder("select");
        m.constant("error", ExceptionTypes.OSError);
        m.constant("PIPE_BUF", PyInt.of(VmPipe.ATOMIC_WRITE));
        String[] names = {"POLLIN", "POLLPRI", "POLLOUT", "POLLERR", "POLLHUP", "POLLNVAL", "POLLRDNORM",
                "POLLRDBAND", "POLLWRNORM", "POLLWRBAND", "POLLMSG", "POLLRDHUP"};
        int[] values = {1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 8192};
        for (int i = 0; i < names.length; i++) {
            m.constant(names[i], PyInt.of(values[i]));
        }
        m.function("select", (a, k) -> {
            ArgParser.noKeywords("select", k);
            ArgParser.checkArity("select", a, k, 3, 4);
            return select(a[0], a[1], a[2], a.length > 3 ? a[3] : Py.None);
        });
        m.function("poll", (a, k) -> {
            ArgParser.checkArity("poll", a, k, 0, 0);
            return new PollObject();
        });
        return m.build();
    }

    /** A descriptor argument: an int, or an object whose {@code fileno()} gives one. */
    static int fd(PyObject o) {
        PyObject n = o;
        if (!(o instanceof PyInt)) {
            if (o.type().lookup("fileno") == null) {
                throw Py.TypeError("argument must be an int, or have a fileno() method.");
            }
            n = Ops.callMethod(o, "fileno");
            if (!(n instanceof PyInt)) {
                throw Py.TypeError("fileno() returned a non-integer");
            }
        }
        int fd = PosixFiles.fd(n);
        if (fd < 0) {
            throw Py.ValueError("file descriptor cannot be a negative integer (" + fd + ")");
        }
        return fd;
    }

    private static PyObject select(PyObject r, PyObject w, PyObject x, PyObject timeout) {
        long nanos = -1;
        if (timeout != Py.None) {
            if (!(timeout instanceof PyInt || timeout instanceof PyFloat)) {
                throw Py.TypeError("timeout must be a float or None");
            }
            double s = ArgValues.asDouble(timeout);
            if (s < 0) {
                throw Py.ValueError("timeout must be non-negative");
            }
            nanos = (long) Math.min(s * 1e9, Long.MAX_VALUE);
        }
        PyObject[][] lists = {items(r), items(w), items(x)};
        int[][] fds = new int[3][];
        java.util.Map<Integer, Integer> watched = new java.util.HashMap<>();
        int[] events = {FdReadiness.POLLIN, FdReadiness.POLLOUT, FdReadiness.POLLPRI};
        for (int i = 0; i < 3; i++) {
            fds[i] = new int[lists[i].length];
            for (int j = 0; j < lists[i].length; j++) {
                fds[i][j] = fd(lists[i][j]);
                if (FdReadiness.now(fds[i][j], 0) == FdReadiness.POLLNVAL) {
                    throw PosixErrors.of(PosixErrors.EBADF);
                }
                watched.merge(fds[i][j], events[i], (p, q) -> p | q);
            }
        }
        List<List<PyObject>> ready;
        try {
            ready = FdReadiness.await(() -> readyNow(lists, fds), found -> !found.get(0).isEmpty()
                    || !found.get(1).isEmpty() || !found.get(2).isEmpty(), nanos, watched);
        } catch (IOException e) {
            throw PosixErrors.fromIO(e, null);
        }
        return PyTuple.of(list(ready.get(0)), list(ready.get(1)), list(ready.get(2)));
    }

    /** The objects of the three lists that are ready to read, to write, and with an exceptional condition (never). */
    private static List<List<PyObject>> readyNow(PyObject[][] lists, int[][] fds) {
        int[] wanted = {FdReadiness.POLLIN, FdReadiness.POLLOUT, FdReadiness.POLLPRI};
        int[] counts = {FdReadiness.POLLIN | FdReadiness.POLLHUP | FdReadiness.POLLERR,
                FdReadiness.POLLOUT | FdReadiness.POLLERR, FdReadiness.POLLPRI};
        List<List<PyObject>> out = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            List<PyObject> ready = new ArrayList<>();
            for (int j = 0; j < fds[i].length; j++) {
                if ((FdReadiness.now(fds[i][j], wanted[i]) & counts[i]) != 0) {
                    ready.add(lists[i][j]);
                }
            }
            out.add(ready);
        }
        return out;
    }

    private static PyObject[] items(PyObject seq) {
        if (seq.type().lookup("__iter__") == null && seq.type().lookup("__getitem__") == null) {
            throw Py.TypeError("arguments 1-3 must be sequences");
        }
        return Ops.toArray(seq);
    }

    private static PyList list(List<PyObject> items) {
        return PyList.of(items.toArray(new PyObject[0]));
    }
}
