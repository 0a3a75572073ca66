package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/**
 * Named tuple types of builtin modules ({@code sys.version_info}): a guest subclass of {@code tuple}, so
 * indexing, comparison and hashing are the tuple's, plus one read-only attribute per field and CPython's
 * {@code module.name(field=value, ...)} repr.
 */
public final class StructSequence {
    private StructSequence() {}

    public static PyType type(String module, String name, String... fields) {
        PyDict ns = new PyDict();
        ns.putStr("__module__", PyStr.of(module));
        PyType t = PyType.createClass(name, new PyType[] {PyTuple.TYPE}, ns);
        for (int i = 0; i < fields.length; i++) {
            int index = i;
            GetSet.define(t, fields[i], o -> ((PyTuple) o).items[index]);
        }
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

    public static PyObject make(PyType type, PyObject... values) {
        return Ops.call(type, PyTuple.of(values));
    }
}
