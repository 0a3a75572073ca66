package io.frameweave.interpreter.modules.csv;

import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code _csv.Dialect}: the eight formatting parameters, read-only once made. Characters are code points;
 * {@link #NOT_SET} stands for a {@code None} escapechar or quotechar.
 */
final class PyDialect extends PyObject {
    static final PyType TYPE = ModuleTypes.newType("_csv", "Dialect", null);
    static final int NOT_SET = -1;
    static final int QUOTE_MINIMAL = 0;
    static final int QUOTE_ALL = 1;
    static final int QUOTE_NONNUMERIC = 2;
    static final int QUOTE_NONE = 3;
    /** The parameters, in the order CPython's constructor takes and checks them. */
    static final String[] PARAMETERS = {"dialect", "delimiter", "doublequote", "escapechar", "lineterminator",
        "quotechar", "quoting", "skipinitialspace", "strict"};

    static {
        TYPE.defineNew((type, args, kw) -> of(type, args, kw, null));
        ModuleTypes.getter(TYPE, "delimiter", o -> PyStr.ofCodePoint(((PyDialect) o).delimiter));
        ModuleTypes.getter(TYPE, "doublequote", o -> Py.newBool(((PyDialect) o).doublequote));
        ModuleTypes.getter(TYPE, "escapechar", o -> charOrNone(((PyDialect) o).escapechar));
        ModuleTypes.getter(TYPE, "lineterminator", o -> PyStr.of(((PyDialect) o).lineterminator));
        ModuleTypes.getter(TYPE, "quotechar", o -> charOrNone(((PyDialect) o).quotechar));
        ModuleTypes.getter(TYPE, "quoting", o -> PyInt.of(((PyDialect) o).quoting));
        ModuleTypes.getter(TYPE, "skipinitialspace", o -> Py.newBool(((PyDialect) o).skipinitialspace));
        ModuleTypes.getter(TYPE, "strict", o -> Py.newBool(((PyDialect) o).strict));
        for (String name : new String[] {"__reduce__", "__reduce_ex__"}) { // a dialect is not copied or pickled
            TYPE.define(name, (self, args, kw) -> {
                throw Py.TypeError("cannot pickle '" + self.type().name.substring(self.type().name.lastIndexOf('.') + 1)
                        + "' instances");
            });
        }
    }

    private final PyType type;
    private final PyDict dict;
    int delimiter;
    boolean doublequote;
    int escapechar;
    String lineterminator;
    int quotechar;
    int quoting;
    boolean skipinitialspace;
    boolean strict;

    private PyDialect(PyType type) {
        this.type = type;
        this.dict = type.builtin ? null : type.newInstanceDict();
    }

    @Override
    public PyType type() {
        return type;
    }

    @Override
    public PyDict getDict() {
        return dict;
    }

    /**
     * {@code Dialect(dialect, **params)}: each parameter from the keywords, else from the attribute of
     * {@code dialect} (a registered name is looked up in {@code registry}), else its default.
     */
    static PyDialect of(PyType type, PyObject[] args, String[] kwnames, CsvModule registry) {
        PyObject[] p = bind(args, kwnames);
        PyObject base = p[0];
        if (base instanceof PyStr name) {
            if (registry == null) {
                registry = CsvModule.current();
            }
            base = registry.dialect(name);
        }
        boolean noParams = true;
        for (int i = 1; i < p.length; i++) {
            noParams &= p[i] == null;
        }
        if (base instanceof PyDialect d && d.type == TYPE && noParams && type == TYPE) {
            return d;
        }
        if (base != null) {
            for (int i = 1; i < p.length; i++) {
                if (p[i] == null) {
                    p[i] = Ops.lookupAttr(base, PARAMETERS[i]);
                }
            }
        }
        PyDialect d = new PyDialect(type);
        d.delimiter = ParameterChecks.character("delimiter", p[1], ',', false);
        d.doublequote = p[2] == null || Ops.isTrue(p[2]);
        d.escapechar = ParameterChecks.character("escapechar", p[3], NOT_SET, true);
        d.lineterminator = ParameterChecks.text("lineterminator", p[4], "\r\n");
        d.quotechar = ParameterChecks.character("quotechar", p[5], '"', true);
        d.quoting = ParameterChecks.integer("quoting", p[6], QUOTE_MINIMAL);
        d.skipinitialspace = p[7] != null && Ops.isTrue(p[7]);
        d.strict = p[8] != null && Ops.isTrue(p[8]);
        if (d.quoting < QUOTE_MINIMAL || d.quoting > QUOTE_NONE) {
            throw Py.TypeError("bad \"quoting\" value");
        }
        if (p[5] == Py.None && p[6] == null) {
            d.quoting = QUOTE_NONE;
        }
        if (d.quoting != QUOTE_NONE && d.quotechar == NOT_SET) {
            throw Py.TypeError("quotechar must be set if quoting enabled");
        }
        if (d.lineterminator == null) {
            throw Py.TypeError("lineterminator must be set");
        }
        return d;
    }

    /** The arguments by parameter, as {@code PyArg_ParseTupleAndKeywords("|OOOOOOOOO")} binds them. */
    private static PyObject[] bind(PyObject[] args, String[] kwnames) {
        int nkw = kwnames == null ? 0 : kwnames.length;
        int npos = args.length - nkw;
        if (args.length > PARAMETERS.length) {
            throw Py.TypeError("function takes at most " + PARAMETERS.length + " arguments (" + args.length + " given)");
        }
        PyObject[] p = new PyObject[PARAMETERS.length];
        System.arraycopy(args, 0, p, 0, npos);
        for (int k = 0; k < nkw; k++) {
            int i = java.util.Arrays.asList(PARAMETERS).indexOf(kwnames[k]);
            if (i < 0) {
                throw Py.TypeError("'" + kwnames[k] + "' is an invalid keyword argument for this function");
            }
            if (i < npos) {
                throw Py.TypeError("argument for function given by name ('" + kwnames[k] + "') and position ("
                        + (i + 1) + ")");
            }
            p[i] = args[npos + k];
        }
        return p;
    }

    private static PyObject charOrNone(int c) {
        return c == NOT_SET ? Py.None : PyStr.ofCodePoint(c);
    }
}
