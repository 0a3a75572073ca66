package io.frameweave.interpreter.runtime;

import static io.frameweave.interpreter.runtime.ContainerFixtures.call;
import static io.frameweave.interpreter.runtime.ContainerFixtures.expect;
import static io.frameweave.interpreter.runtime.ContainerFixtures.i;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The buffer protocol as a Java reader (struct, io, hashlib) will use it: shared storage, read-only exporters,
 * and a bytearray that refuses to resize under an unreleased buffer until the buffer is released or unreachable.
 */
class BufferProtocolTest {

    private static PyByteArray bytearray(String latin1) {
        return new PyByteArray(PyBytes.ofLatin1(latin1).toByteArray());
    }

    @Test
    void aBufferSharesTheExportersBytes() {
        PyByteArray ba = bytearray("abc");
        PyBuffer b = Buffers.get(ba);
        b.set(0, 'X');
        call(ba, "__setitem__", i(2), i('Z'));
        assertEquals("bytearray(b'XbZ')", Ops.repr(ba));
        assertEquals('Z', b.get(2));
        b.release();
    }

    @Test
    void bytesAreReadOnlyAndSharedWithoutCopy() {
        PyBytes bytes = PyBytes.ofLatin1("data");
        PyBuffer b = Buffers.get(bytes);
        assertTrue(b.readonly);
        assertSame(bytes.value, b.array);
        expect("TypeError: Object is not writable.", () -> {
            bytes.getBuffer(true);
            return Py.None;
        });
        assertArrayEquals(new byte[] {'d', 'a', 't', 'a'}, Buffers.bytesOf(PyMemoryView.of(bytes)));
    }

    @Test
    void aBytearrayDoesNotResizeUnderAHeldBuffer() {
        PyByteArray ba = bytearray("ab");
        PyBuffer held = Buffers.get(ba);
        expect("BufferError: Existing exports of data: object cannot be re-sized", () -> call(ba, "append", i(1)));
        expect("None", () -> call(ba, "__setitem__", i(0), i('q')));
        held.release();
        expect("None", () -> call(ba, "append", i('!')));
        assertEquals("bytearray(b'qb!')", Ops.repr(ba));
    }

    @Test
    void aBufferNobodyHoldsNoLongerPinsTheBytearray() {
        PyByteArray ba = bytearray("ab");
        exportAndDrop(ba);
        expect("None", () -> call(ba, "extend", PyBytes.ofLatin1("cd")));
        assertEquals("bytearray(b'abcd')", Ops.repr(ba));
    }

    private static void exportAndDrop(PyByteArray ba) {
        PyMemoryView view = PyMemoryView.of(ba);
        assertEquals(2, view.length);
    }

    @Test
    void aNonNumericTypeIsNotBytesLike() {
        expect("TypeError: a bytes-like object is required, not 'str'", 
                () -> PyBytes.wrap(Buffers.bytesOf(PyStr.of("x"))));
        assertEquals(null, Buffers.copyOrNull(i(1)));
    }
}
