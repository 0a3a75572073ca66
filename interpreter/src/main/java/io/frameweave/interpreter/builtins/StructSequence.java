package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.ReadOnlyAttribute;
import io.frameweave.interpreter.runtime.PyType;

/**
 * Named tuple types of builtin modules ({@code sys.version_info}): a guest subclass of {@code tuple}, so
 * indexing, comparison and hashing are the tuple's, plus one read-only attribute per field and CPython's
 * {@code module.name(field=value, ...)} repr; messages name the type {@code module.name}, as CPython's do.
 */
public final class StructSequence {
    private StructSequence() {}

    public static PyType type(String module, String name, String... fields) {
        PyDict ns = new PyDict();
        ns.putStr("__module__", PyStr.of(module));
        ns.putStr("__slots__", PyTuple.EMPTY); // no __dict__: a field, or any other attribute, cannot be set
        PyType t = PyType.createClass(name, new PyType[] {PyTuple.TYPE}, ns);
        t.dict.remove(PyStr.of("__slots__")); // the layout is made; CPython's type has no such attribute
        t.modified();
        if (!module.equals("builtins")) {
            t.nameAsTypeOf(module);
        }
        for (int i = 0; i < fields.length; i++) {
            int index = i;
            field(t, fields[i], o -> ((PyTuple) o).items[index]);
        }
        t.defineAttr("n_sequence_fields", PyInt.of(fields.length));
        t.defineAttr("n_fields", PyInt.of(fields.length));
        t.defineAttr("n_unnamed_fields", PyInt.of(0));
        String prefix = module + "." + name + "(";
        t.define("__repr__", (self, a, k) -> {
            PyObject[] items = ((PyTuple) self).items;
            StringBuilder sb = new StringBuilder(prefix);
            for (int i = 0; i < fields.length; i++) {
                if (i > 0) {
                    sb.append(", ");
                }
                sb.append(fields[i]).append('=').append(Ops.repr(items[i]));
            }
            return PyStr.of(sb.append(')').toString());
        });
        return t;
    }

    /** Defines a read-only field of the struct sequence type {@code t} (CPython's read-only member). */
    static void field(PyType t, String name, java.util.function.Function<PyObject, PyObject> getter) {
        t.defineAttr(name, new ReadOnlyAttribute(t, name, getter));
    }

    public static PyObject make(PyType type, PyObject... values) {
        return Ops.call(type, PyTuple.of(values));
    }
}
