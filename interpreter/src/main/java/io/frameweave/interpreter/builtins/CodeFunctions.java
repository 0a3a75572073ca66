package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.codecs.CodecException;
import io.frameweave.interpreter.codecs.Codecs;

import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.modules.ast.AstModule;
import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.CodecErrors;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.vm.PyCell;
import io.frameweave.interpreter.vm.PyFrame;

/** {@code compile}, {@code exec}, {@code eval} and {@code __import__}: the builtins that run the VM itself. */
final class CodeFunctions {
    private static final ArgParser COMPILE = new ArgParser("compile", 3, "source", "filename", "mode", "flags",
            "dont_inherit", "optimize", "*", "_feature_version");
    private static final ArgParser EXEC = new ArgParser("exec", 1, "source", "globals", "locals", "/", "*",
            "closure");
    private static final ArgParser EVAL = new ArgParser("eval", 1, "source", "globals", "locals", "/");
    private static final ArgParser IMPORT = new ArgParser("__import__", 1, "name", "globals", "locals", "fromlist",
            "level");

    private CodeFunctions() {}

    /** CPython's {@code PyCF_MASK_OBSOLETE} and {@code PyCF_COMPILE_MASK}: flags compile() takes and ignores. */
    private static final int OTHER_COMPILE_FLAGS = 0x10 | 0x200 | 0x400 | 0x1000 | 0x2000 | 0x4000;

    static PyObject compile(PyObject[] a, String[] k) {
        PyObject[] p = COMPILE.parse(a, k);
        int flags = p[3] == null ? 0 : cInt(p[3]);
        boolean dontInherit = p[4] != null && cInt(p[4]) != 0;
        if ((flags & ~(PyCode.CO_FUTURE_MASK | OTHER_COMPILE_FLAGS)) != 0) {
            throw Py.ValueError("compile(): unrecognised flags");
        }
        int futures = (flags & PyCode.CO_FUTURE_MASK) | (dontInherit ? 0 : callerFutures());
        String filename = ArgValues.asStr(p[1], "compile() argument 'filename'");
        String mode = ArgValues.asStr(p[2], "compile() argument 'mode'");
        if (!mode.equals("exec") && !mode.equals("eval") && !mode.equals("single")) {
            throw Py.ValueError("compile() mode must be 'exec', 'eval' or 'single'");
        }
        boolean onlyAst = (flags & AstModule.PyCF_ONLY_AST) != 0;
        byte[] raw = p[0] instanceof PyStr ? null : Buffers.copyOrNull(p[0]); // bytes, bytearray, memoryview...
        PyObject text = raw != null ? PyStr.of(sourceOfBytes(raw, filename)) : p[0];
        if (!(text instanceof PyStr source)) {
            if (!SyntaxTrees.isTree(p[0])) {
                throw Py.TypeError("compile() arg 1 must be a string, bytes or AST object");
            }
            return onlyAst ? p[0] : SyntaxTrees.compile(p[0], filename, mode, futures);
        }
        checkSourceString(source.value);
        if (onlyAst) {
            return SyntaxTrees.parse(source.value, filename, mode);
        }
        return RunningVM.compile(source.value, filename, mode, futures);
    }

    /** A bytes source as compile() decodes it; CPython refuses a null byte before decoding. */
    private static String sourceOfBytes(byte[] raw, String filename) {
        for (byte b : raw) {
            if (b == 0) {
                throw Py.ValueError("source code string cannot contain null bytes");
            }
        }
        return RunningVM.vm().decodeSource(raw, filename);
    }

    /** An argument CPython converts to a C int. */
    private static int cInt(PyObject o) {
        PyInt i = Ops.index(o);
        if (i.big != null || i.value != (int) i.value) {
            throw Py.OverflowError("Python int too large to convert to C int");
        }
        return (int) i.value;
    }

    /** The future features in force in the calling frame's code, which compiled source inherits. */
    private static int callerFutures() {
        PyFrame f = RunningVM.currentFrame();
        return f == null ? 0 : f.code.flags & PyCode.CO_FUTURE_MASK;
    }

    /**
     * CPython compiles a str source from its UTF-8 form: a lone surrogate cannot be encoded, and then a null byte
     * is refused.
     */
    private static void checkSourceString(String source) {
        boolean surrogates = false;
        for (int i = 0; i < source.length(); i++) {
            if (Character.isSurrogate(source.charAt(i))) {
                surrogates = true;
                break;
            }
        }
        if (surrogates) {
            try {
                Codecs.lookup("utf-8").newEncoder("strict").encode(source);
            } catch (CodecException e) {
                throw CodecErrors.toGuest(e, source);
            }
        }
        if (source.indexOf('\0') >= 0) {
            throw Py.ValueError("source code string cannot contain null bytes");
        }
    }

    /**
     * Compiles through the VM, which turns a syntax error into a guest SyntaxError; the source inherits the future
     * features of the calling frame (exec and eval of a string).
     */
    static PyCode compileSource(String source, String filename, String mode) {
        return RunningVM.compile(source, filename, mode, callerFutures());
    }

    static PyObject exec(PyObject[] a, String[] k) {
        int npos = a.length - (k == null ? 0 : k.length);
        if (npos == 0) {
            throw Py.TypeError("exec() takes at least 1 positional argument (0 given)");
        }
        PyObject[] p = EXEC.parse(a, k);
        Scope s = scope("exec", p[1], p[2]);
        PyObject closure = p[3] == Py.None ? null : p[3];
        if (!(p[0] instanceof PyCode) && closure != null) {
            throw Py.TypeError("closure can only be used when source is a code object");
        }
        PyCode code = codeOf(p[0], "exec", "exec");
        RunningVM.exec(code, s.globals, s.locals, closureCells(code, closure));
        return Py.None;
    }

    /**
     * The cells {@code exec} runs a code object with, CPython's checks made: a code object with free variables needs
     * a tuple of exactly as many cells, one without them takes no closure.
     */
    private static PyObject[] closureCells(PyCode code, PyObject closure) {
        int free = code.nFreeVars;
        if (free == 0) {
            if (closure != null) {
                throw Py.TypeError("cannot use a closure with this code object");
            }
            return null;
        }
        boolean ok = closure instanceof PyTuple t && t.size() == free;
        if (ok) {
            for (PyObject cell : ((PyTuple) closure).items) {
                ok &= cell instanceof PyCell;
            }
        }
        if (!ok) {
            throw Py.TypeError("code object requires a closure of exactly length " + free);
        }
        return ((PyTuple) closure).items.clone();
    }

    static PyObject eval(PyObject[] a, String[] k) {
        if (a.length == 0) {
            throw Py.TypeError("eval expected at least 1 argument, got 0");
        }
        PyObject[] p = EVAL.parse(a, k);
        Scope s = scope("eval", p[1], p[2]);
        if (p[0] instanceof PyCode c && c.nFreeVars > 0) {
            throw Py.TypeError("code object passed to eval() may not contain free variables");
        }
        PyCode code = codeOf(p[0], "eval", "eval");
        return RunningVM.exec(code, s.globals, s.locals, null);
    }

    private static PyCode codeOf(PyObject source, String fname, String mode) {
        if (source instanceof PyCode c) {
            return c;
        }
        boolean eval = mode.equals("eval");
        String text;
        if (source instanceof PyStr s) {
            checkSourceString(s.value); // positions in its errors count the blanks
            text = eval ? withoutLeadingBlanks(s.value) : s.value;
        } else {
            byte[] raw = Buffers.copyOrNull(source);
            if (raw == null) {
                throw Py.TypeError(fname + "() arg 1 must be a string, bytes or code object");
            }
            int from = 0;
            while (eval && from < raw.length && (raw[from] == ' ' || raw[from] == '\t')) {
                from++; // before decoding, as CPython: blanks after a BOM stay (an IndentationError)
            }
            text = sourceOfBytes(java.util.Arrays.copyOfRange(raw, from, raw.length), "<string>");
            checkSourceString(text);
        }
        return compileSource(text, "<string>", mode);
    }

    /** eval()'s source without the spaces and tabs that start it. */
    private static String withoutLeadingBlanks(String text) {
        int i = 0;
        while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
        return text.substring(i);
    }

    private record Scope(PyDict globals, PyObject locals) {}

    /** The globals and locals as exec/eval resolve them, with CPython's checks. */
    private static Scope scope(String fname, PyObject globals, PyObject locals) {
        if (globals == Py.None) {
            globals = null;
        }
        if (locals == Py.None) {
            locals = null;
        }
        if (globals != null && !(globals instanceof PyDict)) {
            throw Py.TypeError(fname.equals("exec") ? "exec() globals must be a dict, not " + Py.typeName(globals)
                    : "globals must be a real dict; try eval(expr, {}, mapping)");
        }
        if (locals != null && locals.type().lookup("__getitem__") == null) {
            throw Py.TypeError("locals must be a mapping");
        }
        PyDict g;
        if (globals == null) {
            g = RunningVM.callerGlobals();
            if (locals == null) {
                locals = RunningVM.callerLocals();
            }
        } else {
            g = (PyDict) globals;
            if (locals == null) {
                locals = g;
            }
        }
        if (g.getStr("__builtins__") == null) {
            g.putStr("__builtins__", RunningVM.vm().builtinsDict());
        }
        return new Scope(g, locals);
    }

    static PyObject importModule(PyObject[] a, String[] k) {
        PyObject[] p = IMPORT.parse(a, k);
        String name = ArgValues.asStr(p[0], "__import__() argument 1");
        int level = p[4] == null ? 0 : Ops.index(p[4]).asInt();
        if (level < 0) {
            throw Py.ValueError("level must be >= 0");
        }
        if (name.isEmpty() && level == 0) {
            throw Py.ValueError("Empty module name");
        }
        PyDict globals = p[1] instanceof PyDict g ? g : new PyDict();
        PyObject fromlist = p[3] == null || p[3] == Py.None ? PyTuple.EMPTY : Ops.call(PyTuple.TYPE, p[3]);
        return RunningVM.vm().importAsStatement(name, globals, fromlist, level);
    }
}
