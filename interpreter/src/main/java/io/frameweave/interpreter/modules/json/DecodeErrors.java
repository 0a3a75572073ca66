package io.frameweave.interpreter.modules.json;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

import java.util.function.Function;

/**
 * The errors of decoding. The scanner works on char offsets into the document's Java string; Python sees code
 * point indexes, so every position leaving this package passes {@link #index}.
 */
final class DecodeErrors {
    private DecodeErrors() {}

    /** Imports a module by name in the running interpreter; the registry sets it when it creates the module. */
    static volatile Function<String, PyModule> importer;

    /** The code point index of char offset {@code offset} of {@code doc}. */
    static int index(PyStr doc, int offset) {
        return doc.isBmp() ? offset : doc.value.codePointCount(0, offset);
    }

    /**
     * {@code json.decoder.JSONDecodeError(message, doc, pos)}, as CPython's {@code raise_errmsg} makes it: the class
     * is looked up in {@code json.decoder} each time, so a test that swaps the module sees its own class.
     */
    static PyException error(String message, PyStr doc, int offset) {
        PyObject cls = Ops.getAttr(importer.apply("json.decoder"), "JSONDecodeError");
        PyObject exc = Ops.call(cls, PyStr.of(message), doc, PyInt.of(index(doc, offset)));
        if (!(exc instanceof PyBaseException e)) {
            throw Py.TypeError("exceptions must derive from BaseException");
        }
        return new PyException(e);
    }

    /** StopIteration(index): what the scanner raises where no value starts, for the decoder to report. */
    static PyException noValue(PyStr doc, int offset) {
        return Py.StopIteration(PyInt.of(index(doc, offset)));
    }
}
