package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.LineTable;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;

import java.util.function.Function;

/**
 * The guest attributes of code objects that frames and tracebacks expose ({@code f.f_code.co_name} ...), over
 * PyCode's {@code co_*} Java accessors. Installed once; an attribute the code type already defines is kept.
 */
final class CodeAttributes {
    private CodeAttributes() {}

    private static boolean installed;

    static synchronized void install() {
        if (installed) {
            return;
        }
        installed = true;
        PyType t = PyCode.TYPE;
        define(t, "co_name", c -> PyStr.of(c.co_name()));
        define(t, "co_qualname", c -> PyStr.of(c.co_qualname()));
        define(t, "co_filename", c -> PyStr.of(c.co_filename()));
        define(t, "co_firstlineno", c -> Py.newInt(c.co_firstlineno()));
        define(t, "co_argcount", c -> Py.newInt(c.co_argcount()));
        define(t, "co_posonlyargcount", c -> Py.newInt(c.co_posonlyargcount()));
        define(t, "co_kwonlyargcount", c -> Py.newInt(c.co_kwonlyargcount()));
        define(t, "co_nlocals", c -> Py.newInt(c.co_nlocals()));
        define(t, "co_flags", c -> Py.newInt(c.co_flags()));
        define(t, "co_varnames", c -> names(c.co_varnames()));
        define(t, "co_cellvars", c -> names(c.co_cellvars()));
        define(t, "co_freevars", c -> names(c.co_freevars()));
        define(t, "co_names", c -> names(c.co_names()));
        define(t, "co_consts", c -> PyTuple.of(c.co_consts()));
        if (t.lookup("co_lines") == null) {
            t.define("co_lines", (self, args, kw) -> {
                ArgParser.checkArity("co_lines", args, kw, 0, 0);
                return Ops.iter(lineRanges((PyCode) self));
            });
        }
        if (t.lookup("co_positions") == null) {
            t.define("co_positions", (self, args, kw) -> {
                ArgParser.checkArity("co_positions", args, kw, 0, 0);
                return Ops.iter(positions((PyCode) self));
            });
        }
        if (t.lookup("replace") == null) {
            t.define("replace", CodeReplace::replace);
        }
        if (t.lookup("__repr__") == PyType.OBJECT.lookup("__repr__")) {
            t.define("__repr__", (self, args, kw) -> PyStr.of(self.toString()));
        }
    }

    private static void define(PyType t, String name, Function<PyCode, PyObject> get) {
        if (t.lookup(name) == null) {
            VmTypes.getter(t, name, get);
        }
    }

    /**
     * {@code co_lines()}: {@code (start, end, line)} for each run of instructions of one line, in the offsets
     * {@code f_lasti} and {@code dis} use (two bytes an instruction; the VM keeps inline caches beside the
     * instructions, not among them as CPython does, so the numbers are smaller than CPython's); line None for
     * instructions that belong to no line.
     */
    private static PyList lineRanges(PyCode code) {
        PyList out = new PyList();
        int n = code.instructions.length;
        int start = 0;
        for (int pc = 1; pc <= n; pc++) {
            if (pc == n || code.lineAt(pc) != code.lineAt(start)) {
                int line = code.lineAt(start);
                out.append(PyTuple.of(Py.newInt(2L * start), Py.newInt(2L * pc),
                        line == LineTable.NO_LINE ? Py.None : Py.newInt(line)));
                start = pc;
            }
        }
        return out;
    }

    /**
     * {@code co_positions()}: {@code (line, end_line, col, end_col)} for each instruction (columns count from 0,
     * end columns exclusive; None where there is no position), one per instruction of {@link #lineRanges}'
     * offsets.
     */
    private static PyList positions(PyCode code) {
        PyList out = new PyList();
        LineTable.Position[] all = code.lines.positions();
        for (LineTable.Position p : all) {
            out.append(PyTuple.of(orNone(p.line()), orNone(p.endLine()), orNone(p.col()), orNone(p.endCol())));
        }
        return out;
    }

    private static PyObject orNone(int n) {
        return n < 0 ? Py.None : Py.newInt(n);
    }

    private static PyTuple names(String[] names) {
        PyObject[] items = new PyObject[names.length];
        for (int i = 0; i < names.length; i++) {
            items[i] = PyStr.of(names[i]);
        }
        return PyTuple.of(items);
    }
}
