package io.frameweave.interpreter.modules.functools;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

/** The {@code _functools} module: {@code partial}, {@code reduce} and {@code cmp_to_key}. */
public final class FunctoolsModule {
    private FunctoolsModule() {}

    public static PyModule create() {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("_functools"));
        d.putStr("__doc__", PyStr.of("Tools that operate on functions, beneath functools."));
        d.putStr("partial", PyPartial.TYPE);
        d.putStr("reduce", new PyBuiltinFunction("reduce", FunctoolsModule::reduce));
        d.putStr("cmp_to_key", new PyBuiltinFunction("cmp_to_key", KeyWrapper::cmpToKey));
        return new PyModule("_functools", d);
    }

    /** {@code reduce(function, iterable[, initial])}: the items folded from the left. */
    private static PyObject reduce(PyObject[] args, String[] kw) {
        ClinicArgs.noKeywords("reduce", kw);
        ClinicArgs.checkPositional("reduce", args.length, 2, 3);
        PyObject func = args[0];
        PyObject it;
        try {
            it = Ops.iter(args[1]);
        } catch (PyException e) {
            if (e.matches(ExceptionTypes.TypeError)) {
                throw Py.TypeError("reduce() arg 2 must support iteration");
            }
            throw e;
        }
        PyObject result = args.length > 2 ? args[2] : null;
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            result = result == null ? x : Ops.call(func, result, x);
        }
        if (result == null) {
            throw Py.TypeError("reduce() of empty iterable with no initial value");
        }
        return result;
    }
}
