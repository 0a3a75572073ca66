package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInstance;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.runtime.ReprGuard;

/**
 * {@code types.SimpleNamespace} ({@code types} takes it as {@code type(sys.implementation)}): attributes given as
 * keywords, a keyword repr, equality by the attributes, and pickling as {@code (type, (), attributes)}.
 */
final class Namespace {
    private static PyType type;

    private Namespace() {}

    private static synchronized PyType type() {
        if (type == null) {
            PyDict ns = new PyDict();
            ns.putStr("__module__", PyStr.of("types"));
            PyType t = PyType.createClass("SimpleNamespace", new PyType[] {PyType.OBJECT}, ns);
            t.define("__init__", Namespace::init);
            t.define("__repr__", (self, a, k) -> PyStr.of(repr(self)));
            t.define("__eq__", (self, a, k) -> compare(self, a[0], true));
            t.define("__ne__", (self, a, k) -> compare(self, a[0], false));
            t.define("__reduce__", (self, a, k) -> PyTuple.of(self.type(), PyTuple.EMPTY, self.getDict()));
            type = t;
        }
        return type;
    }

    /** {@code SimpleNamespace(**kwargs)}: the keywords become attributes; positional arguments are refused. */
    private static PyObject init(PyObject self, PyObject[] args, String[] kwnames) {
        int nkw = kwnames == null ? 0 : kwnames.length;
        if (args.length > nkw) {
            throw Py.TypeError("no positional arguments expected");
        }
        for (int i = 0; i < nkw; i++) {
            self.getDict().putStr(kwnames[i], args[args.length - nkw + i]);
        }
        return Py.None;
    }

    /** {@code namespace(a=1, b=2)}, with a subclass's own name, and {@code namespace(...)} within itself. */
    private static String repr(PyObject self) {
        String name = self.type() == type ? "namespace" : self.type().name;
        if (!ReprGuard.enter(self)) {
            return name + "(...)";
        }
        try {
            PyDict d = self.getDict();
            StringBuilder sb = new StringBuilder(name).append('(');
            boolean first = true;
            for (int i = d.nextIndex(0); i >= 0; i = d.nextIndex(i + 1)) {
                if (!(d.keyAt(i) instanceof PyStr key) || key.value.isEmpty()) {
                    continue;
                }
                if (!first) {
                    sb.append(", ");
                }
                first = false;
                sb.append(key.value).append('=').append(Ops.repr(d.valueAt(i)));
            }
            return sb.append(')').toString();
        } finally {
            ReprGuard.exit(self);
        }
    }

    /** Two namespaces compare as their dicts; anything else is NotImplemented. */
    private static PyObject compare(PyObject self, PyObject other, boolean equal) {
        if (!self.type().isSubtypeOf(type) || !other.type().isSubtypeOf(type)) {
            return Py.NotImplemented;
        }
        return Py.newBool(Ops.eq(self.getDict(), other.getDict()) == equal);
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
