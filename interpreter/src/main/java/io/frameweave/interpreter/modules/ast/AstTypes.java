package io.frameweave.interpreter.modules.ast;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInstance;
import io.frameweave.interpreter.runtime.PyMethodDescr;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The classes of one {@code _ast} module: {@code AST} and a class per {@link AstGrammar.Kind}, made as CPython makes
 * them (classes of module {@code ast} with {@code _fields}, {@code __match_args__}, {@code _attributes}, and None
 * on the class for each optional field), plus one shared instance of each singleton class ({@code Load},
 * {@code Add} ...) for the trees {@code compile()} returns.
 */
public final class AstTypes {
    /** A node class and the grammar's description of it. */
    public record NodeType(AstGrammar.Kind kind, PyType type) {}

    public final PyType ast;
    /** Every node class by name, in the grammar's order. */
    public final Map<String, NodeType> byName = new LinkedHashMap<>();
    private final Map<PyType, NodeType> byType = new IdentityHashMap<>();
    private final Map<String, PyObject> singletons = new HashMap<>();

    AstTypes() {
        ast = newClass("AST", PyType.OBJECT, "", List.of(), List.of());
        ast.defineAttr("__init__", new PyMethodDescr(ast, "__init__", AstTypes::init));
        ast.defineAttr("__reduce__", new PyMethodDescr(ast, "__reduce__", AstTypes::reduce));
        for (AstGrammar.Kind k : AstGrammar.KINDS.values()) {
            PyType base = k.base() == null ? ast : byName.get(k.base()).type();
            boolean ownsAttributes = k.base() == null;
            PyType t = newClass(k.name(), base, k.doc(), k.fields(), ownsAttributes ? k.attributes() : null);
            NodeType nt = new NodeType(k, t);
            byName.put(k.name(), nt);
            byType.put(t, nt);
            if (k.isSingleton(AstGrammar.KINDS)) {
                singletons.put(k.name(), new PyInstance(t));
            }
        }
    }

    private static PyType newClass(String name, PyType base, String doc, List<AstGrammar.Field> fields,
                                   List<AstGrammar.Field> attributes) {
        PyDict ns = new PyDict(); // in the order of CPython's class dicts
        PyTuple names = names(fields);
        ns.putStr("_fields", names);
        ns.putStr("__match_args__", names);
        ns.putStr("__module__", PyStr.of("ast"));
        ns.putStr("__doc__", name.equals("AST") ? Py.None : PyStr.of(doc));
        if (attributes != null) {
            ns.putStr("_attributes", names(attributes));
        }
        for (AstGrammar.Field f : fields) {
            if (f.arity() == AstGrammar.Arity.OPTIONAL) {
                ns.putStr(f.name(), Py.None);
            }
        }
        if (attributes != null) {
            for (AstGrammar.Field a : attributes) {
                if (a.arity() == AstGrammar.Arity.OPTIONAL) {
                    ns.putStr(a.name(), Py.None);
                }
            }
        }
        return PyType.createClass(name, new PyType[] {base}, ns);
    }

    private static PyTuple names(List<AstGrammar.Field> fields) {
        PyObject[] names = new PyObject[fields.size()];
        for (int i = 0; i < names.length; i++) {
            names[i] = PyStr.of(fields.get(i).name());
        }
        return PyTuple.of(names);
    }

    /** The class named {@code name} (a VM bug when the grammar has no such kind). */
    public NodeType get(String name) {
        NodeType t = byName.get(name);
        if (t == null) {
            throw new IllegalArgumentException("no node kind " + name);
        }
        return t;
    }

    /**
     * The concrete kind of sum type {@code sum} that {@code node} is an instance of (a subclass of a node class
     * counts), or null.
     */
    public AstGrammar.Kind kindOf(PyObject node, String sum) {
        for (PyType m : node.type().mro) {
            NodeType nt = byType.get(m);
            if (nt != null && sum.equals(nt.kind().base())) {
                return nt.kind();
            }
        }
        return null;
    }

    /** True when {@code o} is an instance of node class {@code name} or of a subclass. */
    public boolean isInstance(PyObject o, String name) {
        return o.type().isSubtypeOf(name.equals("AST") ? ast : get(name).type());
    }

    /** The shared instance of a singleton class ({@code Load}, {@code Add} ...). */
    public PyObject singleton(String name) {
        PyObject s = singletons.get(name);
        if (s == null) {
            throw new IllegalArgumentException("no singleton node kind " + name);
        }
        return s;
    }

    /**
     * A new node of kind {@code name} with its fields set to {@code values}, in the grammar's order (null stands
     * for None); attributes are set by the caller.
     */
    public PyInstance node(String name, PyObject... values) {
        NodeType t = get(name);
        List<AstGrammar.Field> fields = t.kind().fields();
        if (values.length != fields.size()) {
            throw new IllegalArgumentException(name + " has " + fields.size() + " fields, given " + values.length);
        }
        PyInstance n = new PyInstance(t.type());
        for (int i = 0; i < values.length; i++) {
            n.dict.putStr(fields.get(i).name(), values[i] == null ? Py.None : values[i]);
        }
        return n;
    }

    /** {@code AST.__init__}: positional arguments fill {@code _fields} in order, keywords set any attribute. */
    private static PyObject init(PyObject self, PyObject[] args, String[] kwnames) {
        int nkw = kwnames == null ? 0 : kwnames.length;
        int npos = args.length - nkw;
        PyObject fields = Ops.lookupAttr(self.type(), "_fields");
        if (npos > 0) {
            int numFields = fields == null ? 0 : Ops.len(fields);
            if (npos > numFields) {
                throw Py.TypeError(self.type().name + " constructor takes at most " + numFields + " positional argument"
                        + (numFields == 1 ? "" : "s"));
            }
            for (int i = 0; i < npos; i++) {
                PyObject name = Ops.getItem(fields, Py.newInt(i));
                if (!(name instanceof PyStr s)) {
                    throw Py.TypeError("attribute name must be string, not '" + Py.typeName(name) + "'");
                }
                Ops.setAttr(self, s.value, args[i]);
            }
        }
        for (int i = 0; i < nkw; i++) {
            Ops.setAttr(self, kwnames[i], args[npos + i]);
        }
        return Py.None;
    }

    /** {@code AST.__reduce__}: the class, no arguments, and the instance dict as the state. */
    private static PyObject reduce(PyObject self, PyObject[] args, String[] kwnames) {
        PyDict d = self.getDict();
        return d == null ? PyTuple.of(self.type(), PyTuple.of()) : PyTuple.of(self.type(), PyTuple.of(), d);
    }
}
