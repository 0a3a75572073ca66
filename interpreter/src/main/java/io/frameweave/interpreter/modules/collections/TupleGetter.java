package io.frameweave.interpreter.modules.collections;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDescriptor;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code _collections._tuplegetter(index, doc)}: the read-only descriptor a named tuple class has for each field,
 * {@code obj[index]} for a tuple {@code obj}. Its {@code __doc__} is writable, as named tuples' docs are.
 */
final class TupleGetter extends PyObject implements PyDescriptor {
    static final PyType TYPE = ModuleTypes.newType("_collections", "_tuplegetter", null);

    static {
        TYPE.acceptableBase = false;
        TYPE.defineNew((type, args, kw) -> {
            ClinicArgs.positional("_tuplegetter", args, kw, 2, 2);
            long index = Ops.index(args[0]).asLong();
            return new TupleGetter(index, args[1]);
        });
        TYPE.define("__get__", (self, args, kw) -> {
            ClinicArgs.positional("__get__", args, kw, 1, 2);
            PyObject obj = args[0] == Py.None ? null : args[0];
            return ((TupleGetter) self).get(obj, null);
        });
        TYPE.define("__set__", (self, args, kw) -> {
            throw Py.AttributeError("can't set attribute");
        });
        TYPE.define("__delete__", (self, args, kw) -> {
            throw Py.AttributeError("can't delete attribute");
        });
        TYPE.define("__repr__", (self, args, kw) -> {
            TupleGetter g = (TupleGetter) self;
            return PyStr.of("_tuplegetter(" + g.index + ", " + Ops.repr(g.docOrNone()) + ")");
        });
    }

    private final long index;
    /** Holds {@code __doc__}, so that it can be read and replaced as an attribute. */
    private final PyDict dict = new PyDict();

    private TupleGetter(long index, PyObject doc) {
        this.index = index;
        dict.putStr("__doc__", doc);
    }

    private PyObject docOrNone() {
        PyObject doc = dict.getStr("__doc__");
        return doc == null ? Py.None : doc;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyDict getDict() {
        return dict;
    }

    @Override
    public PyObject get(PyObject obj, PyType type) {
        if (obj == null) {
            return this;
        }
        if (!(obj instanceof PyTuple t)) {
            throw Py.TypeError("descriptor for index '" + index + "' for tuple subclasses doesn't apply to '"
                    + Py.typeName(obj) + "' object");
        }
        if (index < 0 || index >= t.size()) {
            throw Py.IndexError("tuple index out of range");
        }
        return t.get((int) index);
    }

    @Override
    public boolean isData() {
        return true;
    }

    @Override
    public void set(PyObject obj, PyObject value) {
        throw Py.AttributeError("can't set attribute");
    }

    @Override
    public void delete(PyObject obj) {
        throw Py.AttributeError("can't delete attribute");
    }
}
