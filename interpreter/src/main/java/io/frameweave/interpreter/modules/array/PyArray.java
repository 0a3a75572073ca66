package io.frameweave.interpreter.modules.array;

import io.frameweave.interpreter.modules.ModuleTypes;
import io.frameweave.interpreter.runtime.BufferExporter;
import io.frameweave.interpreter.runtime.BufferExports;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuffer;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyType;
import io.frameweave.interpreter.runtime.SubclassableObject;
import java.util.Arrays;

/**
 * {@code array.array}: {@link #length} items of one {@link TypeCode}, stored as bytes in native order so that a
 * buffer lent to {@code bytes()}, {@code struct} or a {@code memoryview} is the array's own storage. While a
 * buffer is out, the array refuses to change its size, as CPython's does. The methods are in {@link ArrayMethods}.
 */
final class PyArray extends SubclassableObject implements BufferExporter.Counting {
    static final PyType TYPE = ModuleTypes.newType("array", "array", null);

    static {
        TYPE.weaklyReferable = true; // as CPython's arrays are
        ArrayMethods.define(TYPE);
        TYPE.setCollectionFlags(PyType.SEQUENCE, true);
    }

    final TypeCode code;
    byte[] data;
    int length;
    private final BufferExports exports = new BufferExports();

    PyArray(PyType type, TypeCode code) {
        super(type);
        this.code = code;
        this.data = new byte[0];
    }

    PyObject get(int i) {
        return code.get(data, i);
    }

    void set(int i, PyObject v) {
        code.set(data, i, v);
    }

    int byteLength() {
        return length * code.size;
    }

    /** Makes room for {@code n} more items at the end (their bytes are zero); they count in {@link #length}. */
    void grow(int n) {
        resizeTo(length + n);
    }

    /** BufferError while a buffer is lent: checked before anything changes, as CPython checks. */
    void checkResizable() {
        exports.checkResizable("cannot resize an array that is exporting buffers");
    }

    /** Sets the item count, keeping the first items; refused while a buffer is lent. */
    void resizeTo(int n) {
        if (n != length) {
            checkResizable();
        }
        long bytes = (long) n * code.size;
        if (bytes > Integer.MAX_VALUE - 8) {
            throw Py.MemoryError();
        }
        if (bytes > data.length) {
            data = Arrays.copyOf(data, (int) Math.min(Integer.MAX_VALUE - 8, Math.max(bytes, data.length * 2L + 16)));
        } else if (bytes < length * (long) code.size) {
            Arrays.fill(data, (int) bytes, length * code.size, (byte) 0);
        }
        length = n;
    }

    /** Appends {@code v}, which is checked before the array changes. */
    void append(PyObject v) {
        byte[] one = new byte[code.size];
        code.set(one, 0, v);
        grow(1);
        System.arraycopy(one, 0, data, (length - 1) * code.size, code.size);
    }

    void appendBytes(byte[] bytes, int from, int count) {
        int start = byteLength();
        grow(count / code.size);
        System.arraycopy(bytes, from, data, start, count);
    }

    /** Removes items {@code [from, to)}. */
    void delete(int from, int to) {
        if (to > from) {
            checkResizable();
        }
        int s = code.size;
        System.arraycopy(data, to * s, data, from * s, (length - to) * s);
        resizeTo(length - (to - from));
    }

    /** Opens a gap of {@code n} items at {@code at}. */
    void insertGap(int at, int n) {
        int s = code.size;
        int oldLength = length;
        grow(n);
        System.arraycopy(data, at * s, data, (at + n) * s, (oldLength - at) * s);
    }

    byte[] toBytes() {
        return Arrays.copyOf(data, byteLength());
    }

    PyArray newOfSameCode() {
        return new PyArray(TYPE, code);
    }

    @Override
    public PyBuffer getBuffer(boolean writable) {
        // its items' struct format, as CPython's arrays lend it ('u' items are wchar_t: 'w')
        String format = code.code == 'u' ? "w" : String.valueOf(code.code);
        return exports.lent(new PyBuffer(this, data, 0, byteLength(), false, format));
    }

    @Override
    public void releaseBuffer(PyBuffer buffer) {
        exports.released(buffer);
    }
}
