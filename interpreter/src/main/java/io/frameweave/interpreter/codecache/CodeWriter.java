package io.frameweave.interpreter.codecache;

import io.frameweave.interpreter.bytecode.Opcode;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBool;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyComplex;
import io.frameweave.interpreter.runtime.PyEllipsis;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyFrozenSet;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyNone;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Writes a module's code object in the cache's {@link CodeFormat}. A code object is written as its name and
 * qualified name, first line, argument counts, flags and stack size, its instructions, constants, names, the names
 * and kinds of its locals-plus slots, its line table (instruction count and encoded bytes) and its exception table;
 * its file name is not written: the reader is given the path the module was found at, as the compiler was.
 */
final class CodeWriter {
    private final Map<String, Integer> strings = new LinkedHashMap<>();
    private final Map<PyObject, Integer> written = new IdentityHashMap<>();
    private final ByteArrayOutputStream bodyBytes = new ByteArrayOutputStream(8192);
    private final DataOutputStream body = new DataOutputStream(bodyBytes);

    private CodeWriter() {}

    /** Why a code object cannot be cached; the module is then compiled from its source every time. */
    static final class UncacheableCode extends Exception {
        UncacheableCode(String why) {
            super(why, null, false, false);
        }
    }

    /** The payload for {@code code}. */
    static byte[] write(PyCode code) throws UncacheableCode {
        CodeWriter w = new CodeWriter();
        try {
            w.object(code);
            ByteArrayOutputStream all = new ByteArrayOutputStream(w.bodyBytes.size() + 16 * w.strings.size());
            DataOutputStream out = new DataOutputStream(all);
            out.writeInt(w.strings.size());
            for (String s : w.strings.keySet()) {
                writeString(out, s);
            }
            w.bodyBytes.writeTo(all);
            return all.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a ByteArrayOutputStream never fails
        }
    }

    private static void writeString(DataOutputStream out, String s) throws IOException {
        out.writeInt(s.length());
        boolean latin1 = true;
        for (int i = 0; i < s.length() && latin1; i++) {
            latin1 = s.charAt(i) < 256;
        }
        out.writeByte(latin1 ? CodeFormat.LATIN1 : CodeFormat.UTF16);
        for (int i = 0; i < s.length(); i++) {
            if (latin1) {
                out.writeByte(s.charAt(i));
            } else {
                out.writeChar(s.charAt(i));
            }
        }
    }

    private void string(String s) throws IOException {
        if (s == null) {
            body.writeInt(-1); // a module's code has no qualified name
            return;
        }
        Integer index = strings.get(s);
        if (index == null) {
            index = strings.size();
            strings.put(s, index);
        }
        body.writeInt(index);
    }

    private void strings(String[] all) throws IOException {
        body.writeInt(all.length);
        for (String s : all) {
            string(s);
        }
    }

    private void object(PyObject o) throws IOException, UncacheableCode {
        if (o == Py.None) {
            body.writeByte(CodeFormat.NONE);
            return;
        }
        if (o == Py.True || o == Py.False) {
            body.writeByte(o == Py.True ? CodeFormat.TRUE : CodeFormat.FALSE);
            return;
        }
        if (o == Py.Ellipsis) {
            body.writeByte(CodeFormat.ELLIPSIS);
            return;
        }
        Integer seen = written.get(o);
        if (seen != null) {
            body.writeByte(CodeFormat.REF);
            body.writeInt(seen);
            return;
        }
        written.put(o, written.size());
        Class<?> c = o.getClass();
        if (c == PyInt.class) {
            PyInt i = (PyInt) o;
            if (i.fitsLong()) {
                body.writeByte(CodeFormat.INT);
                body.writeLong(i.asLong());
            } else {
                byte[] b = i.asBig().toByteArray();
                body.writeByte(CodeFormat.BIG_INT);
                body.writeInt(b.length);
                body.write(b);
            }
        } else if (c == PyFloat.class) {
            body.writeByte(CodeFormat.FLOAT);
            body.writeLong(Double.doubleToRawLongBits(((PyFloat) o).value));
        } else if (c == PyComplex.class) {
            body.writeByte(CodeFormat.COMPLEX);
            body.writeLong(Double.doubleToRawLongBits(((PyComplex) o).real));
            body.writeLong(Double.doubleToRawLongBits(((PyComplex) o).imag));
        } else if (c == PyStr.class) {
            body.writeByte(CodeFormat.STR);
            string(((PyStr) o).value);
        } else if (c == PyBytes.class) {
            byte[] b = ((PyBytes) o).value;
            body.writeByte(CodeFormat.BYTES);
            body.writeInt(b.length);
            body.write(b);
        } else if (c == PyTuple.class) {
            PyObject[] items = ((PyTuple) o).items;
            body.writeByte(CodeFormat.TUPLE);
            body.writeInt(items.length);
            for (PyObject item : items) {
                object(item);
            }
        } else if (c == PyFrozenSet.class) {
            frozenSet((PyFrozenSet) o);
        } else if (c == PyCode.class) {
            code((PyCode) o);
        } else {
            throw new UncacheableCode("a constant of type " + Py.typeName(o));
        }
    }

    /**
     * A constant frozenset by the items the compiler built it from, in the compiler's order: the reader builds it
     * from them as the compiler did ({@link PyFrozenSet#fromConstants}), and so gets the same set in the same order
     * (which a program that prints it sees, and which depends on the order of building).
     */
    private void frozenSet(PyFrozenSet set) throws IOException, UncacheableCode {
        PyObject[] items = set.constantItems();
        if (items == null) {
            throw new UncacheableCode("a frozenset the compiler did not make");
        }
        body.writeByte(CodeFormat.FROZENSET);
        body.writeInt(items.length);
        for (PyObject item : items) {
            object(item);
        }
    }

    private void code(PyCode code) throws IOException, UncacheableCode {
        body.writeByte(CodeFormat.CODE);
        string(code.name);
        string(code.qualname);
        body.writeInt(code.firstLineno);
        body.writeInt(code.argCount);
        body.writeInt(code.posOnlyArgCount);
        body.writeInt(code.kwOnlyArgCount);
        body.writeInt(code.flags);
        body.writeInt(code.stackSize);
        int[] instructions = code.instructions;
        body.writeInt(instructions.length);
        for (int instruction : instructions) {
            // a tool may have marked the code for monitoring as it was made; the marks are that run's, not the code's
            body.writeInt(Opcode.unmarked(instruction));
        }
        body.writeInt(code.consts.length);
        for (PyObject constant : code.consts) {
            object(constant);
        }
        strings(code.names);
        strings(code.localsPlusNames);
        body.writeInt(code.localsPlusKinds.length);
        body.write(code.localsPlusKinds);
        byte[] lines = code.lines.encoded();
        body.writeInt(code.lines.size());
        body.writeInt(lines.length);
        body.write(lines);
        body.writeInt(code.exceptionTable.length);
        for (int entry : code.exceptionTable) {
            body.writeInt(entry);
        }
    }
}
