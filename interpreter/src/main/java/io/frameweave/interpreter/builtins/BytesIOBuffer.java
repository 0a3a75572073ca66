package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.BufferExporter;
import io.frameweave.interpreter.runtime.PyBuffer;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;

/**
 * What {@code BytesIO.getbuffer()}'s memoryview is a view of ({@code _io._BytesIOBuffer}): the BytesIO's bytes,
 * shared and writable, lent while the BytesIO refuses to change size.
 */
final class BytesIOBuffer extends PyObject implements BufferExporter.Counting {
    static final PyType TYPE = PyType.newBuiltin("_io._BytesIOBuffer", PyType.OBJECT);

    private final PyBytesIO source;

    BytesIOBuffer(PyBytesIO source) {
        this.source = source;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    @Override
    public PyBuffer getBuffer(boolean writable) {
        return source.lend(this);
    }

    @Override
    public void releaseBuffer(PyBuffer buffer) {
        source.released(buffer);
    }
}
