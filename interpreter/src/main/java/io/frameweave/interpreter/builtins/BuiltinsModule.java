package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBool;
import io.frameweave.interpreter.runtime.PyClassMethod;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyByteArray;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyComplex;
import io.frameweave.interpreter.runtime.PyMemoryView;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyFrozenSet;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyProperty;
import io.frameweave.interpreter.runtime.PyRange;
import io.frameweave.interpreter.runtime.PySet;
import io.frameweave.interpreter.runtime.PySlice;
import io.frameweave.interpreter.runtime.PyStaticMethod;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PySuper;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/**
 * The {@code builtins} module: the builtin types (the runtime's own {@code TYPE} objects, plus this package's
 * iterator types), the functions, the constants and every standard exception under its name.
 */
public final class BuiltinsModule {
    private BuiltinsModule() {}

    static PyModule create() {
        ModuleBuilder m = new ModuleBuilder("builtins");
        types(m);
        m.constant("None", Py.None).constant("True", Py.True).constant("False", Py.False);
        m.constant("NotImplemented", Py.NotImplemented).constant("Ellipsis", Py.Ellipsis)
                .constant("__debug__", Py.True);
        for (PyType t : ExceptionTypes.all()) {
            m.constant(t.name, t);
        }
        m.constant("IOError", ExceptionTypes.OSError).constant("EnvironmentError", ExceptionTypes.OSError);
        functions(m);
        return m.build();
    }

    private static void types(ModuleBuilder m) {
        m.constant("object", PyType.OBJECT).constant("type", PyType.TYPE)
                .constant("int", PyInt.TYPE).constant("float", PyFloat.TYPE).constant("complex", PyComplex.TYPE).constant("bool", PyBool.TYPE)
                .constant("str", PyStr.TYPE).constant("list", PyList.TYPE).constant("tuple", PyTuple.TYPE)
                .constant("bytes", PyBytes.TYPE).constant("bytearray", PyByteArray.TYPE)
                .constant("memoryview", PyMemoryView.TYPE)
                .constant("dict", PyDict.TYPE).constant("set", PySet.TYPE).constant("frozenset", PyFrozenSet.TYPE)
                .constant("range", PyRange.TYPE).constant("slice", PySlice.TYPE)
                .constant("property", PyProperty.TYPE).constant("staticmethod", PyStaticMethod.TYPE)
                .constant("classmethod", PyClassMethod.TYPE).constant("super", PySuper.TYPE)
                .constant("enumerate", PyEnumerate.TYPE).constant("zip", PyZip.TYPE).constant("map", PyMap.TYPE)
                .constant("filter", PyFilter.TYPE).constant("reversed", PyReversed.TYPE);
    }

    private static void functions(ModuleBuilder m) {
        m.function("print", IoFunctions::print).function("input", IoFunctions::input)
                .function("open", FileOpener::open)
                .function("sorted", OrderingFunctions::sorted).function("min", OrderingFunctions::min)
                .function("max", OrderingFunctions::max)
                .function("abs", NumberFunctions::abs).function("divmod", NumberFunctions::divmod)
                .function("pow", NumberFunctions::pow).function("round", NumberFunctions::round)
                .function("sum", NumberFunctions::sum).function("hex", NumberFunctions::hex)
                .function("oct", NumberFunctions::oct).function("bin", NumberFunctions::bin)
                .function("chr", NumberFunctions::chr).function("ord", NumberFunctions::ord)
                .function("len", ObjectFunctions::len).function("isinstance", ObjectFunctions::isinstance)
                .function("issubclass", ObjectFunctions::issubclass).function("id", ObjectFunctions::id)
                .function("hash", ObjectFunctions::hash).function("repr", ObjectFunctions::repr)
                .function("ascii", ObjectFunctions::ascii).function("format", ObjectFunctions::format)
                .function("getattr", ObjectFunctions::getattr).function("setattr", ObjectFunctions::setattr)
                .function("hasattr", ObjectFunctions::hasattr).function("delattr", ObjectFunctions::delattr)
                .function("callable", ObjectFunctions::callable).function("iter", ObjectFunctions::iter)
                .function("next", ObjectFunctions::next).function("any", ObjectFunctions::any)
                .function("aiter", ObjectFunctions::aiter).function("anext", ObjectFunctions::anext)
                .function("all", ObjectFunctions::all).function("globals", ObjectFunctions::globals)
                .function("locals", ObjectFunctions::locals).function("vars", ObjectFunctions::vars)
                .function("breakpoint", Breakpoints::breakpoint)
                .function("dir", ObjectFunctions::dir)
                .function("compile", CodeFunctions::compile).function("exec", CodeFunctions::exec)
                .function("eval", CodeFunctions::eval).function("__import__", CodeFunctions::importModule);
        m.constant("__build_class__", io.frameweave.interpreter.vm.BuildClass.FUNCTION);
        // exit() and quit(), which CPython's site module adds: both raise SystemExit(code)
        m.function("exit", BuiltinsModule::exit).function("quit", BuiltinsModule::exit);
    }

    private static PyObject exit(PyObject[] a, String[] k) {
        PyObject[] p = EXIT.parse(a, k);
        if (p[0] == null) {
            throw GuestExceptions.create(ExceptionTypes.SystemExit);
        }
        throw GuestExceptions.create(ExceptionTypes.SystemExit, p[0]);
    }

    private static final io.frameweave.interpreter.runtime.ArgParser EXIT =
            new io.frameweave.interpreter.runtime.ArgParser("__call__", 0, "code");
}
