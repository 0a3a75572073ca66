package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/** The builtin {@code open()} for text modes: argument checks with CPython's messages, then a {@link PyTextFile}. */
final class FileOpener {
    private static final ArgParser ARGS = new ArgParser("open", 1, "file", "mode", "buffering", "encoding", "errors",
            "newline", "closefd", "opener");

    private FileOpener() {}

    static PyObject open(PyObject[] args, String[] kwnames) {
        if (args.length == 0) {
            throw Py.TypeError("open() missing required argument 'file' (pos 1)");
        }
        PyObject[] a = ARGS.parse(args, kwnames);
        PyObject file = a[0];
        if (!(file instanceof PyStr)) {
            PyObject fspath = file.type().lookup("__fspath__");
            if (fspath == null) {
                throw Py.TypeError("expected str, bytes or os.PathLike object, not " + Py.typeName(file));
            }
            file = Ops.callSpecial(file, "__fspath__");
        }
        String path = ((PyStr) file).value;
        String mode = a[1] == null ? "r" : ArgValues.asStr(a[1], "open() argument 'mode'");
        Charset charset = charset(a[3]);
        NewlineMode newlines = NewlineMode.UNIVERSAL;
        if (a[5] != null && a[5] != Py.None) {
            String nl = ArgValues.asStr(a[5], "open() argument 'newline'");
            newlines = NewlineMode.of(nl);
            if (newlines == null) {
                throw Py.ValueError("illegal newline value: " + nl);
            }
        }
        Mode m = Mode.parse(mode);
        // CPython frees (and so flushes) an unreferenced file at once, so `open(p, 'w').write(s)` followed by
        // reading p sees s; flushing the files still open before opening another gives the same result.
        OpenFiles.flushAll();
        String encodingName = a[3] == null || a[3] == Py.None ? "UTF-8" : ((PyStr) a[3]).value;
        PyTextFile f = new PyTextFile(file, mode, encodingName, m.read || m.plus, !m.read || m.plus,
                stream(Path.of(path), file, m, charset, newlines), true);
        if (!m.read || m.plus) {
            OpenFiles.remember(f);
        }
        return f;
    }

    private static Charset charset(PyObject enc) {
        if (enc == null || enc == Py.None) {
            return StandardCharsets.UTF_8;
        }
        String name = ArgValues.asStr(enc, "open() argument 'encoding'");
        try {
            return Charset.forName(name);
        } catch (IllegalArgumentException e) {
            throw Py.raise(ExceptionTypes.LookupError, "unknown encoding: " + name);
        }
    }

    private static TextStream stream(Path path, PyObject name, Mode m, Charset cs, NewlineMode nl) {
        try {
            if (Files.isDirectory(path)) {
                throw FileErrors.isDirectory(name);
            }
            if (m.plus) {
                String initial = "";
                if (m.write) {
                    Files.write(path, new byte[0]);
                } else if (m.create) {
                    Files.write(path, new byte[0], StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                } else if (m.append) {
                    if (Files.exists(path)) {
                        initial = Files.readString(path, cs);
                    } else {
                        Files.write(path, new byte[0]);
                    }
                } else {
                    initial = Files.readString(path, cs);
                }
                return new MemoryTextStream(path, cs, nl, initial, m.append);
            }
            if (m.read) {
                InputStreamReader r = new InputStreamReader(Files.newInputStream(path), cs.newDecoder()
                        .onMalformedInput(CodingErrorAction.REPLACE)
                        .onUnmappableCharacter(CodingErrorAction.REPLACE));
                return new ReaderTextStream(r, nl, false);
            }
            OpenOption[] opts = m.append
                    ? new OpenOption[] {StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE}
                    : m.create
                    ? new OpenOption[] {StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE}
                    : new OpenOption[] {StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
                                        StandardOpenOption.WRITE};
            OutputStream out = Files.newOutputStream(path, opts);
            return new WriterTextStream(out, cs, nl, WriterTextStream.Buffering.BLOCK);
        } catch (IOException e) {
            throw FileErrors.fromIO(e, name);
        }
    }

    /** A parsed mode string. */
    private static final class Mode {
        boolean read;
        boolean write;
        boolean append;
        boolean create;
        boolean plus;

        static Mode parse(String mode) {
            Mode m = new Mode();
            boolean text = false;
            boolean binary = false;
            String seen = "";
            for (int i = 0; i < mode.length(); i++) {
                char c = mode.charAt(i);
                if ("rwaxbt+U".indexOf(c) < 0 || seen.indexOf(c) >= 0) {
                    throw Py.ValueError("invalid mode: '" + mode + "'");
                }
                seen += c;
                switch (c) {
                    case 'r' -> m.read = true;
                    case 'w' -> m.write = true;
                    case 'a' -> m.append = true;
                    case 'x' -> m.create = true;
                    case '+' -> m.plus = true;
                    case 'b' -> binary = true;
                    case 't' -> text = true;
                    default -> m.read = true; // 'U': read mode
                }
            }
            int kinds = (m.read ? 1 : 0) + (m.write ? 1 : 0) + (m.append ? 1 : 0) + (m.create ? 1 : 0);
            if (text && binary) {
                throw Py.ValueError("can't have text and binary mode at once");
            }
            if (kinds != 1) {
                throw Py.ValueError("must have exactly one of create/read/write/append mode");
            }
            if (binary) {
                throw Py.ValueError("binary mode is not supported: frameweave has no bytes type");
            }
            return m;
        }
    }
}
