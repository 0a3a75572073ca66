package io.frameweave.interpreter.modules.json;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyCallable;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

/**
 * {@code _json.make_scanner} ({@code _json.Scanner}): made from a {@code JSONDecoder}, whose settings it reads
 * once; called with a document and an index it returns {@code (value, end)}, the index after the value.
 */
final class PyScanner extends PyObject implements PyCallable {
    static final PyType TYPE = ModuleTypes.newType("_json", "Scanner", null);
    private static final ClinicArgs NEW_ARGS = new ClinicArgs("make_scanner", 1, "context");
    private static final ClinicArgs CALL_ARGS = new ClinicArgs("scan_once", 2, "string", "idx");

    static {
        TYPE.acceptableBase = false;
        TYPE.defineAttr("__doc__", PyStr.of("JSON scanner object"));
        TYPE.defineNew((type, args, kw) -> new PyScanner(NEW_ARGS.parse(args, kw)[0]));
        TYPE.define("__call__", (self, args, kw) -> ((PyScanner) self).call(args, kw));
        ModuleTypes.getter(TYPE, "strict", o -> Py.newBool(((PyScanner) o).strict));
        ModuleTypes.getter(TYPE, "object_hook", o -> ((PyScanner) o).objectConverter);
        ModuleTypes.getter(TYPE, "object_pairs_hook", o -> ((PyScanner) o).pairsConverter);
        ModuleTypes.getter(TYPE, "parse_float", o -> ((PyScanner) o).parseFloat);
        ModuleTypes.getter(TYPE, "parse_int", o -> ((PyScanner) o).parseInt);
        ModuleTypes.getter(TYPE, "parse_constant", o -> ((PyScanner) o).parseConstant);
    }

    final boolean strict;
    final PyObject objectConverter;
    final PyObject pairsConverter;
    final PyObject parseFloat;
    final PyObject parseInt;
    final PyObject parseConstant;

    /** Reads the decoder's settings in CPython's order, so that the first missing or failing one is reported. */
    private PyScanner(PyObject context) {
        this.strict = Ops.isTrue(Ops.getAttr(context, "strict"));
        this.objectConverter = Ops.getAttr(context, "object_hook");
        this.pairsConverter = Ops.getAttr(context, "object_pairs_hook");
        this.parseFloat = Ops.getAttr(context, "parse_float");
        this.parseInt = Ops.getAttr(context, "parse_int");
        this.parseConstant = Ops.getAttr(context, "parse_constant");
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyObject call(PyObject[] args, String[] kwnames) {
        PyObject[] p = CALL_ARGS.parse(args, kwnames);
        if (!(p[0] instanceof PyStr doc)) {
            throw Py.TypeError("first argument must be a string, not " + Py.typeName(p[0]));
        }
        long idx = JsonModule.ssize(p[1]);
        if (idx < 0) {
            throw Py.ValueError("idx cannot be negative");
        }
        if (idx >= doc.len()) {
            throw Py.StopIteration(PyInt.of(idx));
        }
        Decoding d = new Decoding(this, doc);
        PyObject value = d.value(doc.offset((int) idx));
        return PyTuple.of(value, PyInt.of(DecodeErrors.index(doc, d.next)));
    }
}
