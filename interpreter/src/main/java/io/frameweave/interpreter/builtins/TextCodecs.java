package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.codecs.CodecException;
import io.frameweave.interpreter.codecs.Codecs;
import io.frameweave.interpreter.codecs.TextCodec;
import io.frameweave.interpreter.runtime.CodecErrors;
import io.frameweave.interpreter.runtime.CodecRegistryAccess;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;

/**
 * The codec of a text file's {@code encoding=}: the VM's own where it has one, else the codec registry's (which,
 * as CPython's TextIOWrapper requires, must be a text encoding), else, without a registry, a JVM charset.
 */
final class TextCodecs {
    private TextCodecs() {}

    static TextCodec forName(String encoding) {
        TextCodec own = Codecs.findOwn(encoding);
        if (own != null) {
            return own;
        }
        PyObject info = CodecRegistryAccess.lookup(encoding);
        if (info == null) {
            try {
                return Codecs.lookup(encoding);
            } catch (CodecException e) {
                throw CodecErrors.toGuest(e);
            }
        }
        PyObject flag = Ops.lookupAttr(info, "_is_text_encoding");
        if (flag != null && !Ops.isTrue(flag)) {
            throw Py.raise(ExceptionTypes.LookupError, "'" + encoding
                    + "' is not a text encoding; use codecs.open() to handle arbitrary codecs");
        }
        return new RegistryTextCodec(encoding, info);
    }
}
