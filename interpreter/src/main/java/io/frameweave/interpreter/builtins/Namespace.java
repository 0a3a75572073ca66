package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInstance;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

/** {@code types.SimpleNamespace}-like objects (for {@code sys.implementation}): attributes with a keyword repr. */
final class Namespace {
    private static PyType type;

    private Namespace() {}

    private static synchronized PyType type() {
        if (type == null) {
            PyDict ns = new PyDict();
            ns.putStr("__module__", PyStr.of("types"));
            PyType t = PyType.createClass("SimpleNamespace", new PyType[] {PyType.OBJECT}, ns);
            t.define("__repr__", (self, a, k) -> {
                PyDict d = self.getDict();
                StringBuilder sb = new StringBuilder("namespace(");
                boolean first = true;
                for (int i = d.nextIndex(0); i >= 0; i = d.nextIndex(i + 1)) {
                    if (!first) {
                        sb.append(", ");
                    }
                    first = false;
                    sb.append(Ops.str(d.keyAt(i))).append('=').append(Ops.repr(d.valueAt(i)));
                }
                return PyStr.of(sb.append(')').toString());
            });
            type = t;
        }
        return type;
    }

    /** A namespace with the given name/value pairs, in order. */
    static PyObject of(Object... pairs) {
        PyInstance o = new PyInstance(type());
        for (int i = 0; i < pairs.length; i += 2) {
            o.getDict().putStr((String) pairs[i], (PyObject) pairs[i + 1]);
        }
        return o;
    }
}
