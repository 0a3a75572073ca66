package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyGetSetDescr;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/**
 * The {@code __future__} module, which a future statement imports at run time as any {@code from} import does:
 * each feature a {@code _Feature} with the releases that made it optional and mandatory and its compiler flag, as
 * CPython 3.11's {@code Lib/__future__.py} defines them. (The compiler acts on the statement itself; this module
 * is only what a program sees.)
 */
final class FutureModule {
    private FutureModule() {}

    static final PyType FEATURE = PyType.newBuiltin("_Feature", PyType.OBJECT);

    static {
        FEATURE.acceptableBase = false;
        FEATURE.defineAttr("__module__", PyStr.of("__future__"));
        FEATURE.define("getOptionalRelease", (self, args, kw) -> {
            ArgParser.checkArity("getOptionalRelease", args, kw, 0, 0);
            return ((Feature) self).optional;
        });
        FEATURE.define("getMandatoryRelease", (self, args, kw) -> {
            ArgParser.checkArity("getMandatoryRelease", args, kw, 0, 0);
            return ((Feature) self).mandatory;
        });
        FEATURE.define("__repr__", (self, args, kw) -> {
            Feature f = (Feature) self;
            return PyStr.of("_Feature" + Ops.repr(PyTuple.of(f.optional, f.mandatory, f.compilerFlag)));
        });
        FEATURE.defineAttr("compiler_flag", new PyGetSetDescr(FEATURE, "compiler_flag",
                o -> ((Feature) o).compilerFlag, null));
    }

    /** One feature: the releases as {@code sys.version_info}-like tuples (mandatory None when never). */
    private static final class Feature extends PyObject {
        final PyObject optional;
        final PyObject mandatory;
        final PyObject compilerFlag;

        Feature(PyObject optional, PyObject mandatory, int compilerFlag) {
            this.optional = optional;
            this.mandatory = mandatory;
            this.compilerFlag = PyInt.of(compilerFlag);
        }

        @Override
        public PyType type() {
            return FEATURE;
        }
    }

    private static PyTuple release(int major, int minor, int micro, String level, int serial) {
        return PyTuple.of(PyInt.of(major), PyInt.of(minor), PyInt.of(micro), PyStr.of(level), PyInt.of(serial));
    }

    static PyModule create() {
        ModuleBuilder m = new ModuleBuilder("__future__");
        PyList names = new PyList();
        Object[][] features = {
            {"nested_scopes", release(2, 1, 0, "beta", 1), release(2, 2, 0, "alpha", 0), 0x0010},
            {"generators", release(2, 2, 0, "alpha", 1), release(2, 3, 0, "final", 0), 0},
            {"division", release(2, 2, 0, "alpha", 2), release(3, 0, 0, "alpha", 0), 0x20000},
            {"absolute_import", release(2, 5, 0, "alpha", 1), release(3, 0, 0, "alpha", 0), 0x40000},
            {"with_statement", release(2, 5, 0, "alpha", 1), release(2, 6, 0, "alpha", 0), 0x80000},
            {"print_function", release(2, 6, 0, "alpha", 2), release(3, 0, 0, "alpha", 0), 0x100000},
            {"unicode_literals", release(2, 6, 0, "alpha", 2), release(3, 0, 0, "alpha", 0), 0x200000},
            {"barry_as_FLUFL", release(3, 1, 0, "alpha", 2), release(4, 0, 0, "alpha", 0), 0x400000},
            {"generator_stop", release(3, 5, 0, "beta", 1), release(3, 7, 0, "alpha", 0), 0x800000},
            {"annotations", release(3, 7, 0, "beta", 1), Py.None, 0x1000000},
        };
        for (Object[] f : features) {
            String name = (String) f[0];
            names.append(PyStr.of(name));
            m.constant(name, new Feature((PyObject) f[1], (PyObject) f[2], (Integer) f[3]));
        }
        m.constant("all_feature_names", names);
        return m.build();
    }
}
