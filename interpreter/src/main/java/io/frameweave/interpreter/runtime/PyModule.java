package io.frameweave.interpreter.runtime;

/** A module object: a name and the dict its code runs in ({@code __name__}, its globals). */
public class PyModule extends PyObject implements Reclassable {
    public static final PyType TYPE = PyType.newBuiltin("module", PyType.OBJECT);
    private static final ArgParser NEW = new ArgParser("module", 1, "name", "doc");

    static {
        // as CPython's: __new__ makes an empty module (no __name__ yet), __init__ names it
        TYPE.defineNew((type, args, kwnames) -> {
            PyModule m = new PyModule("?", new PyDict(), false);
            m.type = type;
            return m;
        });
        TYPE.define("__init__", (self, args, kw) -> {
            PyObject[] a = NEW.parse(args, kw);
            if (!(a[0] instanceof PyStr name)) {
                throw Py.TypeError("module() argument 'name' must be str, not " + Py.typeName(a[0]));
            }
            PyModule m = (PyModule) self;
            m.name = name.value;
            m.dict.putStr("__name__", name);
            m.dict.putStr("__doc__", a[1] == null ? Py.None : a[1]);
            // as CPython's module_init_dict, which the import system fills in later
            m.dict.putStr("__package__", Py.None);
            m.dict.putStr("__loader__", Py.None);
            m.dict.putStr("__spec__", Py.None);
            return Py.None;
        });
        TYPE.defineAttr("__dict__", new ReadOnlyAttribute(TYPE, "__dict__", m -> ((PyModule) m).dict));
        // as CPython 3.10+: a module without annotations gets an empty dict on first read (PEP 563's best practice
        // reads module.__annotations__ unguarded), kept in its __dict__
        TYPE.defineAttr("__annotations__", new PyGetSetDescr(TYPE, "__annotations__", m -> {
            PyDict d = ((PyModule) m).dict;
            PyObject a = d.getStr("__annotations__");
            if (a == null) {
                a = new PyDict();
                d.putStr("__annotations__", a);
            }
            return a;
        }, (m, v) -> {
            PyDict d = ((PyModule) m).dict;
            if (v != null) {
                d.putStr("__annotations__", v);
            } else if (d.getStr("__annotations__") == null) {
                throw Py.AttributeError("__annotations__");
            } else {
                d.delItem(PyStr.of("__annotations__"));
            }
        }));
        TYPE.define("__repr__", (self, args, kw) -> PyStr.of(((PyModule) self).repr()));
        // the module's __dict__ as its class finds it; a __dir__ function there answers instead (PEP 562)
        TYPE.define("__dir__", (self, args, kw) -> {
            if (!(Ops.getAttr(self, "__dict__") instanceof PyDict d)) {
                throw Py.TypeError("<module>.__dict__ is not a dictionary");
            }
            PyObject own = d.getStr("__dir__");
            if (own != null) {
                return Ops.call(own);
            }
            PyList names = new PyList();
            for (int i = d.nextIndex(0); i >= 0; i = d.nextIndex(i + 1)) {
                names.append(d.keyAt(i));
            }
            return names;
        });
    }

    /** Its name; {@code ?} for one made by {@code module.__new__} and not yet initialised. */
    public String name;
    public final PyDict dict;
    /** Made by the program ({@code types.ModuleType(...)}), not by the VM's import system or builtins. */
    private final boolean madeByProgram;
    /** {@code module} or a guest subclass of it ({@code __class__} may change it to one). */
    private PyType type = TYPE;

    public PyModule(String name, PyDict dict) {
        this(name, dict, true);
    }

    private PyModule(String name, PyDict dict, boolean named) {
        this.name = name;
        this.dict = dict;
        this.madeByProgram = !named;
        if (named && dict.getStr("__name__") == null) {
            dict.putStr("__name__", PyStr.of(name));
        }
    }

    @Override
    public PyType type() {
        return type;
    }

    @Override
    public void setType(PyType type) {
        this.type = type;
    }

    @Override
    public PyDict getDict() {
        return dict;
    }

    /**
     * {@code <module 'm' from 'path'>}; without a {@code __file__}, {@code <module 'sys' (built-in)>} for the VM's
     * own, {@code <module 'm'>} (or its loader's repr in parentheses) for one the program made.
     */
    public String repr() {
        PyObject n = dict.getStr("__name__");
        String nm = n instanceof PyStr s ? s.value : "?";
        PyObject file = dict.getStr("__file__");
        if (file instanceof PyStr f) {
            return "<module '" + nm + "' from '" + f.value + "'>";
        }
        if (!madeByProgram) {
            return "<module '" + nm + "' (built-in)>";
        }
        PyObject loader = dict.getStr("__loader__");
        return loader == null || loader == Py.None ? "<module '" + nm + "'>"
                : "<module '" + nm + "' (" + Ops.repr(loader) + ")>";
    }
}
