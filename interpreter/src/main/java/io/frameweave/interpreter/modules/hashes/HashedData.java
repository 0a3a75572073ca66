package io.frameweave.interpreter.modules.hashes;

import io.frameweave.interpreter.runtime.BufferExporter;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuffer;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

/** Feeding a guest object's bytes to an engine, refusing what has none with the hash modules' messages. */
final class HashedData {
    private HashedData() {}

    /** Feeds the bytes of a bytes-like {@code data} to {@code engine}, read in place. */
    static void feed(HashEngine engine, PyObject data) {
        if (data instanceof PyStr) {
            throw Py.TypeError("Strings must be encoded before hashing");
        }
        if (!(data instanceof BufferExporter exporter)) {
            throw Py.TypeError("object supporting the buffer API required");
        }
        PyBuffer buffer = exporter.getBuffer(false);
        try {
            engine.update(buffer.array, buffer.offset, buffer.length);
        } finally {
            buffer.release();
        }
    }
}
