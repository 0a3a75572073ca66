package io.frameweave.interpreter.runtime;

/**
 * A read-only view of a mapping ({@code mappingproxy}): what {@code C.__dict__} returns for a class, as in
 * CPython. A class's dict may only change through {@code setattr}/{@code delattr} on the class, which
 * invalidate the type ({@link PyType#modified}) before they change it; handing out the dict itself would let
 * {@code C.__dict__['x'] = 1} change the class behind its attribute caches' back. Over a plain dict it reads the
 * dict directly; over any other mapping ({@code types.MappingProxyType(ChainMap(...))}) each operation is the
 * mapping's own, as CPython's.
 */
public final class PyMappingProxy extends PyObject {
    public static final PyType TYPE = PyType.newBuiltin("mappingproxy", PyType.OBJECT);

    static {
        TYPE.defineAttr("__hash__", PyNone.INSTANCE); // not Py.None: Py may still be initialising
        TYPE.setCollectionFlags(PyType.MAPPING, true);
        TYPE.defineNew((type, args, kw) -> {
            PyObject m = new ArgParser("mappingproxy", 1, "mapping").clinicKeywords().parse(args, kw)[0];
            if (m instanceof PyList || m instanceof PyTuple || Ops.lookupAttr(m, "__getitem__") == null) {
                throw Py.TypeError("mappingproxy() argument must be a mapping, not " + Py.typeName(m));
            }
            return new PyMappingProxy(m);
        });
        TYPE.define("__getitem__", (self, args, kw) -> {
            ArgParser.checkArity("__getitem__", args, kw, 1, 1);
            PyMappingProxy p = (PyMappingProxy) self;
            return p.dict != null ? p.dict.getItem(args[0]) : Ops.getItem(p.mapping, args[0]);
        });
        TYPE.define("__contains__", (self, args, kw) -> {
            ArgParser.checkArity("__contains__", args, kw, 1, 1);
            PyMappingProxy p = (PyMappingProxy) self;
            return Py.newBool(p.dict != null ? p.dict.contains(args[0]) : Ops.contains(p.mapping, args[0]));
        });
        TYPE.define("__len__", (self, args, kw) -> {
            PyMappingProxy p = (PyMappingProxy) self;
            return PyInt.of(p.dict != null ? p.dict.size() : Ops.len(p.mapping));
        });
        TYPE.define("__iter__", (self, args, kw) -> {
            PyMappingProxy p = (PyMappingProxy) self;
            return p.dict != null ? p.dict.iter() : Ops.iter(p.mapping);
        });
        TYPE.define("__reversed__", (self, args, kw) -> {
            PyMappingProxy p = (PyMappingProxy) self;
            return p.dict != null ? new PyDictIterator(p.dict, PyDictView.Kind.KEYS, true)
                    : Ops.callMethod(p.mapping, "__reversed__");
        });
        TYPE.define("__repr__", (self, args, kw) -> PyStr.of("mappingproxy(" + Ops.repr(((PyMappingProxy) self).mapping) + ")"));
        TYPE.define("__str__", (self, args, kw) -> PyStr.of(Ops.str(((PyMappingProxy) self).mapping)));
        TYPE.define("__eq__", (self, args, kw) -> Py.newBool(Ops.eq(((PyMappingProxy) self).mapping, args[0])));
        TYPE.define("__ne__", (self, args, kw) -> Py.newBool(!Ops.eq(((PyMappingProxy) self).mapping, args[0])));
        TYPE.define("__or__", (self, args, kw) -> or(((PyMappingProxy) self).mapping, args[0]));
        TYPE.define("__ror__", (self, args, kw) -> or(args[0], ((PyMappingProxy) self).mapping));
        TYPE.define("get", (self, args, kw) -> {
            ArgParser.checkArity("get", args, kw, 1, 2);
            PyMappingProxy p = (PyMappingProxy) self;
            PyObject dflt = args.length > 1 ? args[1] : Py.None;
            if (p.dict == null) {
                return Ops.callMethod(p.mapping, "get", args[0], dflt);
            }
            PyObject v = p.dict.get(args[0]);
            return v != null ? v : dflt;
        });
        TYPE.define("keys", (self, args, kw) -> view((PyMappingProxy) self, "keys", PyDictView.Kind.KEYS));
        TYPE.define("values", (self, args, kw) -> view((PyMappingProxy) self, "values", PyDictView.Kind.VALUES));
        TYPE.define("items", (self, args, kw) -> view((PyMappingProxy) self, "items", PyDictView.Kind.ITEMS));
        TYPE.define("copy", (self, args, kw) -> {
            PyMappingProxy p = (PyMappingProxy) self;
            return p.dict != null ? p.dict.copy() : Ops.callMethod(p.mapping, "copy");
        });
    }

    private final PyObject mapping;
    /** The mapping when it is a plain dict, read directly; else null. */
    private final PyDict dict;

    public PyMappingProxy(PyObject mapping) {
        this.mapping = mapping;
        this.dict = mapping.getClass() == PyDict.class ? (PyDict) mapping : null;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    private static PyObject view(PyMappingProxy p, String method, PyDictView.Kind kind) {
        return p.dict != null ? new PyDictView(p.dict, kind) : Ops.callMethod(p.mapping, method);
    }

    /** {@code proxy | other}, {@code other | proxy}: the mappings' own {@code |}, a proxy standing for its mapping. */
    private static PyObject or(PyObject left, PyObject right) {
        PyObject r = right instanceof PyMappingProxy p ? p.mapping : right;
        PyObject l = left instanceof PyMappingProxy p ? p.mapping : left;
        return Ops.binaryOp(l, r, BinaryOperators.OR);
    }
}
