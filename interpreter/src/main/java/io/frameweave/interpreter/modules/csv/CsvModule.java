package io.frameweave.interpreter.modules.csv;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import java.util.Arrays;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.function.Supplier;

/**
 * The {@code _csv} module. Each interpreter's module has its own dialect registry ({@code _dialects}) and field size
 * limit, as each CPython interpreter's has; {@code Dialect("name")} called directly finds its interpreter's module
 * through the interpreter token the registry gives {@link #create}.
 */
public final class CsvModule {
    private static final long DEFAULT_FIELD_LIMIT = 128 * 1024;
    private static final Map<Object, CsvModule> BY_INTERPRETER = new WeakHashMap<>();
    private static Supplier<Object> interpreter = () -> null;

    /** {@code _csv.Error}: one class for every VM, as the builtin exception types are. */
    static final PyType ERROR = errorClass();

    final PyDict dialects = new PyDict();
    long fieldLimit = DEFAULT_FIELD_LIMIT;

    private CsvModule() {}

    private static PyType errorClass() {
        PyDict ns = new PyDict();
        ns.putStr("__module__", PyStr.of("_csv"));
        return PyType.createClass("Error", new PyType[] {ExceptionTypes.Exception}, ns);
    }

    public static PyModule create(Supplier<Object> interpreterToken) {
        CsvModule m = new CsvModule();
        synchronized (BY_INTERPRETER) {
            interpreter = interpreterToken;
            Object token = interpreterToken.get();
            if (token != null) {
                BY_INTERPRETER.put(token, m);
            }
        }
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("_csv"));
        d.putStr("__doc__", PyStr.of("CSV parsing and writing, beneath csv."));
        d.putStr("__version__", PyStr.of("1.0"));
        d.putStr("Error", ERROR);
        d.putStr("Dialect", PyDialect.TYPE);
        d.putStr("Reader", CsvReader.TYPE);
        d.putStr("Writer", CsvWriter.TYPE);
        d.putStr("_dialects", m.dialects);
        d.putStr("QUOTE_MINIMAL", PyInt.of(PyDialect.QUOTE_MINIMAL));
        d.putStr("QUOTE_ALL", PyInt.of(PyDialect.QUOTE_ALL));
        d.putStr("QUOTE_NONNUMERIC", PyInt.of(PyDialect.QUOTE_NONNUMERIC));
        d.putStr("QUOTE_NONE", PyInt.of(PyDialect.QUOTE_NONE));
        fn(d, "reader", (a, k) -> {
            if (a.length - (k == null ? 0 : k.length) < 1) {
                throw Py.TypeError("expected at least 1 argument, got 0");
            }
            PyObject it = Ops.iter(a[0]);
            return new CsvReader(it, m.dialectFrom(a, k), m);
        });
        fn(d, "writer", (a, k) -> {
            if (a.length - (k == null ? 0 : k.length) < 1) {
                throw Py.TypeError("expected at least 1 argument, got 0");
            }
            PyObject write = Ops.lookupAttr(a[0], "write");
            if (write == null || !Ops.isCallable(write)) {
                throw Py.TypeError("argument 1 must have a \"write\" method");
            }
            return new CsvWriter(write, m.dialectFrom(a, k));
        });
        fn(d, "register_dialect", (a, k) -> {
            int npos = a.length - (k == null ? 0 : k.length);
            if (npos < 1 || npos > 2) {
                throw Py.TypeError("register_dialect expected " + (npos < 1 ? "at least 1 argument" : "at most 2 arguments")
                        + ", got " + npos);
            }
            if (!(a[0] instanceof PyStr)) {
                throw Py.TypeError("dialect name must be a string");
            }
            m.dialects.setItem(a[0], m.dialectFrom(a, k));
            return Py.None;
        });
        fn(d, "unregister_dialect", (a, k) -> {
            PyObject name = ClinicArgs.positional("unregister_dialect", a, k, 1, 1)[0];
            if (m.dialects.get(name) == null) {
                throw error("unknown dialect");
            }
            m.dialects.delItem(name);
            return Py.None;
        });
        fn(d, "get_dialect", (a, k) -> m.dialect(ClinicArgs.positional("get_dialect", a, k, 1, 1)[0]));
        fn(d, "list_dialects", (a, k) -> {
            ClinicArgs.positional("list_dialects", a, k, 0, 0);
            return new PyList(Ops.toArray(m.dialects), m.dialects.size());
        });
        fn(d, "field_size_limit", (a, k) -> {
            PyObject[] p = new ClinicArgs("field_size_limit", 0, "new_limit").parse(a, k);
            long old = m.fieldLimit;
            if (p[0] != null) {
                if (!(p[0] instanceof PyInt limit)) {
                    throw Py.TypeError("limit must be an integer");
                }
                m.fieldLimit = limit.asLong();
            }
            return PyInt.of(old);
        });
        return new PyModule("_csv", d);
    }

    /** The module of the running interpreter, for {@code Dialect("name")} called directly. */
    static CsvModule current() {
        synchronized (BY_INTERPRETER) {
            CsvModule m = BY_INTERPRETER.get(interpreter.get());
            if (m == null) {
                throw error("unknown dialect");
            }
            return m;
        }
    }

    /** The registered dialect {@code name}; {@code Error("unknown dialect")} when there is none. */
    PyObject dialect(PyObject name) {
        PyObject d = dialects.get(name);
        if (d == null) {
            throw error("unknown dialect");
        }
        return d;
    }

    /** The dialect of {@code reader(first, dialect, **params)} and its kin: the arguments after the first. */
    private PyDialect dialectFrom(PyObject[] args, String[] kwnames) {
        return PyDialect.of(PyDialect.TYPE, Arrays.copyOfRange(args, 1, args.length), kwnames, this);
    }

    static PyException error(String message) {
        return new PyException((PyBaseException) Ops.call(ERROR, PyStr.of(message)));
    }

    private static void fn(PyDict d, String name, PyBuiltinFunction.Body body) {
        d.putStr(name, PyBuiltinFunction.ofModule("_csv", name, body));
    }
}
