package io.frameweave.interpreter.vm;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.syntax.SyntaxErrorException;

/**
 * Where a SyntaxError that a program raised itself ({@code raise SyntaxError("msg", (file, line, offset, text))})
 * points: CPython's printer reads the location from the exception's attributes, as its parse_syntax_error does.
 */
final class GuestSyntaxErrors {
    private GuestSyntaxErrors() {}

    /**
     * The file line, source line and carets CPython prints for {@code exc}, each ending with a newline; null when
     * it is no SyntaxError or its attributes give no location (it is then printed as any exception).
     */
    static String location(PyBaseException exc) {
        if (!exc.type().isSubtypeOf(ExceptionTypes.SyntaxError)) {
            return null;
        }
        try {
            Ops.getAttr(exc, "msg");
            PyObject file = Ops.getAttr(exc, "filename");
            String filename = file == Py.None ? "<string>" : Ops.str(file);
            if (!(Ops.getAttr(exc, "lineno") instanceof PyInt line)) {
                return null;
            }
            int lineno = clamp(line);
            PyObject off = Ops.getAttr(exc, "offset");
            int offset = off == Py.None ? -1 : off instanceof PyInt o ? clamp(o) : Integer.MIN_VALUE;
            if (offset == Integer.MIN_VALUE) {
                return null;
            }
            int endLineno = lineno;
            int endOffset = -1;
            if (exc.type() == ExceptionTypes.SyntaxError) { // CPython reads the end of the exact class only
                PyObject endLine = Ops.lookupAttr(exc, "end_lineno");
                endLineno = endLine instanceof PyInt e ? clamp(e) : lineno;
                PyObject endOff = Ops.lookupAttr(exc, "end_offset");
                endOffset = endOff instanceof PyInt e ? clamp(e) : -1;
            }
            String text = Ops.getAttr(exc, "text") instanceof PyStr t ? t.value : null;
            String report = new SyntaxErrorException("SyntaxError", "", filename, lineno, offset, endLineno, endOffset,
                    text).format();
            return report.substring(0, report.lastIndexOf("SyntaxError: "));
        } catch (PyException e) {
            return null;
        }
    }

    private static int clamp(PyInt i) {
        return i.big != null ? (i.big.signum() < 0 ? Integer.MIN_VALUE + 1 : Integer.MAX_VALUE)
                : (int) Math.max(Integer.MIN_VALUE + 1, Math.min(Integer.MAX_VALUE, i.value));
    }
}
