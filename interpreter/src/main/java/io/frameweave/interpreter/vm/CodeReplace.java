package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.bytecode.LineTable;
import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;

/**
 * {@code code.replace(**changes)}: a copy of a code object with some of its {@code co_*} values changed, with CPython
 * 3.11's keywords, checks and messages. The instructions stay the VM's own: {@code co_code}, {@code co_linetable}
 * and {@code co_exceptiontable} are CPython's encodings, which the VM cannot run, so giving one is a ValueError; and
 * since the instructions address constants, names and variables by index, a replacement for those must have at
 * least as many items (variables: exactly as many) as the code uses. {@code co_stacksize} is checked and kept as the
 * VM computed it, which is what its frames are sized by.
 */
final class CodeReplace {
    private CodeReplace() {}

    /** The values being built, starting from the code's own. */
    private static final class Parts {
        int argCount;
        int posOnlyArgCount;
        int kwOnlyArgCount;
        int nLocals;
        int stackSize;
        int flags;
        int firstLineno;
        PyObject[] consts;
        String[] names;
        String[] varnames;
        String[] freevars;
        String[] cellvars;
        String filename;
        String name;
        String qualname;
    }

    static PyObject replace(PyObject self, PyObject[] args, String[] kwnames) {
        int nkw = kwnames == null ? 0 : kwnames.length;
        if (args.length > nkw) {
            throw Py.TypeError("replace() takes no positional arguments");
        }
        PyCode code = (PyCode) self;
        Parts p = new Parts();
        p.argCount = code.argCount;
        p.posOnlyArgCount = code.posOnlyArgCount;
        p.kwOnlyArgCount = code.kwOnlyArgCount;
        p.nLocals = code.nLocals;
        p.stackSize = code.stackSize;
        p.flags = code.flags;
        p.firstLineno = code.firstLineno;
        p.consts = code.consts;
        p.names = code.names;
        p.varnames = code.varnames();
        p.freevars = code.freevars();
        p.cellvars = code.cellvars();
        p.filename = code.filename;
        p.name = code.name;
        p.qualname = code.qualname;
        for (int i = 0; i < nkw; i++) {
            take(p, kwnames[i], args[args.length - nkw + i]);
        }
        check("co_argcount", p.argCount);
        check("co_posonlyargcount", p.posOnlyArgCount);
        check("co_kwonlyargcount", p.kwOnlyArgCount);
        check("co_nlocals", p.nLocals);
        check("co_stacksize", p.stackSize);
        check("co_flags", p.flags);
        check("co_firstlineno", p.firstLineno);
        if (p.argCount < p.posOnlyArgCount) {
            throw Py.raise(ExceptionTypes.SystemError, "bad argument to internal function");
        }
        int args0 = p.argCount + p.kwOnlyArgCount + ((p.flags & PyCode.CO_VARARGS) != 0 ? 1 : 0)
                + ((p.flags & PyCode.CO_VARKEYWORDS) != 0 ? 1 : 0);
        if (args0 > p.varnames.length) {
            throw Py.ValueError("code: co_varnames is too small");
        }
        if (p.nLocals != p.varnames.length) {
            throw Py.ValueError("code: co_nlocals != len(co_varnames)");
        }
        return build(code, p);
    }

    private static void take(Parts p, String keyword, PyObject v) {
        switch (keyword) {
            case "co_argcount" -> p.argCount = cInt(v);
            case "co_posonlyargcount" -> p.posOnlyArgCount = cInt(v);
            case "co_kwonlyargcount" -> p.kwOnlyArgCount = cInt(v);
            case "co_nlocals" -> p.nLocals = cInt(v);
            case "co_stacksize" -> p.stackSize = cInt(v);
            case "co_flags" -> p.flags = cInt(v);
            case "co_firstlineno" -> p.firstLineno = cInt(v);
            case "co_consts" -> p.consts = tuple(keyword, v).items;
            case "co_names" -> p.names = strings(keyword, v);
            case "co_varnames" -> p.varnames = strings(keyword, v);
            case "co_freevars" -> p.freevars = strings(keyword, v);
            case "co_cellvars" -> p.cellvars = strings(keyword, v);
            case "co_filename" -> p.filename = str(keyword, v);
            case "co_name" -> p.name = str(keyword, v);
            case "co_qualname" -> p.qualname = str(keyword, v);
            case "co_code", "co_linetable", "co_exceptiontable" -> {
                if (v != Py.None && !(v instanceof PyBytes)) {
                    throw Py.TypeError("replace() argument '" + keyword + "' must be bytes, not " + argTypeName(v));
                }
                if (v != Py.None) {
                    throw Py.ValueError("code.replace(): frameweave cannot take " + keyword
                            + ": its instructions are not CPython's bytecode");
                }
            }
            default -> throw Py.TypeError("'" + keyword + "' is an invalid keyword argument for replace()");
        }
    }

    /** Builds the new code object over the VM's instructions, exception table and line table (lines shifted). */
    private static PyCode build(PyCode code, Parts p) {
        if (p.consts.length < code.consts.length || p.names.length < code.names.length) {
            throw Py.ValueError("code.replace(): co_consts and co_names need at least as many items as the code has");
        }
        if (p.varnames.length != code.nLocals || p.freevars.length != code.nFreeVars
                || p.cellvars.length != code.cellvars().length) {
            throw Py.ValueError("code.replace(): co_varnames, co_cellvars and co_freevars must keep their number of names");
        }
        String[] localsPlus = code.localsPlusNames.clone();
        int local = 0;
        int cell = 0;
        int free = 0;
        for (int i = 0; i < localsPlus.length; i++) {
            byte kind = code.localsPlusKinds[i];
            if ((kind & PyCode.KIND_LOCAL) != 0) {
                localsPlus[i] = p.varnames[local++];
                if ((kind & PyCode.KIND_CELL) != 0) {
                    cell++;
                }
            } else if ((kind & PyCode.KIND_CELL) != 0) {
                localsPlus[i] = p.cellvars[cell++];
            } else if ((kind & PyCode.KIND_FREE) != 0) {
                localsPlus[i] = p.freevars[free++];
            }
        }
        int[] instructions = code.instructions.clone();
        for (int i = 0; i < instructions.length; i++) {
            instructions[i] = Opcode.unmarked(instructions[i]);
        }
        PyCode copy = new PyCode(p.name, p.qualname, p.filename, p.firstLineno, p.argCount, p.posOnlyArgCount,
                p.kwOnlyArgCount, p.flags, instructions, p.consts.clone(), p.names.clone(), localsPlus,
                code.localsPlusKinds.clone(), code.stackSize, shiftLines(code.lines, p.firstLineno - code.firstLineno),
                code.exceptionTable.clone());
        copy.source = code.source;
        return copy;
    }

    /** The line table with every line moved by {@code delta}, as CPython's, whose lines count from co_firstlineno. */
    private static LineTable shiftLines(LineTable lines, int delta) {
        if (delta == 0) {
            return lines;
        }
        LineTable.Builder b = new LineTable.Builder();
        for (LineTable.Position pos : lines.positions()) {
            if (pos.line() == LineTable.NO_LINE) {
                b.add(pos);
            } else {
                int line = Math.max(0, pos.line() + delta);
                b.add(line, Math.max(line, pos.endLine() + delta), pos.col(), pos.endCol());
            }
        }
        return b.build();
    }

    private static void check(String keyword, int value) {
        if (value < 0) {
            throw Py.ValueError(keyword + " must be a positive integer");
        }
    }

    private static int cInt(PyObject v) {
        return Ops.index(v).asInt();
    }

    private static PyTuple tuple(String keyword, PyObject v) {
        if (!(v instanceof PyTuple t)) {
            throw Py.TypeError("replace() argument '" + keyword + "' must be tuple, not " + argTypeName(v));
        }
        return t;
    }

    private static String[] strings(String keyword, PyObject v) {
        PyObject[] items = tuple(keyword, v).items;
        String[] out = new String[items.length];
        for (int i = 0; i < items.length; i++) {
            if (!(items[i] instanceof PyStr s)) {
                throw Py.TypeError("name tuples must contain only strings, not '" + Py.typeName(items[i]) + "'");
            }
            out[i] = s.value;
        }
        return out;
    }

    private static String str(String keyword, PyObject v) {
        if (!(v instanceof PyStr s)) {
            throw Py.TypeError("replace() argument '" + keyword + "' must be str, not " + argTypeName(v));
        }
        return s.value;
    }

    /** How CPython's argument messages name the type of a wrong value (None by name). */
    private static String argTypeName(PyObject v) {
        return v == Py.None ? "None" : Py.typeName(v);
    }
}
