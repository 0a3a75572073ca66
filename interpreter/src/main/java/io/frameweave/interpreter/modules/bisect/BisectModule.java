package io.frameweave.interpreter.modules.bisect;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

/**
 * The {@code _bisect} module: {@code bisect_left}, {@code bisect_right}, {@code insort_left} and
 * {@code insort_right}, each {@code (a, x, lo=0, hi=None, *, key=None)}.
 */
public final class BisectModule {
    private BisectModule() {}

    public static PyModule create() {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("_bisect"));
        d.putStr("__doc__", PyStr.of("Bisection algorithms, beneath bisect."));
        for (boolean right : new boolean[] {false, true}) {
            String side = right ? "right" : "left";
            ClinicArgs bisectArgs = new ClinicArgs("bisect_" + side, 2, "a", "x", "lo", "hi", "*", "key");
            ClinicArgs insortArgs = new ClinicArgs("insort_" + side, 2, "a", "x", "lo", "hi", "*", "key");
            d.putStr("bisect_" + side, new PyBuiltinFunction("bisect_" + side, (args, kw) -> {
                PyObject[] a = bisectArgs.parse(args, kw);
                return PyInt.of(search(a[0], a[1], a[2], a[3], a[4], right));
            }));
            d.putStr("insort_" + side, new PyBuiltinFunction("insort_" + side, (args, kw) -> {
                PyObject[] a = insortArgs.parse(args, kw);
                PyObject key = a[4] == null ? Py.None : a[4];
                PyObject x = key == Py.None ? a[1] : Ops.call(key, a[1]);
                long index = search(a[0], x, a[2], a[3], key, right);
                if (a[0].getClass() == PyList.class) {
                    ((PyList) a[0]).insert(index, a[1]);
                } else {
                    Ops.callMethod(a[0], "insert", PyInt.of(index), a[1]);
                }
                return Py.None;
            }));
        }
        return new PyModule("_bisect", d);
    }

    /** Where {@code x} goes in {@code a[lo:hi]}: before equal items, or after them when {@code right}. */
    private static long search(PyObject a, PyObject x, PyObject loArg, PyObject hiArg, PyObject key, boolean right) {
        long lo = loArg == null ? 0 : Ops.index(loArg).asLong();
        if (lo < 0) {
            throw Py.ValueError("lo must be non-negative");
        }
        long hi;
        if (hiArg == null || hiArg == Py.None) {
            hi = Ops.lenLong(a);
        } else if (hiArg instanceof PyInt || hiArg.type().lookup("__index__") != null) {
            hi = Ops.index(hiArg).asLong();
        } else {
            throw Py.TypeError("argument should be integer or None, not '" + Py.typeName(hiArg) + "'");
        }
        boolean keyed = key != null && key != Py.None;
        while (lo < hi) {
            long mid = (lo + hi) >>> 1;
            PyObject item = itemAt(a, mid);
            if (keyed) {
                item = Ops.call(key, item);
            }
            if (right ? Ops.lessThan(x, item) : !Ops.lessThan(item, x)) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }

    private static PyObject itemAt(PyObject a, long i) {
        if (a.getClass() == PyList.class) {
            PyList l = (PyList) a;
            if (i < l.size) {
                return l.items[(int) i];
            }
        }
        return Ops.getItem(a, PyInt.of(i));
    }
}
