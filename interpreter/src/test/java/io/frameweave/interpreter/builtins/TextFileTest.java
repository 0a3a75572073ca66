package io.frameweave.interpreter.builtins;

import static io.frameweave.interpreter.builtins.BuiltinCalls.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyObject;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TextFileTest {
    @TempDir
    Path dir;

    private PyObject open(Path p, String mode) {
        return b("open", s(p.toString()), s(mode));
    }

    private static PyObject m(PyObject file, String name, PyObject... args) {
        return Ops.callMethod(file, name, args);
    }

    @Test
    void writeThenReadBack() throws Exception {
        Path p = dir.resolve("a.txt");
        PyObject f = open(p, "w");
        assertEquals("6", repr(m(f, "write", s("héllo\n"))));
        m(f, "writelines", list(s("second\n"), s("third")));
        assertEquals("False", repr(Ops.getAttr(f, "closed")));
        m(f, "close");
        assertEquals("True", repr(Ops.getAttr(f, "closed")));
        assertEquals("héllo\nsecond\nthird", Files.readString(p, StandardCharsets.UTF_8));

        PyObject r = open(p, "r");
        assertEquals("'héllo\\n'", repr(m(r, "readline")));
        assertEquals("'sec'", repr(m(r, "read", i(3))));
        assertEquals("['ond\\n', 'third']", repr(m(r, "readlines")));
        assertEquals("''", repr(m(r, "read")));
        assertEquals("''", repr(m(r, "readline")));
        m(r, "close");
    }

    @Test
    void iterationByLineAndContextManager() throws Exception {
        Path p = dir.resolve("lines.txt");
        Files.writeString(p, "one\ntwo\r\nthree\rfour");
        PyObject f = open(p, "r");
        assertSame(f, m(f, "__enter__"));
        assertEquals("['one\\n', 'two\\n', 'three\\n', 'four']", repr(b("list", f)));
        m(f, "__exit__", Py.None, Py.None, Py.None);
        assertEquals("True", repr(Ops.getAttr(f, "closed")));
        assertRaises("ValueError", "I/O operation on closed file.", () -> m(f, "read"));
        assertRaises("ValueError", "I/O operation on closed file.", () -> b("iter", f));
    }

    @Test
    void newlineArgumentControlsTranslation() throws Exception {
        Path p = dir.resolve("nl.txt");
        Files.writeString(p, "a\r\nb\rc\n");
        PyObject raw = callKw(BUILTINS, "open", new PyObject[] {s(p.toString()), s("")}, "newline");
        assertEquals("['a\\r\\n', 'b\\r', 'c\\n']", repr(b("list", raw)));
        PyObject w = callKw(BUILTINS, "open", new PyObject[] {s(p.toString()), s("w"), s("\r\n")}, "mode", "newline");
        m(w, "write", s("x\ny\n"));
        m(w, "close");
        assertEquals("x\r\ny\r\n", Files.readString(p));
        assertRaises("ValueError", "illegal newline value: x",
                () -> callKw(BUILTINS, "open", new PyObject[] {s(p.toString()), s("x")}, "newline"));
    }

    @Test
    void appendExclusiveAndUpdateModes() throws Exception {
        Path p = dir.resolve("m.txt");
        PyObject x = open(p, "x");
        m(x, "write", s("1"));
        m(x, "close");
        PyException e = org.junit.jupiter.api.Assertions.assertThrows(PyException.class, () -> open(p, "x"));
        assertTrue(e.matches(ExceptionTypes.FileExistsError));
        assertEquals("[Errno 17] File exists: '" + p + "'", Ops.str(e.value));
        PyObject a = open(p, "a");
        m(a, "write", s("2"));
        m(a, "close");
        assertEquals("12", Files.readString(p));
        PyObject rw = open(p, "r+");
        assertEquals("'12'", repr(m(rw, "read")));
        m(rw, "write", s("3"));
        m(rw, "seek", i(0));
        assertEquals("'123'", repr(m(rw, "read")));
        m(rw, "close");
        assertEquals("123", Files.readString(p));
        PyObject wr = open(p, "w+");
        m(wr, "write", s("new"));
        m(wr, "seek", i(0));
        assertEquals("'new'", repr(m(wr, "readline")));
        m(wr, "close");
        assertEquals("new", Files.readString(p));
    }

    @Test
    void openErrorsHaveCPythonMessages() {
        Path missing = dir.resolve("nope.txt");
        assertRaises("FileNotFoundError", "[Errno 2] No such file or directory: '" + missing + "'",
                () -> open(missing, "r"));
        assertRaises("IsADirectoryError", "[Errno 21] Is a directory: '" + dir + "'", () -> open(dir, "r"));
        assertRaises("ValueError", "invalid mode: 'rr'", () -> open(missing, "rr"));
        assertRaises("ValueError", "must have exactly one of create/read/write/append mode", () -> open(missing, "rw"));
        assertRaises("ValueError", "can't have text and binary mode at once", () -> open(missing, "rbt"));
        assertRaises("TypeError", "expected str, bytes or os.PathLike object, not float", () -> b("open", f(1.5)));
        assertRaises("LookupError", "unknown encoding: bogus",
                () -> callKw(BUILTINS, "open", new PyObject[] {s(missing.toString()), s("bogus")}, "encoding"));
    }

    @Test
    void readingAndWritingTheWrongWayIsUnsupported() throws Exception {
        Path p = dir.resolve("u.txt");
        Files.writeString(p, "data");
        PyObject r = open(p, "r");
        PyException e = org.junit.jupiter.api.Assertions.assertThrows(PyException.class, () -> m(r, "write", s("x")));
        assertEquals("UnsupportedOperation: not writable", e.value.type().name + ": " + Ops.str(e.value));
        assertTrue(e.matches(ExceptionTypes.OSError));
        assertTrue(e.matches(ExceptionTypes.ValueError));
        PyObject w = open(dir.resolve("v.txt"), "w");
        assertRaises("UnsupportedOperation", "not readable", () -> m(w, "read"));
        assertRaises("TypeError", "write() argument must be str, not int", () -> m(w, "write", i(1)));
        m(w, "close");
    }

    @Test
    void attributesAndRepr() throws Exception {
        Path p = dir.resolve("r.txt");
        Files.writeString(p, "");
        PyObject f = open(p, "r");
        assertEquals("<_io.TextIOWrapper name='" + p + "' mode='r' encoding='UTF-8'>", repr(f));
        assertEquals("'r'", repr(Ops.getAttr(f, "mode")));
        assertEquals("'" + p + "'", repr(Ops.getAttr(f, "name")));
        assertEquals("'TextIOWrapper'", repr(Ops.getAttr(f.type(), "__name__")));
        assertRaises("AttributeError", "attribute 'closed' of '_io.TextIOWrapper' objects is not writable",
                () -> Ops.setAttr(f, "closed", Py.True));
        m(f, "close");
    }

    @Test
    void longLinesAcrossBufferBoundaries() throws Exception {
        Path p = dir.resolve("long.txt");
        String line = "x".repeat(20000);
        Files.writeString(p, line + "\r\n" + line + "\r");
        PyObject f = open(p, "r");
        assertEquals(line + "\n", Ops.str(m(f, "readline")));
        assertEquals(line + "\n", Ops.str(m(f, "readline")));
        assertEquals("", Ops.str(m(f, "readline")));
        m(f, "close");
    }

    @Test
    void stdinFileReadsLines() {
        PyTextFile in = PyTextFile.forInput("<stdin>", new ByteArrayInputStream("a\nb".getBytes(StandardCharsets.UTF_8)));
        assertEquals("a\n", in.readLine(-1));
        assertEquals("b", in.readLine(-1));
        assertEquals("", in.readLine(-1));
        assertNull(io.frameweave.interpreter.runtime.Ops.next(in));
    }

    @Test
    void anUnclosedFileIsFlushedBeforeTheNextOpen() {
        Path p = dir.resolve("unclosed.txt");
        m(open(p, "w"), "write", s("kept"));
        assertEquals("'kept'", repr(m(open(p, "r"), "read")));
    }
}
