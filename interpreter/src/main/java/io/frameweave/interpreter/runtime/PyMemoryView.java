package io.frameweave.interpreter.runtime;

/**
 * The builtin {@code memoryview}: a view of another object's bytes, sharing them (a bytearray's writes show
 * through, and the bytearray cannot resize while the view is unreleased). Each view, slices included, holds its
 * own {@link PyBuffer} of the exporting object, released by {@code release()} or {@code with}. Items are of a
 * native {@link BufferFormat} ('B' unless cast). A view is one-dimensional unless {@code cast} gave it a shape;
 * a multi-dimensional view is always C-contiguous (its items in row-major order, {@code stride} apart).
 */
public final class PyMemoryView extends PyObject implements BufferExporter.Counting {
    public static final PyType TYPE = PyType.newBuiltin("memoryview", PyType.OBJECT);

    static {
        TYPE.weaklyReferable = true; // as CPython's
        MemoryViewMethods.defineAll(TYPE);
        TYPE.setCollectionFlags(PyType.SEQUENCE, true);
    }

    /** The object whose bytes these are (never a memoryview). */
    final PyObject obj;
    private final PyBuffer buffer;
    /** Index in {@code buffer.array} of item 0's first byte. */
    final int start;
    /** Bytes from one item to the next (negative for a reversed slice). */
    final int stride;
    /** Items (of all dimensions). */
    final int length;
    /** The extent of each dimension when there are several; null for a one-dimensional view. */
    final int[] shape;
    final String format;
    final int itemSize;
    final boolean readonly;
    private boolean released;
    /** Its hash once computed (-1 before), which it keeps after release. */
    long hash = -1;
    /** Buffers this view lent (to {@code bytes(m)}, another memoryview ...) and not yet released. */
    private int exports;

    PyMemoryView(PyObject obj, PyBuffer buffer, int start, int stride, int length, String format, boolean readonly) {
        this(obj, buffer, start, stride, length, null, format, readonly);
    }

    private PyMemoryView(PyObject obj, PyBuffer buffer, int start, int stride, int length, int[] shape, String format,
                         boolean readonly) {
        this.obj = obj;
        this.shape = shape;
        this.buffer = buffer;
        this.start = start;
        this.stride = stride;
        this.length = length;
        this.format = format;
        this.itemSize = BufferFormat.itemSize(code(format));
        this.readonly = readonly;
    }

    /** {@code memoryview(o)}. */
    public static PyMemoryView of(PyObject o) {
        if (o instanceof PyMemoryView m) {
            m.checkReleased();
            return m.reshaped(m.start, m.length, m.shape, m.format, m.readonly);
        }
        if (!(o instanceof BufferExporter e)) {
            throw Py.TypeError("memoryview: a bytes-like object is required, not '" + Py.typeName(o) + "'");
        }
        PyBuffer b = e.getBuffer(false);
        int size = BufferFormat.itemSize(code(b.format));
        return new PyMemoryView(o, b, b.offset, size, b.length / size, b.format, b.readonly);
    }

    /** A new view over the same object with its own export. */
    PyMemoryView derived(int start, int stride, int length, String format, boolean readonly) {
        PyBuffer b = ((BufferExporter) obj).getBuffer(false);
        return new PyMemoryView(obj, b, start, stride, length, format, readonly);
    }

    /** A new view over the same object with its own export, of the given shape (null: one-dimensional). */
    PyMemoryView reshaped(int start, int length, int[] shape, String format, boolean readonly) {
        PyBuffer b = ((BufferExporter) obj).getBuffer(false);
        return new PyMemoryView(obj, b, start, shape == null ? stride : BufferFormat.itemSize(code(format)), length,
                shape, format, readonly);
    }

    int ndim() {
        return shape == null ? 1 : shape.length;
    }

    /** The extent of the first dimension: {@code len(m)}. */
    int outerLength() {
        return shape == null ? length : shape[0];
    }

    /** Bytes from one index to the next in dimension {@code dim}. */
    int strideOf(int dim) {
        int s = stride;
        for (int d = ndim() - 1; d > dim; d--) {
            s *= shape[d];
        }
        return s;
    }

    static char code(String format) {
        return format.charAt(format.length() - 1);
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    byte[] array() {
        return buffer.array;
    }

    boolean isReleased() {
        return released;
    }

    void checkReleased() {
        if (released) {
            throw Py.ValueError("operation forbidden on released memoryview object");
        }
    }

    /** Whether the items are adjacent in order (C-contiguous). */
    boolean contiguous() {
        return stride == itemSize || length <= 1;
    }

    int nbytes() {
        return length * itemSize;
    }

    /** The bytes of the view in item order. */
    byte[] toByteArray() {
        byte[] out = new byte[nbytes()];
        for (int i = 0; i < length; i++) {
            System.arraycopy(buffer.array, start + i * stride, out, i * itemSize, itemSize);
        }
        return out;
    }

    /** The items as nested lists, one level per dimension. */
    PyObject toList() {
        return toList(0, start);
    }

    private PyObject toList(int dim, int offset) {
        int n = shape == null ? length : shape[dim];
        int step = strideOf(dim);
        PyObject[] items = new PyObject[n];
        for (int i = 0; i < n; i++) {
            items[i] = dim == ndim() - 1 ? BufferFormat.unpack(buffer.array, offset + i * step, code(format))
                    : toList(dim + 1, offset + i * step);
        }
        return Py.newList(items);
    }

    /** The item at an array offset (from {@link #offsetOf}). */
    PyObject itemAt(int offset) {
        return BufferFormat.unpack(buffer.array, offset, code(format));
    }

    void setItemAt(int offset, PyObject v) {
        BufferFormat.pack(buffer.array, offset, code(format), v);
    }

    PyObject item(int i) {
        return BufferFormat.unpack(buffer.array, start + i * stride, code(format));
    }

    void setItem(int i, PyObject v) {
        BufferFormat.pack(buffer.array, start + i * stride, code(format), v);
    }

    void release() {
        if (released) {
            return;
        }
        if (exports > 0) {
            throw Py.raise(ExceptionTypes.BufferError, "memoryview has " + exports + " exported buffer"
                    + (exports == 1 ? "" : "s"));
        }
        released = true;
        buffer.release();
    }

    @Override
    public PyBuffer getBuffer(boolean writable) {
        checkReleased();
        if (writable && readonly) {
            throw Buffers.notWritable();
        }
        exports++;
        if (stride == itemSize) {
            return new PyBuffer(this, buffer.array, start, nbytes(), readonly);
        }
        if (writable) {
            exports--;
            throw Py.raise(ExceptionTypes.BufferError, "memoryview: underlying buffer is not C-contiguous");
        }
        return new PyBuffer(this, toByteArray(), 0, nbytes(), true);
    }

    @Override
    public void releaseBuffer(PyBuffer b) {
        exports--;
    }
}
