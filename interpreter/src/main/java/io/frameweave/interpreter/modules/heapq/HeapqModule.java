package io.frameweave.interpreter.modules.heapq;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.MethodArgs;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

/**
 * The {@code _heapq} module: {@code heappush}, {@code heappop}, {@code heapify}, {@code heapreplace},
 * {@code heappushpop} and the max-heap helpers {@code heapq.merge} and {@code nlargest} use. The sifting is
 * {@link Heap}'s.
 */
public final class HeapqModule {
    private HeapqModule() {}

    public static PyModule create() {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("_heapq"));
        d.putStr("__doc__", PyStr.of("Heap queue algorithm, beneath heapq."));
        fn(d, "heappush", (a, k) -> {
            PyList heap = list("heappush", two("heappush", a, k), true);
            heap.append(a[1]);
            Heap.MIN.siftDown(heap, 0, heap.size - 1);
            return Py.None;
        });
        fn(d, "heappop", (a, k) -> pop(list("heappop", one("_heapq.heappop", a, k), false), Heap.MIN));
        fn(d, "_heappop_max", (a, k) -> pop(list("_heappop_max", one("_heapq._heappop_max", a, k), false), Heap.MAX));
        fn(d, "heapreplace", (a, k) -> replace(list("heapreplace", two("heapreplace", a, k), true),
                a[1], Heap.MIN));
        fn(d, "_heapreplace_max", (a, k) -> replace(list("_heapreplace_max",
                two("_heapreplace_max", a, k), true), a[1], Heap.MAX));
        fn(d, "heappushpop", (a, k) -> {
            PyList heap = list("heappushpop", two("heappushpop", a, k), true);
            PyObject item = a[1];
            if (heap.size == 0 || !Ops.lessThan(heap.items[0], item)) {
                return item;
            }
            if (heap.size == 0) {
                throw Py.IndexError("index out of range");
            }
            PyObject top = heap.items[0];
            heap.items[0] = item;
            Heap.MIN.siftUp(heap, 0);
            return top;
        });
        fn(d, "heapify", (a, k) -> {
            Heap.MIN.heapify(list("heapify", one("_heapq.heapify", a, k), false));
            return Py.None;
        });
        fn(d, "_heapify_max", (a, k) -> {
            Heap.MAX.heapify(list("_heapify_max", one("_heapq._heapify_max", a, k), false));
            return Py.None;
        });
        return new PyModule("_heapq", d);
    }

    private static void fn(PyDict d, String name, PyBuiltinFunction.Body body) {
        d.putStr(name, new PyBuiltinFunction(name, body));
    }

    /** The two positional arguments of a {@code (heap, item, /)} function. */
    private static PyObject[] two(String name, PyObject[] args, String[] kw) {
        ClinicArgs.noKeywords("_heapq." + name, kw);
        ClinicArgs.checkPositional(name, args.length, 2, 2);
        return args;
    }

    private static PyObject[] one(String name, PyObject[] args, String[] kw) {
        return new PyObject[] {MethodArgs.one(name, args, kw)};
    }

    /** The heap argument, which must be a list: "f() argument 1 must be list, not int" and its kin. */
    private static PyList list(String fname, PyObject[] args, boolean numbered) {
        if (!(args[0] instanceof PyList l)) {
            throw Py.TypeError(fname + "() argument" + (numbered ? " 1" : "") + " must be list, not "
                    + Py.typeName(args[0]));
        }
        return l;
    }

    private static PyObject pop(PyList heap, Heap order) {
        if (heap.size == 0) {
            throw Py.IndexError("index out of range");
        }
        PyObject last = heap.pop(heap.size - 1);
        if (heap.size == 0) {
            return last;
        }
        PyObject top = heap.items[0];
        heap.items[0] = last;
        order.siftUp(heap, 0);
        return top;
    }

    private static PyObject replace(PyList heap, PyObject item, Heap order) {
        if (heap.size == 0) {
            throw Py.IndexError("index out of range");
        }
        PyObject top = heap.items[0];
        heap.items[0] = item;
        order.siftUp(heap, 0);
        return top;
    }
}
