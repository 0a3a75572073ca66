package io.frameweave.interpreter.runtime;

/**
 * A read-only view of a mapping ({@code mappingproxy}): what {@code C.__dict__} returns for a class, as in
 * CPython. A class's dict may only change through {@code setattr}/{@code delattr} on the class, which
 * invalidate the type ({@link PyType#modified}) before they change it; handing out the dict itself would let
 * {@code C.__dict__['x'] = 1} change the class behind its attribute caches' back.
 */
public final class PyMappingProxy extends PyObject {
    public static final PyType TYPE = PyType.newBuiltin("mappingproxy", PyType.OBJECT);

    static {
        TYPE.defineAttr("__hash__", PyNone.INSTANCE); // not Py.None: Py may still be initialising
        TYPE.defineNew((type, args, kw) -> {
            PyObject m = new ArgParser("mappingproxy", 1, "mapping").clinicKeywords().parse(args, kw)[0];
            if (m instanceof PyDict d) {
                return new PyMappingProxy(d);
            }
            if (m instanceof PyList || m instanceof PyTuple || Ops.lookupAttr(m, "__getitem__") == null) {
                throw Py.TypeError("mappingproxy() argument must be a mapping, not " + Py.typeName(m));
            }
            throw Py.TypeError("mappingproxy() of a mapping that is not a dict is not supported yet");
        });
        TYPE.define("__getitem__", (self, args, kw) -> {
            ArgParser.checkArity("__getitem__", args, kw, 1, 1);
            return ((PyMappingProxy) self).dict.getItem(args[0]);
        });
        TYPE.define("__contains__", (self, args, kw) -> {
            ArgParser.checkArity("__contains__", args, kw, 1, 1);
            return Py.newBool(((PyMappingProxy) self).dict.contains(args[0]));
        });
        TYPE.define("__len__", (self, args, kw) -> PyInt.of(((PyMappingProxy) self).dict.size()));
        TYPE.define("__iter__", (self, args, kw) -> ((PyMappingProxy) self).dict.iter());
        TYPE.define("__reversed__", (self, args, kw) ->
                new PyDictIterator(((PyMappingProxy) self).dict, PyDictView.Kind.KEYS, true));
        TYPE.define("__repr__", (self, args, kw) ->
                PyStr.of("mappingproxy(" + ((PyMappingProxy) self).dict.repr() + ")"));
        TYPE.define("__str__", (self, args, kw) -> PyStr.of(Ops.str(((PyMappingProxy) self).dict)));
        TYPE.define("__eq__", (self, args, kw) -> Py.newBool(Ops.eq(((PyMappingProxy) self).dict, args[0])));
        TYPE.define("__ne__", (self, args, kw) -> Py.newBool(!Ops.eq(((PyMappingProxy) self).dict, args[0])));
        TYPE.define("__or__", (self, args, kw) -> or(((PyMappingProxy) self).dict, args[0]));
        TYPE.define("__ror__", (self, args, kw) -> args[0] instanceof PyDict d
                ? or(d, ((PyMappingProxy) self).dict) : Py.NotImplemented);
        TYPE.define("get", (self, args, kw) -> {
            ArgParser.checkArity("get", args, kw, 1, 2);
            PyObject v = ((PyMappingProxy) self).dict.get(args[0]);
            return v != null ? v : args.length > 1 ? args[1] : Py.None;
        });
        TYPE.define("keys", (self, args, kw) -> new PyDictView(((PyMappingProxy) self).dict, PyDictView.Kind.KEYS));
        TYPE.define("values", (self, args, kw) ->
                new PyDictView(((PyMappingProxy) self).dict, PyDictView.Kind.VALUES));
        TYPE.define("items", (self, args, kw) -> new PyDictView(((PyMappingProxy) self).dict, PyDictView.Kind.ITEMS));
        TYPE.define("copy", (self, args, kw) -> ((PyMappingProxy) self).dict.copy());
    }

    private final PyDict dict;

    public PyMappingProxy(PyDict dict) {
        this.dict = dict;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /** {@code proxy | other}, {@code other | proxy}: a new dict. */
    private static PyObject or(PyDict left, PyObject right) {
        PyDict r;
        if (right instanceof PyMappingProxy p) {
            r = left.copy();
            r.update(p.dict);
        } else if (right instanceof PyDict d) {
            r = left.copy();
            r.update(d);
        } else {
            return Py.NotImplemented;
        }
        return r;
    }
}
