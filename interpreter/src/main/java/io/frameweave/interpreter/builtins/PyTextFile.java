package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.CodecErrors;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyList;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import java.io.IOException;
import java.io.InputStream;
import io.frameweave.interpreter.codecs.CodecException;
import java.io.OutputStream;

/**
 * A text file ({@code _io.TextIOWrapper}): what {@code open()} returns in text mode, and the object behind
 * {@code sys.stdout}, {@code sys.stderr} and {@code sys.stdin}. Java callers such as {@code print} use
 * {@link #write(String)} directly; guest code reaches the same methods through the type.
 */
public final class PyTextFile extends IoInstance implements OpenFiles.Flushing {
    public static final PyType TYPE = IoBases.type("_io.TextIOWrapper", IoBases.TEXT);

    /*
     * A wrapper is made empty by __new__ and set up by __init__ (TextIOWrapper.__init__ may run again, as in
     * CPython); until then stream is null. The instance dict takes attributes, as CPython's: open() leaves its
     * mode there (tokenize.open replaces it), and a wrapper made directly has none.
     */
    private PyObject name;
    private String encoding;
    private String errors;
    private boolean readable;
    private boolean writable;
    private TextStream stream;
    /** Closing the file closes the Java stream: false for the standard streams, which the VM owns. */
    private boolean closeStream;
    private boolean closed;
    /** The binary stream under it ({@code sys.stdout.buffer}, a file's buffered file, a wrapper's buffer). */
    private PyObject buffer;
    /** After {@code detach()}: the buffer is the caller's, and every operation but {@code detach} is refused. */
    private boolean detached;

    PyTextFile(PyObject name, String mode, String encoding, String errors, boolean readable, boolean writable,
               TextStream stream, boolean closeStream) {
        super(TYPE);
        setUp(name, mode, encoding, errors, readable, writable, stream, closeStream);
    }

    /** A wrapper not set up yet, of {@code type} (TextIOWrapper or a guest subclass): what {@code __new__} makes. */
    PyTextFile(PyType type) {
        super(type);
    }

    private void setUp(PyObject name, String mode, String encoding, String errors, boolean readable,
                       boolean writable, TextStream stream, boolean closeStream) {
        this.name = name;
        if (mode != null) {
            getDict().putStr("mode", PyStr.of(mode));
        }
        this.encoding = encoding;
        this.errors = errors;
        this.readable = readable;
        this.writable = writable;
        this.stream = stream;
        this.closeStream = closeStream;
        this.closed = false;
    }

    /**
     * Whether this is a TextIOWrapper itself, not an instance of a guest subclass that may override its methods:
     * only then may the VM call its Java methods directly ({@code print}'s fast path).
     */
    public boolean plain() {
        return type() == TYPE;
    }

    /**
     * A writable text file over a standard output stream, which does the buffering (the file passes each
     * write on at once); {@code flushEachWrite} also flushes the stream at every write, as stderr does.
     */
    public static PyTextFile forOutput(String name, OutputStream out, boolean flushEachWrite) {
        return forOutput(name, out, flushEachWrite, StdioEncoding.of(flushEachWrite, System.getenv()));
    }

    static PyTextFile forOutput(String name, OutputStream out, boolean flushEachWrite, StdioEncoding enc) {
        TextStream s = new WriterTextStream(out, enc.codec().newEncoder(enc.errors()), NewlineMode.UNIVERSAL,
                flushEachWrite ? WriterTextStream.Buffering.EACH_WRITE : WriterTextStream.Buffering.PASS);
        PyTextFile f = new PyTextFile(PyStr.of(name), "w", enc.name(), enc.errors(), false, true, s, false);
        f.buffer = PyBinaryFile.forOutput(f.name, out);
        return f;
    }

    /** A readable text file over a standard input stream; reads release the GIL while they wait. */
    public static PyTextFile forInput(String name, InputStream in) {
        return forInput(name, in, StdioEncoding.of(false, System.getenv()));
    }

    static PyTextFile forInput(String name, InputStream in, StdioEncoding enc) {
        CodecReader reader = new CodecReader(in, enc.codec().newDecoder(enc.errors()), false);
        TextStream s = new ReaderTextStream(new InterruptibleReader(reader), NewlineMode.UNIVERSAL, true);
        PyTextFile f = new PyTextFile(PyStr.of(name), "r", enc.name(), enc.errors(), true, false, s, false);
        f.buffer = PyBinaryFile.forInput(f.name, in);
        return f;
    }

    /**
     * {@code TextIOWrapper(buffer, ...)}: text over any binary buffer, readable and writable as the buffer is.
     * {@code name} is null when the buffer has none; a wrapper has no {@code mode}.
     */
    static PyTextFile wrap(PyObject buffer, String encoding, String errors, NewlineMode newlines,
                           boolean lineBuffering, boolean writeThrough) {
        return wrap(buffer, null, encoding, errors, newlines, lineBuffering, writeThrough);
    }

    /** {@link #wrap} as {@code open()} makes it, with the {@code mode} it was opened in. */
    static PyTextFile wrap(PyObject buffer, String mode, String encoding, String errors, NewlineMode newlines,
                           boolean lineBuffering, boolean writeThrough) {
        PyTextFile f = new PyTextFile(TYPE);
        f.wrapAround(buffer, mode, encoding, errors, newlines, lineBuffering, writeThrough);
        return f;
    }

    /** Sets this wrapper up over {@code buffer}: what {@code TextIOWrapper.__init__} does once it checked its arguments. */
    void wrapAround(PyObject buffer, String mode, String encoding, String errors, NewlineMode newlines,
                    boolean lineBuffering, boolean writeThrough) {
        io.frameweave.interpreter.codecs.TextCodec codec = TextCodecs.forName(encoding);
        boolean canRead = Ops.isTrue(Ops.callMethod(buffer, "readable"));
        boolean canWrite = Ops.isTrue(Ops.callMethod(buffer, "writable"));
        TextStream s = new BufferTextStream(buffer, codec, errors, newlines, canRead, canWrite, lineBuffering,
                writeThrough);
        setUp(Ops.lookupAttr(buffer, "name"), mode, encoding, errors, canRead, canWrite, s, true);
        this.buffer = buffer;
        this.lineBuffering = lineBuffering;
        this.writeThrough = writeThrough;
        this.newlineMode = newlines;
        if (canWrite) {
            OpenFiles.remember(this);
        }
    }

    private boolean lineBuffering;
    private boolean writeThrough;

    /**
     * {@code reconfigure()} with its arguments checked: null for each one not given. A wrapper over a buffer takes a
     * new encoding, errors handler or newline until it has decoded text a program has not read; the other files
     * (the standard streams, files open() reads itself) keep theirs.
     */
    void reconfigure(String newEncoding, String newErrors, NewlineMode newline, Boolean newLineBuffering,
                     Boolean newWriteThrough) {
        checkOpen();
        boolean recode = newEncoding != null || newErrors != null || newline != null;
        if (recode && stream instanceof BufferTextStream b && b.hasDecodedAhead()) {
            throw FileErrors.unsupported("It is not possible to set the encoding or newline of stream after the "
                    + "first read");
        }
        String enc = newEncoding == null ? encoding : newEncoding;
        String err = newErrors != null ? newErrors : newEncoding != null ? "strict" : errors;
        NewlineMode nl = newline != null ? newline : newlineMode;
        boolean lb = newLineBuffering != null ? newLineBuffering : lineBuffering;
        boolean wt = newWriteThrough != null ? newWriteThrough : writeThrough;
        TextCodecs.forName(enc); // an unknown encoding fails before anything changes
        flush();
        if (stream instanceof BufferTextStream b && !recode) {
            try {
                b.setBuffering(lb, wt);
            } catch (IOException e) {
                throw FileErrors.fromIO(e, name);
            }
        } else if (stream instanceof BufferTextStream) {
            stream = new BufferTextStream(buffer, TextCodecs.forName(enc), err, nl, readable, writable, lb, wt);
            encoding = enc;
            errors = err;
            newlineMode = nl;
        } else if (!enc.equalsIgnoreCase(encoding) || !err.equals(errors) || newline != null) {
            throw FileErrors.unsupported("this file cannot change its encoding or newline");
        }
        lineBuffering = lb;
        writeThrough = wt;
    }
    /** The newline argument it was made with; null for the files whose Java stream handles newlines itself. */
    private NewlineMode newlineMode;

    // ---- the Java API ----

    public boolean isClosed() {
        return closed;
    }

    /** Writes {@code s}; the fast path of {@code print}. */
    public void write(String s) {
        checkWritable();
        try {
            stream.write(s);
        } catch (IOException e) {
            throw FileErrors.fromIO(e, name);
        } catch (CodecException e) {
            throw CodecErrors.toGuest(e, s);
        }
    }

    public void flush() {
        checkOpen();
        try {
            stream.flush();
        } catch (IOException e) {
            throw FileErrors.fromIO(e, name);
        }
    }

    /** Flushes unless closed, never raising: for the VM's shutdown. */
    @Override
    public void flushQuietly() {
        if (!closed) {
            try {
                stream.flush();
            } catch (IOException | RuntimeException e) {
                // nothing can be reported at shutdown
            }
        }
    }

    /** One line with its terminator, "" at end of file. */
    public String readLine(int limit) {
        checkReadable();
        try {
            return stream.readLine(limit);
        } catch (IOException e) {
            throw readFailure(e);
        } catch (CodecException e) {
            throw CodecErrors.toGuest(e);
        }
    }

    public String read(int n) {
        checkReadable();
        try {
            return stream.read(n);
        } catch (IOException e) {
            throw readFailure(e);
        } catch (CodecException e) {
            throw CodecErrors.toGuest(e);
        }
    }

    /** A failed read: stdin's reader thread hands a decoding error over inside an IOException. */
    private RuntimeException readFailure(IOException e) {
        if (e.getCause() instanceof CodecException c) {
            return CodecErrors.toGuest(c);
        }
        return FileErrors.fromIO(e, name);
    }

    public void close() {
        if (detached) {
            throw Py.ValueError("underlying buffer has been detached");
        }
        if (closed) {
            return;
        }
        try {
            if (closeStream) {
                stream.close();
            } else {
                stream.flush();
            }
        } catch (IOException e) {
            throw FileErrors.fromIO(e, name);
        } finally {
            closed = true;
            OpenFiles.forget(this);
        }
    }

    private void checkInitialized() {
        if (detached) {
            throw Py.ValueError("underlying buffer has been detached");
        }
        if (stream == null) {
            throw Py.ValueError("I/O operation on uninitialized object");
        }
    }

    /**
     * {@code detach()}: flushes the text written so far into the buffer and hands the buffer over; the wrapper is
     * unusable after.
     */
    private PyObject detach() {
        checkInitialized();
        if (buffer == null) {
            throw FileErrors.unsupported("detach");
        }
        flush();
        PyObject b = buffer;
        buffer = null;
        detached = true;
        OpenFiles.forget(this);
        return b;
    }

    private void checkOpen() {
        checkInitialized();
        if (closed) {
            throw Py.ValueError("I/O operation on closed file.");
        }
    }

    private void checkReadable() {
        checkOpen();
        if (!readable) {
            throw FileErrors.unsupported("not readable");
        }
    }

    private void checkWritable() {
        checkOpen();
        if (!writable) {
            throw FileErrors.unsupported("not writable");
        }
    }

    // ---- the guest type ----

    private static final ArgParser READ = new ArgParser("read", 0, "size", "/");
    private static final ArgParser READLINE = new ArgParser("readline", 0, "size", "/");
    private static final ArgParser READLINES = new ArgParser("readlines", 0, "hint", "/");
    private static final ArgParser SEEK = new ArgParser("seek", 1, "cookie", "whence", "/");

    private static int sizeArg(PyObject o) {
        if (o == null || o == Py.None) {
            return -1;
        }
        if (o.type().lookup("__index__") == null) {
            throw Py.TypeError("argument should be integer or None, not '" + Py.typeName(o) + "'");
        }
        long n = ArgValues.asLong(o);
        return n < 0 ? -1 : (int) Math.min(n, Integer.MAX_VALUE - 16);
    }

    static {
        TYPE.defineAttr("__module__", PyStr.of("_io"));
        TYPE.define("__iter__", (self, a, k) -> {
            ((PyTextFile) self).checkOpen();
            return self;
        });
        TYPE.define("__next__", (self, a, k) -> {
            PyTextFile f = (PyTextFile) self;
            // a subclass's readline is what CPython's iteration calls
            PyObject line = f.type() == TYPE ? PyStr.of(f.readLine(-1)) : Ops.callMethod(self, "readline");
            if (!(line instanceof PyStr s)) {
                throw GuestExceptions.create(ExceptionTypes.OSError,
                        PyStr.of("readline() should have returned a str object, not '" + Py.typeName(line) + "'"));
            }
            if (s.len() == 0) {
                throw BuiltinIterator.stopIteration();
            }
            return s;
        });
        TYPE.define("read", (self, a, k) -> PyStr.of(((PyTextFile) self).read(sizeArg(READ.parse(a, k)[0]))));
        TYPE.define("readline", (self, a, k) ->
                PyStr.of(((PyTextFile) self).readLine(sizeArg(READLINE.parse(a, k)[0]))));
        TYPE.define("readlines", (self, a, k) -> {
            PyTextFile f = (PyTextFile) self;
            int hint = sizeArg(READLINES.parse(a, k)[0]);
            PyList lines = new PyList();
            long total = 0;
            while (true) {
                String line = f.readLine(-1);
                if (line.isEmpty()) {
                    break;
                }
                lines.append(PyStr.of(line));
                total += line.length();
                if (hint > 0 && total >= hint) {
                    break;
                }
            }
            return lines;
        });
        TYPE.define("write", (self, a, k) -> {
            ArgParser.checkArity("write", a, k, 1, 1);
            if (!(a[0] instanceof PyStr s)) {
                throw Py.TypeError("write() argument must be str, not " + Py.typeName(a[0]));
            }
            ((PyTextFile) self).write(s.value);
            return PyInt.of(s.len());
        });
        TYPE.define("writelines", (self, a, k) -> {
            ArgParser.checkArity("writelines", a, k, 1, 1);
            PyTextFile f = (PyTextFile) self;
            f.checkOpen();
            if (!f.plain()) {
                return IoBases.writelines(self, a[0]); // through write, which a subclass may override
            }
            PyObject it = Ops.iter(a[0]);
            for (PyObject line = Ops.next(it); line != null; line = Ops.next(it)) {
                if (!(line instanceof PyStr s)) {
                    throw Py.TypeError("write() argument must be str, not " + Py.typeName(line));
                }
                f.write(s.value);
            }
            return Py.None;
        });
        TYPE.define("detach", (self, a, k) -> {
            ArgParser.checkArity("detach", a, k, 0, 0);
            return ((PyTextFile) self).detach();
        });
        TYPE.define("flush", (self, a, k) -> {
            ((PyTextFile) self).flush();
            return Py.None;
        });
        TYPE.define("close", (self, a, k) -> {
            ((PyTextFile) self).close();
            return Py.None;
        });
        TYPE.define("readable", (self, a, k) -> {
            PyTextFile f = (PyTextFile) self;
            f.checkOpen();
            return Py.newBool(f.readable);
        });
        TYPE.define("writable", (self, a, k) -> {
            PyTextFile f = (PyTextFile) self;
            f.checkOpen();
            return Py.newBool(f.writable);
        });
        TYPE.define("seekable", (self, a, k) -> {
            PyTextFile f = (PyTextFile) self;
            f.checkOpen();
            return Py.newBool(f.stream.seekable());
        });
        TYPE.define("fileno", (self, a, k) -> {
            PyTextFile f = (PyTextFile) self;
            f.checkOpen();
            if (f.buffer == null) {
                throw FileErrors.unsupported("fileno");
            }
            return Ops.callMethod(f.buffer, "fileno");
        });
        TYPE.define("isatty", (self, a, k) -> {
            ((PyTextFile) self).checkOpen();
            return Py.False;
        });
        TYPE.define("seek", (self, a, k) -> {
            PyTextFile f = (PyTextFile) self;
            PyObject[] p = SEEK.parse(a, k);
            f.checkOpen();
            if (!f.stream.seekable()) {
                throw FileErrors.unsupported("underlying stream is not seekable");
            }
            long cookie = ArgValues.asLong(p[0]);
            int whence = p[1] == null ? 0 : (int) ArgValues.asLong(p[1]);
            if (whence == 1 && cookie != 0) {
                throw FileErrors.unsupported("can't do nonzero cur-relative seeks");
            }
            if (whence == 2 && cookie != 0) {
                throw FileErrors.unsupported("can't do nonzero end-relative seeks");
            }
            if (whence < 0 || whence > 2) {
                throw Py.ValueError("invalid whence (" + whence + ", should be 0, 1 or 2)");
            }
            if (cookie < 0) {
                throw Py.ValueError("negative seek position " + cookie);
            }
            try {
                // seek(0, 1) is seek(tell())
                return PyInt.of(whence == 1 ? f.stream.seek(f.stream.tell(), 0) : f.stream.seek(cookie, whence));
            } catch (IOException e) {
                throw FileErrors.fromIO(e, f.name);
            }
        });
        TYPE.define("tell", (self, a, k) -> {
            PyTextFile f = (PyTextFile) self;
            f.checkOpen();
            try {
                return PyInt.of(f.stream.tell());
            } catch (UnsupportedOperationException e) {
                throw FileErrors.unsupported("underlying stream is not seekable");
            } catch (IOException e) {
                throw FileErrors.fromIO(e, f.name);
            }
        });
        TYPE.define("__enter__", (self, a, k) -> {
            ((PyTextFile) self).checkOpen();
            return self;
        });
        TYPE.define("__exit__", (self, a, k) -> {
            ((PyTextFile) self).close();
            return Py.None;
        });
        TYPE.define("__repr__", (self, a, k) -> {
            PyTextFile f = (PyTextFile) self;
            f.checkInitialized();
            PyObject mode = f.getDict().getStr("mode");
            return PyStr.of("<_io.TextIOWrapper" + (f.name == null ? "" : " name=" + Ops.repr(f.name))
                    + (mode == null ? "" : " mode=" + Ops.repr(mode)) + " encoding='" + f.encoding + "'>");
        });
        // before __init__, CPython's members read None or False and the other attributes raise
        GetSet.define(TYPE, "closed", f -> {
            ((PyTextFile) f).checkInitialized();
            return Py.newBool(((PyTextFile) f).closed);
        });
        GetSet.define(TYPE, "buffer", f -> {
            PyObject b = ((PyTextFile) f).buffer;
            if (((PyTextFile) f).detached) {
                return Py.None;
            }
            if (((PyTextFile) f).stream == null) {
                return Py.None;
            }
            if (b == null) {
                throw Py.AttributeError("'_io.TextIOWrapper' object has no attribute 'buffer'");
            }
            return b;
        });
        GetSet.define(TYPE, "name", f -> {
            ((PyTextFile) f).checkInitialized();
            PyObject name = ((PyTextFile) f).name;
            if (name == null) { // a wrapper over a buffer without a name
                PyType t = ((PyTextFile) f).buffer.type();
                String typeName = t.moduleName().equals("_io") ? "_io." + t.name : t.name; // as C types name themselves
                throw Py.AttributeError("'" + typeName + "' object has no attribute 'name'");
            }
            return name;
        });
        GetSet.define(TYPE, "__dict__", f -> f.getDict());
        GetSet.define(TYPE, "line_buffering", f -> Py.newBool(((PyTextFile) f).lineBuffering));
        GetSet.define(TYPE, "write_through", f -> Py.newBool(((PyTextFile) f).writeThrough));
        GetSet.define(TYPE, "newlines", f -> {
            PyTextFile t = (PyTextFile) f;
            t.checkInitialized();
            return t.stream instanceof BufferTextStream b ? b.newlinesSeen() : Py.None;
        });
        GetSet.define(TYPE, "encoding", f -> {
            String encoding = ((PyTextFile) f).encoding;
            return encoding == null ? Py.None : PyStr.of(encoding);
        });
        GetSet.define(TYPE, "errors", f -> {
            ((PyTextFile) f).checkInitialized();
            return PyStr.of(((PyTextFile) f).errors);
        });
    }
}
