package io.frameweave.interpreter.modules.string;

import io.frameweave.interpreter.modules.MethodArgs;
import io.frameweave.interpreter.runtime.FormatMarkup;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;

/** The {@code _string} module: {@code formatter_parser} and {@code formatter_field_name_split}. */
public final class StringModule {
    private StringModule() {}

    public static PyModule create() {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("_string"));
        d.putStr("__doc__", PyStr.of("string helper module"));
        d.putStr("formatter_parser", new PyBuiltinFunction("formatter_parser", (args, kw) ->
                new FormatterIterator(text(MethodArgs.one("_string.formatter_parser", args, kw)))));
        d.putStr("formatter_field_name_split", new PyBuiltinFunction("formatter_field_name_split", (args, kw) -> {
            FormatMarkup.FieldName name = new FormatMarkup.FieldName(
                    text(MethodArgs.one("_string.formatter_field_name_split", args, kw)));
            PyObject first = name.firstIndex() >= 0 ? PyInt.of(name.firstIndex()) : PyStr.of(name.first());
            return PyTuple.of(first, new FieldNameIterator(name));
        }));
        return new PyModule("_string", d);
    }

    private static String text(PyObject o) {
        if (!(o instanceof PyStr s)) {
            throw Py.TypeError("expected str, got " + Py.typeName(o));
        }
        return s.value;
    }
}
