package io.frameweave.interpreter.runtime;

import java.util.List;

/**
 * The methods bytes and bytearray share, defined on either type; results are of the receiver's builtin type
 * ({@link ByteSequence#make}). Arguments that take bytes take any bytes-like object ({@link Buffers}).
 */
final class BytesMethods {
    private BytesMethods() {}

    private static final ArgParser DECODE = new ArgParser("decode", 0, "encoding", "errors").clinicKeywords();
    private static final ArgParser SPLIT = new ArgParser("split", 0, "sep", "maxsplit").clinicKeywords();
    private static final ArgParser RSPLIT = new ArgParser("rsplit", 0, "sep", "maxsplit").clinicKeywords();
    private static final ArgParser SPLITLINES = new ArgParser("splitlines", 0, "keepends").clinicKeywords();
    private static final ArgParser HEX = new ArgParser("hex", 0, "sep", "bytes_per_sep").clinicKeywords();
    private static final ArgParser TRANSLATE = new ArgParser("translate", 1, "table", "/", "delete").clinicKeywords();
    private static final String[] COMPARE_NAMES = {"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"};

    static ByteSequence seq(PyObject self) {
        return (ByteSequence) self;
    }

    static PyObject opt(PyObject[] args, int i) {
        return i < args.length ? args[i] : null;
    }

    /** An argument of find/count/index: an int in range(256) or a bytes-like object. */
    static byte[] subArg(PyObject o) {
        byte[] b = Buffers.copyOrNull(o);
        if (b != null) {
            return b;
        }
        if (!SequenceIndex.isIndex(o)) {
            throw Py.TypeError("argument should be integer or bytes-like object, not '" + Py.typeName(o) + "'");
        }
        return new byte[] {(byte) BytesCreation.byteValue(o, "byte must be in range(0, 256)")};
    }

    /** Clinic-style arity "center expected at most 2 arguments, got 3". */
    static void arity(String name, PyObject[] args, String[] kw, int min, int max, String qualified) {
        ArgParser.noKeywords(qualified, kw);
        int n = args.length;
        if (n < min || n > max) {
            if (min == max && min == 1) {
                throw Py.TypeError(qualified + "() takes exactly one argument (" + n + " given)");
            }
            if (min == max) {
                throw Py.TypeError(name + " expected " + min + " argument" + (min == 1 ? "" : "s") + ", got " + n);
            }
            throw Py.TypeError(name + " expected " + (n < min ? "at least " + min : "at most " + max) + " argument"
                    + ((n < min ? min : max) == 1 ? "" : "s") + ", got " + n);
        }
    }

    private static void searchArity(String name, String qualified, PyObject[] args, String[] kw) {
        ArgParser.noKeywords(qualified, kw);
        if (args.length < 1) {
            throw Py.TypeError(name + "() takes at least 1 argument (0 given)");
        }
        if (args.length > 3) {
            throw Py.TypeError(name + "() takes at most 3 arguments (" + args.length + " given)");
        }
    }

    /** find (0), rfind (1), index (2), rindex (3), count (4) with optional start and end. */
    private static int search(PyObject self, PyObject[] args, int how) {
        ByteSequence s = seq(self);
        byte[] sub = subArg(args[0]);
        int n = s.size();
        long start = SequenceIndex.clampStart(SequenceIndex.bound(opt(args, 1), 0), n);
        long end = SequenceIndex.clampEnd(SequenceIndex.bound(opt(args, 2), Long.MAX_VALUE), n);
        if (how == 4) {
            return start > n ? 0 : BytesSearch.count(s.storage(), (int) start, (int) end, sub, Integer.MAX_VALUE);
        }
        if (start > n || end - start < sub.length) {
            return -1;
        }
        return how % 2 == 0 ? BytesSearch.find(s.storage(), (int) start, (int) end, sub)
                : BytesSearch.rfind(s.storage(), (int) start, (int) end, sub);
    }

    /** startswith (at start) or endswith of one prefix or a tuple of them. */
    private static boolean affix(PyObject self, PyObject[] args, boolean ends) {
        String name = ends ? "endswith" : "startswith";
        ByteSequence s = seq(self);
        int n = s.size();
        long start = SequenceIndex.clampStart(SequenceIndex.bound(opt(args, 1), 0), n);
        long end = SequenceIndex.clampEnd(SequenceIndex.bound(opt(args, 2), Long.MAX_VALUE), n);
        PyObject[] choices;
        if (args[0] instanceof PyTuple t) {
            choices = t.items;
        } else {
            if (!Buffers.isBytesLike(args[0])) {
                throw Py.TypeError(name + " first arg must be bytes or a tuple of bytes, not " + Py.typeName(args[0]));
            }
            choices = new PyObject[] {args[0]};
        }
        for (PyObject c : choices) {
            byte[] p = Buffers.bytesOf(c);
            if (start > n || end - start < p.length) {
                continue;
            }
            int at = ends ? (int) end - p.length : (int) start;
            if (BytesSearch.matchesAt(s.storage(), (int) end, at, p)) {
                return true;
            }
        }
        return false;
    }

    private static PyList listOf(PyObject self, List<byte[]> parts) {
        PyObject[] items = new PyObject[parts.size()];
        for (int i = 0; i < items.length; i++) {
            items[i] = seq(self).make(parts.get(i));
        }
        return Py.newList(items);
    }

    static byte[] orNull(PyObject o) {
        return o == null || o == Py.None ? null : Buffers.bytesOf(o);
    }

    static long intArg(PyObject o, long dflt) {
        return o == null ? dflt : SequenceIndex.argument(o);
    }

    private static String strArg(String method, String name, PyObject o, String dflt) {
        if (o == null) {
            return dflt;
        }
        if (!(o instanceof PyStr s)) {
            throw Py.TypeError(method + "() argument '" + name + "' must be str, not " + Py.typeName(o));
        }
        return s.value;
    }

    /** Lexicographic order of unsigned bytes. */
    static int compare(byte[] a, int n, byte[] b, int m) {
        int k = Math.min(n, m);
        for (int i = 0; i < k; i++) {
            int d = (a[i] & 0xff) - (b[i] & 0xff);
            if (d != 0) {
                return d;
            }
        }
        return Integer.compare(n, m);
    }

    /** Everything bytes and bytearray both have; {@code typeName} is the receiver type's name in messages. */
    static void defineAll(PyType t, String typeName) {
        defineSequence(t, typeName);
        defineSearch(t, typeName);
        defineSplitting(t, typeName);
        BytesTextMethods.define(t, typeName);
        t.define("decode", (self, args, kw) -> {
            PyObject[] a = DECODE.parse(args, kw);
            ByteSequence s = seq(self);
            return PyStr.of(BytesCreation.decode(self, s.storage(), s.size(),
                    strArg("decode", "encoding", a[0], "utf-8"), strArg("decode", "errors", a[1], null)));
        });
        t.define("hex", (self, args, kw) -> {
            PyObject[] a = HEX.parse(args, kw);
            return PyStr.of(BytesCreation.hex(seq(self).storage(), seq(self).size(), a[0], a[1]));
        });
        t.defineAttr("fromhex", new PyClassMethod(new PyBuiltinFunction("fromhex", (args, kw) -> {
            arity("fromhex", args, kw, 2, 2, typeName + ".fromhex");
            PyObject cls = args[0];
            byte[] b = BytesCreation.fromHex(args[1]);
            if (cls == t) {
                return seq(t == PyBytes.TYPE ? PyBytes.EMPTY : new PyByteArray(new byte[0])).make(b);
            }
            return Ops.call(cls, PyBytes.wrap(b));
        })));
        t.defineAttr("maketrans", new PyStaticMethod(new PyBuiltinFunction("maketrans", (args, kw) -> {
            arity("maketrans", args, kw, 2, 2, "maketrans");
            return PyBytes.wrap(BytesText.maketrans(Buffers.bytesOf(args[0]), Buffers.bytesOf(args[1])));
        })));
        t.define("translate", (self, args, kw) -> {
            PyObject[] a = TRANSLATE.parse(args, kw);
            byte[] table = null;
            if (a[0] != Py.None) {
                table = Buffers.bytesOf(a[0]);
                if (table.length != 256) {
                    throw Py.ValueError("translation table must be 256 characters long");
                }
            }
            byte[] delete = a[1] == null ? new byte[0] : Buffers.bytesOf(a[1]);
            return seq(self).make(BytesText.translate(seq(self).storage(), seq(self).size(), table, delete));
        });
        t.define("__mod__", (self, args, kw) -> {
            ArgParser.checkArity(typeName + ".__mod__", args, kw, 1, 1);
            return seq(self).make(BytesFormatting.format(seq(self), args[0]));
        });
        t.define("__rmod__", (self, args, kw) -> Py.NotImplemented);
        t.define("__repr__", (self, args, kw) -> PyStr.of(repr(self)));
        t.define("__str__", (self, args, kw) -> PyStr.of(repr(self)));
    }

    static String repr(PyObject self) {
        ByteSequence s = seq(self);
        if (s instanceof PyBytes) {
            return BytesRepr.repr("b", s.storage(), s.size());
        }
        String name = self.type() == PyByteArray.TYPE ? "bytearray" : self.type().name;
        return name + "(" + BytesRepr.repr("b", s.storage(), s.size(), true) + ")";
    }

    private static void defineSequence(PyType t, String typeName) {
        t.define("__len__", (self, args, kw) -> PyInt.of(seq(self).size()));
        t.define("__getitem__", (self, args, kw) -> {
            ArgParser.checkArity(typeName + ".__getitem__", args, kw, 1, 1);
            return getItem(seq(self), args[0], typeName);
        });
        t.define("__contains__", (self, args, kw) -> {
            ArgParser.checkArity(typeName + ".__contains__", args, kw, 1, 1);
            ByteSequence s = seq(self);
            byte[] sub;
            if (SequenceIndex.isIndex(args[0])) {
                sub = new byte[] {(byte) BytesCreation.byteValue(args[0], "byte must be in range(0, 256)")};
            } else {
                sub = Buffers.bytesOf(args[0]);
            }
            return Py.newBool(BytesSearch.find(s.storage(), 0, s.size(), sub) >= 0);
        });
        t.define("__iter__", (self, args, kw) -> new PyBytesIterator(seq(self)));
        t.define("__add__", (self, args, kw) -> {
            ArgParser.checkArity(typeName + ".__add__", args, kw, 1, 1);
            byte[] other = Buffers.copyOrNull(args[0]);
            if (other == null) {
                if (SequenceOperators.hasGuestMethod(args[0], "__radd__")) {
                    return Py.NotImplemented;
                }
                throw Py.TypeError("can't concat " + Py.typeName(args[0]) + " to " + typeName);
            }
            ByteSequence s = seq(self);
            byte[] r = java.util.Arrays.copyOf(s.storage(), s.size() + other.length);
            System.arraycopy(other, 0, r, s.size(), other.length);
            return s.make(r);
        });
        t.define("__mul__", (self, args, kw) -> {
            ArgParser.checkArity(typeName + ".__mul__", args, kw, 1, 1);
            Long n = SequenceOperators.repeatCount(args[0], "__rmul__");
            return n == null ? Py.NotImplemented : repeated(self, n);
        });
        t.define("__rmul__", (self, args, kw) -> {
            ArgParser.checkArity(typeName + ".__rmul__", args, kw, 1, 1);
            Long n = SequenceOperators.repeatCount(args[0], "__mul__");
            return n == null ? Py.NotImplemented : repeated(self, n);
        });
        for (int op = 0; op < COMPARE_NAMES.length; op++) {
            final int o = op;
            t.define(COMPARE_NAMES[op], (self, args, kw) -> {
                ArgParser.checkArity(typeName + "." + COMPARE_NAMES[o], args, kw, 1, 1);
                return richCompare(seq(self), args[0], o);
            });
        }
    }

    /** Comparison: a bytes compares with bytes only; a bytearray with anything bytes-like. */
    static PyObject richCompare(ByteSequence s, PyObject other, int op) {
        byte[] b;
        int m;
        if (other instanceof ByteSequence o && (s instanceof PyByteArray || o instanceof PyBytes)) {
            b = o.storage();
            m = o.size();
        } else if (s instanceof PyByteArray && other instanceof PyMemoryView) {
            b = Buffers.bytesOf(other);
            m = b.length;
        } else {
            return Py.NotImplemented;
        }
        int c = compare(s.storage(), s.size(), b, m);
        return Py.newBool(SequenceCompare.compareInts(c, 0, op));
    }

    /** {@code b * n}: an exact bytes repeated once is itself, as CPython's. */
    private static PyObject repeated(PyObject self, long n) {
        if (n == 1 && self.getClass() == PyBytes.class) {
            return self;
        }
        return seq(self).make(repeat(seq(self), n));
    }

    static byte[] repeat(ByteSequence s, long n) {
        int len = s.size();
        if (n <= 0 || len == 0) {
            return new byte[0];
        }
        if (n > PyStr.MAX_JAVA_LENGTH / len) {
            throw Py.MemoryError();
        }
        byte[] r = new byte[(int) (len * n)];
        for (int i = 0; i < n; i++) {
            System.arraycopy(s.storage(), 0, r, i * len, len);
        }
        return r;
    }

    static PyObject getItem(ByteSequence s, PyObject key, String typeName) {
        if (key instanceof PySlice sl) {
            PySlice.Bounds b = sl.adjust(s.size());
            byte[] r = new byte[Math.max(b.length, 0)];
            for (int k = 0, j = b.start; k < r.length; k++, j += b.step) {
                r[k] = s.storage()[j];
            }
            return s.make(r);
        }
        if (!SequenceIndex.isIndex(key)) {
            throw Py.TypeError((typeName.equals("bytes") ? "byte" : typeName) + " indices must be integers or slices, not "
                    + Py.typeName(key));
        }
        long i = SequenceIndex.value(key);
        if (i < 0) {
            i += s.size();
        }
        if (i < 0 || i >= s.size()) {
            throw Py.IndexError(typeName.equals("bytes") ? "index out of range" : typeName + " index out of range");
        }
        return PyInt.of(s.byteAt((int) i));
    }

    private static void defineSearch(PyType t, String typeName) {
        String[] names = {"find", "rfind", "index", "rindex", "count"};
        for (int k = 0; k < names.length; k++) {
            final int how = k;
            final String name = names[k];
            final String qualified = typeName + "." + name;
            t.define(name, (self, args, kw) -> {
                searchArity(name, qualified, args, kw);
                int r = search(self, args, how);
                if (r < 0 && (how == 2 || how == 3)) {
                    throw Py.ValueError("subsection not found");
                }
                return PyInt.of(r);
            });
        }
        t.define("startswith", (self, args, kw) -> {
            searchArity("startswith", typeName + ".startswith", args, kw);
            return Py.newBool(affix(self, args, false));
        });
        t.define("endswith", (self, args, kw) -> {
            searchArity("endswith", typeName + ".endswith", args, kw);
            return Py.newBool(affix(self, args, true));
        });
        t.define("replace", (self, args, kw) -> {
            arity("replace", args, kw, 2, 3, typeName + ".replace");
            ByteSequence s = seq(self);
            return s.make(BytesSearch.replace(s.storage(), s.size(), Buffers.bytesOf(args[0]),
                    Buffers.bytesOf(args[1]), intArg(opt(args, 2), -1)));
        });
        t.define("removeprefix", (self, args, kw) -> {
            arity("removeprefix", args, kw, 1, 1, typeName + ".removeprefix");
            ByteSequence s = seq(self);
            byte[] p = Buffers.bytesOf(args[0]);
            int from = BytesSearch.matchesAt(s.storage(), s.size(), 0, p) ? p.length : 0;
            return s.make(java.util.Arrays.copyOfRange(s.storage(), from, s.size()));
        });
        t.define("removesuffix", (self, args, kw) -> {
            arity("removesuffix", args, kw, 1, 1, typeName + ".removesuffix");
            ByteSequence s = seq(self);
            byte[] p = Buffers.bytesOf(args[0]);
            int to = p.length > 0 && BytesSearch.matchesAt(s.storage(), s.size(), s.size() - p.length, p)
                    ? s.size() - p.length : s.size();
            return s.make(java.util.Arrays.copyOfRange(s.storage(), 0, to));
        });
    }

    private static void defineSplitting(PyType t, String typeName) {
        t.define("split", (self, args, kw) -> {
            PyObject[] a = SPLIT.parse(args, kw);
            ByteSequence s = seq(self);
            return listOf(self, BytesSearch.split(s.storage(), s.size(), orNull(a[0]), intArg(a[1], -1)));
        });
        t.define("rsplit", (self, args, kw) -> {
            PyObject[] a = RSPLIT.parse(args, kw);
            ByteSequence s = seq(self);
            return listOf(self, BytesSearch.rsplit(s.storage(), s.size(), orNull(a[0]), intArg(a[1], -1)));
        });
        t.define("splitlines", (self, args, kw) -> {
            PyObject[] a = SPLITLINES.parse(args, kw);
            ByteSequence s = seq(self);
            return listOf(self, BytesSearch.splitlines(s.storage(), s.size(), a[0] != null && Ops.isTrue(a[0])));
        });
        t.define("partition", (self, args, kw) -> {
            arity("partition", args, kw, 1, 1, typeName + ".partition");
            return partition(seq(self), Buffers.bytesOf(args[0]), false);
        });
        t.define("rpartition", (self, args, kw) -> {
            arity("rpartition", args, kw, 1, 1, typeName + ".rpartition");
            return partition(seq(self), Buffers.bytesOf(args[0]), true);
        });
        t.define("join", (self, args, kw) -> {
            arity("join", args, kw, 1, 1, typeName + ".join");
            return seq(self).make(join(seq(self), args[0]));
        });
    }

    private static PyTuple partition(ByteSequence s, byte[] sep, boolean right) {
        BytesSearch.emptySeparator(sep);
        int n = s.size();
        int at = right ? BytesSearch.rfind(s.storage(), 0, n, sep) : BytesSearch.find(s.storage(), 0, n, sep);
        byte[] a = s.storage();
        if (at < 0) {
            PyObject whole = s.make(java.util.Arrays.copyOf(a, n));
            PyObject empty = s.make(new byte[0]);
            return right ? PyTuple.of(empty, s.make(new byte[0]), whole) : PyTuple.of(whole, empty, s.make(new byte[0]));
        }
        return PyTuple.of(s.make(java.util.Arrays.copyOfRange(a, 0, at)), s.make(sep.clone()),
                s.make(java.util.Arrays.copyOfRange(a, at + sep.length, n)));
    }

    private static byte[] join(ByteSequence s, PyObject iterable) {
        if (iterable.type().lookup("__iter__") == null && iterable.type().lookup("__getitem__") == null) {
            throw Py.TypeError("can only join an iterable");
        }
        byte[] sep = s.toByteArray();
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        PyObject it = Ops.iter(iterable);
        int i = 0;
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it), i++) {
            byte[] b = Buffers.copyOrNull(x);
            if (b == null) {
                throw Py.TypeError("sequence item " + i + ": expected a bytes-like object, " + Py.typeName(x) + " found");
            }
            if (i > 0) {
                out.writeBytes(sep);
            }
            out.writeBytes(b);
        }
        return out.toByteArray();
    }

    /** What only bytes has: its constructor, hash and {@code __bytes__}. */
    static void defineBytesOnly(PyType t) {
        ArgParser newArgs = new ArgParser("bytes", 0, "source", "encoding", "errors");
        t.defineNew((type, args, kw) -> {
            PyObject[] a;
            try {
                a = newArgs.parse(args, kw);
            } catch (PyException e) {
                throw keywordError(kw, "bytes", e);
            }
            if (type == PyBytes.TYPE) {
                if (a[0] != null && a[0].getClass() == PyBytes.class && a[1] == null && a[2] == null) {
                    return a[0];
                }
                if (a[0] != null && a[1] == null && a[2] == null && a[0].type().lookup("__bytes__") != null) {
                    return BytesCreation.fromDunderBytes(a[0]); // what __bytes__ gave, a subclass's instance too
                }
                return PyBytes.wrap(BytesCreation.fromArguments("bytes", a[0], a[1], a[2]));
            }
            return new PyBytesDerived(type, BytesCreation.fromArguments("bytes", a[0], a[1], a[2]));
        });
        t.define("__hash__", (self, args, kw) -> PyInt.of(((PyBytes) self).hash()));
        t.define("__bytes__", (self, args, kw) -> self.getClass() == PyBytes.class ? self
                : PyBytes.wrap(((PyBytes) self).value));
        t.define("__getnewargs__", (self, args, kw) -> PyTuple.of(PyBytes.wrap(((PyBytes) self).value)));
    }

    /** CPython words an unknown keyword of bytes() and bytearray() as "'x' is an invalid keyword argument for bytes()". */
    static PyException keywordError(String[] kw, String what, PyException e) {
        if (kw != null) {
            for (String k : kw) {
                if (!k.equals("source") && !k.equals("encoding") && !k.equals("errors")) {
                    return Py.TypeError("'" + k + "' is an invalid keyword argument for " + what + "()");
                }
            }
        }
        return e;
    }
}
