package io.frameweave.interpreter.runtime;

import java.util.Arrays;

/** The constructor, methods and attributes of {@code memoryview}, with CPython's errors. */
final class MemoryViewMethods {
    private MemoryViewMethods() {}

    private static final ArgParser NEW = new ArgParser("memoryview", 1, "object");
    private static final ArgParser CAST = new ArgParser("cast", 1, "format", "shape");
    private static final ArgParser TOBYTES = new ArgParser("tobytes", 0, "order");
    private static final ArgParser HEX = new ArgParser("hex", 0, "sep", "bytes_per_sep");

    /** The view, checked not to be released. */
    private static PyMemoryView mv(PyObject self) {
        PyMemoryView m = (PyMemoryView) self;
        m.checkReleased();
        return m;
    }

    private static void attr(PyType t, String name, PyGetSetDescr.Getter g) {
        t.defineAttr(name, new PyGetSetDescr(t, name, g, null));
    }

    static void defineAll(PyType t) {
        t.defineNew((type, args, kw) -> {
            if (args.length == 0) {
                throw Py.TypeError("memoryview() missing required argument 'object' (pos 1)");
            }
            return PyMemoryView.of(NEW.parse(args, kw)[0]);
        });
        attr(t, "obj", o -> mv(o).obj);
        attr(t, "nbytes", o -> PyInt.of(mv(o).nbytes()));
        attr(t, "readonly", o -> Py.newBool(mv(o).readonly));
        attr(t, "itemsize", o -> PyInt.of(mv(o).itemSize));
        attr(t, "format", o -> PyStr.of(mv(o).format));
        attr(t, "ndim", o -> PyInt.of(mv(o).ndim()));
        attr(t, "shape", o -> {
            PyMemoryView m = mv(o);
            PyObject[] dims = new PyObject[m.ndim()];
            for (int d = 0; d < dims.length; d++) {
                dims[d] = PyInt.of(m.shape == null ? m.length : m.shape[d]);
            }
            return PyTuple.wrap(dims);
        });
        attr(t, "strides", o -> {
            PyMemoryView m = mv(o);
            PyObject[] strides = new PyObject[m.ndim()];
            for (int d = 0; d < strides.length; d++) {
                strides[d] = PyInt.of(m.strideOf(d));
            }
            return PyTuple.wrap(strides);
        });
        attr(t, "suboffsets", o -> {
            mv(o);
            return PyTuple.EMPTY;
        });
        attr(t, "c_contiguous", o -> Py.newBool(mv(o).contiguous()));
        attr(t, "f_contiguous", o -> Py.newBool(mv(o).contiguous()));
        attr(t, "contiguous", o -> Py.newBool(mv(o).contiguous()));
        t.defineCoexisting("__enter__", (self, args, kw) -> {
            ArgParser.checkArity("__enter__", args, kw, 0, 0);
            return mv(self);
        });
        t.defineCoexisting("__exit__", (self, args, kw) -> {
            ((PyMemoryView) self).release();
            return Py.None;
        });
        t.define("release", (self, args, kw) -> {
            ArgParser.checkArity("memoryview.release", args, kw, 0, 0);
            ((PyMemoryView) self).release();
            return Py.None;
        });
        t.define("tobytes", (self, args, kw) -> {
            PyObject[] a = TOBYTES.parse(args, kw);
            if (a[0] != null && a[0] != Py.None) {
                String order = a[0] instanceof PyStr s ? s.value : "";
                if (!order.equals("C") && !order.equals("F") && !order.equals("A")) {
                    throw Py.ValueError("order must be 'C', 'F' or 'A'");
                }
            }
            return PyBytes.wrap(mv(self).toByteArray());
        });
        t.define("tolist", (self, args, kw) -> {
            ArgParser.checkArity("memoryview.tolist", args, kw, 0, 0);
            return mv(self).toList();
        });
        t.define("hex", (self, args, kw) -> {
            PyObject[] a = HEX.parse(args, kw);
            byte[] b = mv(self).toByteArray();
            return PyStr.of(BytesCreation.hex(b, b.length, a[0], a[1]));
        });
        t.define("toreadonly", (self, args, kw) -> {
            ArgParser.checkArity("memoryview.toreadonly", args, kw, 0, 0);
            PyMemoryView m = mv(self);
            return m.reshaped(m.start, m.length, m.shape, m.format, true);
        });
        t.define("cast", (self, args, kw) -> {
            PyObject[] a = CAST.parse(args, kw);
            return cast(mv(self), a[0], a[1]);
        });
        t.define("__len__", (self, args, kw) -> PyInt.of(mv(self).outerLength()));
        t.define("__iter__", (self, args, kw) -> {
            PyMemoryView m = mv(self);
            if (m.shape != null) {
                throw subViews("multi-dimensional sub-views are not implemented");
            }
            PyObject[] items = new PyObject[m.length];
            for (int i = 0; i < items.length; i++) {
                items[i] = m.item(i);
            }
            return Ops.iter(PyTuple.wrap(items));
        });
        t.define("__getitem__", (self, args, kw) -> {
            ArgParser.checkArity("memoryview.__getitem__", args, kw, 1, 1);
            PyMemoryView m = mv(self);
            if (args[0] instanceof PySlice sl) {
                if (m.shape != null) {
                    return sliceRows(m, sl);
                }
                PySlice.Bounds b = sl.adjust(m.length);
                int n = Math.max(b.length, 0);
                return m.derived(m.start + b.start * m.stride, m.stride * b.step, n, m.format, m.readonly);
            }
            if (m.shape != null && !(args[0] instanceof PyTuple)) {
                if (!(args[0] instanceof PyInt) && args[0].type().lookup("__index__") == null) {
                    throw Py.TypeError("memoryview: invalid slice key");
                }
                throw subViews("multi-dimensional sub-views are not implemented");
            }
            return m.itemAt(offset(m, args[0]));
        });
        t.define("__setitem__", (self, args, kw) -> {
            ArgParser.checkArity("memoryview.__setitem__", args, kw, 2, 2);
            PyMemoryView m = mv(self);
            if (m.readonly) {
                throw Py.TypeError("cannot modify read-only memory");
            }
            if (m.shape != null && !(args[0] instanceof PyTuple)) {
                throw subViews(args[0] instanceof PySlice
                        ? "memoryview slice assignments are currently restricted to ndim = 1"
                        : "sub-views are not implemented");
            }
            if (args[0] instanceof PySlice sl) {
                PySlice.Bounds b = sl.adjust(m.length);
                byte[] src = Buffers.bytesOf(args[1]);
                int n = Math.max(b.length, 0);
                if (src.length != n * m.itemSize) {
                    throw Py.ValueError("memoryview assignment: lvalue and rvalue have different structures");
                }
                for (int k = 0; k < n; k++) {
                    System.arraycopy(src, k * m.itemSize, m.array(), m.start + (b.start + k * b.step) * m.stride,
                            m.itemSize);
                }
                return Py.None;
            }
            m.setItemAt(offset(m, args[0]), args[1]);
            return Py.None;
        });
        t.define("__delitem__", (self, args, kw) -> {
            PyMemoryView m = mv(self);
            throw Py.TypeError(m.readonly ? "cannot modify read-only memory" : "cannot delete memory");
        });
        t.define("__eq__", (self, args, kw) -> {
            ArgParser.checkArity("memoryview.__eq__", args, kw, 1, 1);
            return equal((PyMemoryView) self, args[0]);
        });
        t.define("__ne__", (self, args, kw) -> {
            ArgParser.checkArity("memoryview.__ne__", args, kw, 1, 1);
            PyObject r = equal((PyMemoryView) self, args[0]);
            return r == Py.NotImplemented ? r : Py.newBool(r == Py.False);
        });
        t.define("__hash__", (self, args, kw) -> {
            PyMemoryView v = (PyMemoryView) self;
            if (v.hash != -1) {
                return PyInt.of(v.hash); // kept after release, as CPython's
            }
            PyMemoryView m = mv(self);
            if (!m.readonly) {
                throw Py.ValueError("cannot hash writable memoryview object");
            }
            char code = PyMemoryView.code(m.format);
            if (code != 'B' && code != 'b' && code != 'c') {
                throw Py.ValueError("memoryview: hashing is restricted to formats 'B', 'b' or 'c'");
            }
            m.hash = PyBytes.wrap(m.toByteArray()).hash();
            return PyInt.of(m.hash);
        });
        t.define("__repr__", (self, args, kw) -> {
            String addr = "0x" + Long.toHexString(ObjectIds.of(self));
            return PyStr.of((((PyMemoryView) self).isReleased() ? "<released memory at " : "<memory at ") + addr + ">");
        });
    }

    private static PyException subViews(String message) {
        return Py.raise(ExceptionTypes.NotImplementedError, message);
    }

    /** The array offset of the item a key names: an index, or a tuple of one index per dimension. */
    private static int offset(PyMemoryView m, PyObject key) {
        if (!(key instanceof PyTuple t)) {
            return m.start + index(m, key) * m.stride;
        }
        int n = t.size();
        int indices = 0;
        int slices = 0;
        for (int k = 0; k < n; k++) {
            PyObject i = t.get(k);
            if (i instanceof PyInt || i.type().lookup("__index__") != null) {
                indices++;
            } else if (i instanceof PySlice) {
                slices++;
            }
        }
        if (indices != n) {
            if (slices == n && n > 0) {
                throw subViews("multi-dimensional slicing is not implemented");
            }
            throw Py.TypeError("memoryview: invalid slice key");
        }
        if (n < m.ndim()) {
            throw subViews("sub-views are not implemented");
        }
        if (n > m.ndim()) {
            throw Py.TypeError("cannot index " + m.ndim() + "-dimension view with " + n + "-element tuple");
        }
        int at = m.start;
        for (int d = 0; d < n; d++) {
            int extent = m.shape == null ? m.length : m.shape[d];
            long i = SequenceIndex.value(t.get(d));
            if (i < 0) {
                i += extent;
            }
            if (i < 0 || i >= extent) {
                throw Py.IndexError("index out of bounds on dimension " + (d + 1));
            }
            at += (int) i * m.strideOf(d);
        }
        return at;
    }

    /**
     * A slice of a multi-dimensional view's first dimension. Only a step of 1 keeps the rows contiguous, which
     * is all frameweave's multi-dimensional views can be.
     */
    private static PyMemoryView sliceRows(PyMemoryView m, PySlice sl) {
        PySlice.Bounds b = sl.adjust(m.shape[0]);
        int n = Math.max(b.length, 0);
        if (b.step != 1 && n > 1) {
            throw subViews("multi-dimensional slicing with a step is not implemented");
        }
        int[] shape = m.shape.clone();
        shape[0] = n;
        int rowItems = m.length / Math.max(m.shape[0], 1);
        return m.reshaped(m.start + (n == 0 ? 0 : b.start * m.strideOf(0)), n * rowItems, shape, m.format,
                m.readonly);
    }

    private static int index(PyMemoryView m, PyObject key) {
        if (!(key instanceof PyInt) && key.type().lookup("__index__") == null) {
            if (key instanceof PyTuple t && t.size() == 0) {
                throw Py.raise(ExceptionTypes.NotImplementedError, "sub-views are not implemented");
            }
            throw Py.TypeError("memoryview: invalid slice key");
        }
        long i = SequenceIndex.value(key);
        if (i < 0) {
            i += m.length;
        }
        if (i < 0 || i >= m.length) {
            throw Py.IndexError("index out of bounds on dimension 1");
        }
        return (int) i;
    }

    /** Equal when both have the same length and equal items, each read by its own format. */
    private static PyObject equal(PyMemoryView m, PyObject other) {
        if (other == m) {
            return Py.True;
        }
        if (m.isReleased() || other instanceof PyMemoryView o && o.isReleased()) {
            return Py.False;
        }
        PyMemoryView o;
        if (other instanceof PyMemoryView v) {
            o = v;
        } else if (other instanceof BufferExporter) {
            o = PyMemoryView.of(other);
        } else {
            return Py.NotImplemented;
        }
        try {
            if (o.length != m.length || !Arrays.equals(o.shape, m.shape)) {
                return Py.False;
            }
            for (int i = 0; i < m.length; i++) {
                if (!Ops.eq(m.item(i), o.item(i))) {
                    return Py.False;
                }
            }
            return Py.True;
        } finally {
            if (o != other) {
                o.release();
            }
        }
    }

    private static PyObject cast(PyMemoryView m, PyObject formatArg, PyObject shape) {
        if (!(formatArg instanceof PyStr fs)) {
            throw Py.TypeError("memoryview: format argument must be a string");
        }
        String f = fs.value;
        String plain = f.startsWith("@") ? f.substring(1) : f;
        if (plain.length() != 1 || BufferFormat.itemSize(plain.charAt(0)) < 0) {
            throw Py.ValueError("memoryview: destination format must be a native single character format prefixed "
                    + "with an optional '@'");
        }
        if (!m.contiguous()) {
            throw Py.TypeError("memoryview: casts are restricted to C-contiguous views");
        }
        int size = BufferFormat.itemSize(plain.charAt(0));
        boolean byteFormat = m.itemSize == 1 && "Bbc".indexOf(PyMemoryView.code(m.format)) >= 0;
        if (!byteFormat && !"Bbc".contains(plain)) {
            throw Py.TypeError("memoryview: cannot cast between two non-byte formats");
        }
        int nbytes = m.nbytes();
        if (nbytes % size != 0) {
            throw Py.TypeError("memoryview: length is not a multiple of itemsize");
        }
        if (shape != null && shape != Py.None) {
            if (!(shape instanceof PyList) && !(shape instanceof PyTuple)) {
                throw Py.TypeError("shape must be a list or a tuple");
            }
            PyObject[] dims = Ops.toArray(shape);
            if (m.ndim() != 1 && dims.length != 1) {
                throw Py.TypeError("memoryview: cast must be 1D -> ND or ND -> 1D");
            }
            if (dims.length > 64) {
                throw Py.ValueError("memoryview: number of dimensions must not exceed 64");
            }
            int[] extents = new int[dims.length];
            long product = 1;
            for (int d = 0; d < dims.length; d++) {
                long x = dims[d] instanceof PyInt i ? i.asBig().longValue() : 0;
                if (x <= 0 || x > Integer.MAX_VALUE) {
                    throw Py.ValueError("memoryview.cast(): elements of shape must be integers > 0");
                }
                extents[d] = (int) x;
                product = Math.min(product * x, Long.MAX_VALUE / Integer.MAX_VALUE);
            }
            if (dims.length == 0 || product * size != nbytes) { // zero dimensions are not written yet
                throw Py.TypeError("memoryview: product(shape) * itemsize != buffer size");
            }
            if (dims.length > 1) {
                return m.reshaped(m.start, nbytes / size, extents, f, m.readonly);
            }
        }
        return m.derived(m.start, size, nbytes / size, f, m.readonly);
    }
}
