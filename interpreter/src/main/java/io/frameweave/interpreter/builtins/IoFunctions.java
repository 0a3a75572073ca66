package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

/** {@code print} and {@code input}: text to {@code sys.stdout}, lines from {@code sys.stdin}. */
final class IoFunctions {
    private IoFunctions() {}

    static PyObject print(PyObject[] args, String[] kwnames) {
        int nkw = kwnames == null ? 0 : kwnames.length;
        int npos = args.length - nkw;
        PyObject sep = null;
        PyObject end = null;
        PyObject file = null;
        PyObject flush = null;
        for (int k = 0; k < nkw; k++) {
            PyObject v = args[npos + k];
            switch (kwnames[k]) {
                case "sep" -> sep = v;
                case "end" -> end = v;
                case "file" -> file = v;
                case "flush" -> flush = v;
                default -> throw Py.TypeError("'" + kwnames[k] + "' is an invalid keyword argument for print()");
            }
        }
        if (file == null || file == Py.None) {
            file = RunningVM.sysAttr("stdout");
            if (file == null || file == Py.None) {
                return Py.None;
            }
        }
        String sepText = textOrDefault(sep, "sep", " ");
        String endText = textOrDefault(end, "end", "\n");
        if (file instanceof PyTextFile f && f.plain()) {
            // one write per call: the text and its end together
            if (npos == 1) {
                f.write(Ops.str(args[0]).concat(endText));
            } else {
                StringBuilder sb = new StringBuilder();
                for (int i = 0; i < npos; i++) {
                    if (i > 0) {
                        sb.append(sepText);
                    }
                    sb.append(Ops.str(args[i]));
                }
                f.write(sb.append(endText).toString());
            }
            if (flush != null && Ops.isTrue(flush)) {
                f.flush();
            }
            return Py.None;
        }
        PyObject write = Ops.getAttr(file, "write");
        for (int i = 0; i < npos; i++) {
            if (i > 0) {
                Ops.call(write, PyStr.of(sepText));
            }
            Ops.call(write, PyStr.of(Ops.str(args[i])));
        }
        Ops.call(write, PyStr.of(endText));
        if (flush != null && Ops.isTrue(flush)) {
            Ops.callMethod(file, "flush");
        }
        return Py.None;
    }

    private static String textOrDefault(PyObject v, String what, String dflt) {
        if (v == null || v == Py.None) {
            return dflt;
        }
        if (v instanceof PyStr s) {
            return s.value;
        }
        throw Py.TypeError(what + " must be None or a string, not " + Py.typeName(v));
    }

    static PyObject input(PyObject[] args, String[] kwnames) {
        ArgParser.checkArity("input", args, kwnames, 0, 1);
        PyObject stdin = RunningVM.sysAttr("stdin");
        PyObject stdout = RunningVM.sysAttr("stdout");
        PyObject stderr = RunningVM.sysAttr("stderr");
        if (stdin == null || stdin == Py.None) {
            throw Py.RuntimeError("input(): lost sys.stdin");
        }
        if (stdout == null || stdout == Py.None) {
            throw Py.RuntimeError("input(): lost sys.stdout");
        }
        if (stderr == null || stderr == Py.None) {
            throw Py.RuntimeError("input(): lost sys.stderr");
        }
        flushIgnoringErrors(stderr);
        if (args.length == 1) {
            String prompt = Ops.str(args[0]);
            if (stdout instanceof PyTextFile out && out.plain()) {
                out.write(prompt);
            } else {
                Ops.callMethod(stdout, "write", PyStr.of(prompt));
            }
        }
        flushIgnoringErrors(stdout);
        String line;
        if (stdin instanceof PyTextFile in && in.plain()) {
            line = in.readLine(-1);
        } else {
            PyObject r = Ops.callMethod(stdin, "readline");
            if (!(r instanceof PyStr s)) {
                throw Py.TypeError("object.readline() returned non-string");
            }
            line = s.value;
        }
        if (line.isEmpty()) {
            throw Py.raise(ExceptionTypes.EOFError, "EOF when reading a line");
        }
        if (line.endsWith("\n")) {
            line = line.substring(0, line.length() - 1);
        }
        return PyStr.of(line);
    }

    /** As CPython's {@code input()}: a stream's flush that fails (or that it lacks) does not stop the input. */
    private static void flushIgnoringErrors(PyObject stream) {
        if (stream instanceof PyTextFile f && f.plain()) {
            f.flushQuietly();
            return;
        }
        try {
            Ops.callMethod(stream, "flush");
        } catch (PyException e) {
            // ignored
        }
    }
}
