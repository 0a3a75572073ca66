package io.frameweave.interpreter.codecache;

import io.frameweave.interpreter.bytecode.ExceptionTable;
import io.frameweave.interpreter.bytecode.LineTable;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyComplex;
import io.frameweave.interpreter.runtime.PyFrozenSet;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;

import java.math.BigInteger;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a module's code object from the cache's {@link CodeFormat}, making every object as the compiler makes it
 * (the same factories, so the same shared small ints and one-character strs). Names are interned, as the lexer
 * interns them. Bytes that are not a payload {@link CodeWriter} wrote raise {@link DamagedCache}.
 */
final class CodeReader {
    private final ByteBuffer in;
    private final String filename;
    private String[] strings;
    /** The strings interned, as names need them; filled as first used. */
    private String[] names;
    private final List<PyObject> objects = new ArrayList<>();

    private CodeReader(ByteBuffer in, String filename) {
        this.in = in;
        this.filename = filename;
    }

    /** Bytes that are not what a cache file of this format holds. */
    static final class DamagedCache extends Exception {
        DamagedCache(String why) {
            super(why, null, false, false);
        }
    }

    /** The module code of {@code payload}, its code objects given {@code filename}. */
    static PyCode read(ByteBuffer payload, String filename) throws DamagedCache {
        CodeReader r = new CodeReader(payload, filename);
        try {
            r.stringTable();
            if (!(r.object() instanceof PyCode code) || payload.hasRemaining()) {
                throw new DamagedCache("not one code object");
            }
            return code;
        } catch (BufferUnderflowException e) {
            throw new DamagedCache("ends early");
        } catch (IllegalArgumentException e) {
            throw new DamagedCache(e.getMessage());
        }
    }

    private int count() throws DamagedCache {
        int n = in.getInt();
        if (n < 0 || n > in.remaining()) {
            throw new DamagedCache("a count of " + n);
        }
        return n;
    }

    private void stringTable() throws DamagedCache {
        int n = count();
        strings = new String[n];
        names = new String[n];
        for (int i = 0; i < n; i++) {
            int length = count();
            byte kind = in.get();
            if (kind == CodeFormat.LATIN1) {
                strings[i] = new String(in.array(), in.arrayOffset() + in.position(), length,
                        StandardCharsets.ISO_8859_1);
                in.position(in.position() + length);
            } else if (kind == CodeFormat.UTF16) {
                char[] chars = new char[length];
                in.asCharBuffer().get(chars);
                in.position(in.position() + 2 * length);
                strings[i] = new String(chars);
            } else {
                throw new DamagedCache("a string of kind " + kind);
            }
        }
    }

    private String string() throws DamagedCache {
        int i = in.getInt();
        if (i == -1) {
            return null;
        }
        if (i < 0 || i >= strings.length) {
            throw new DamagedCache("string " + i);
        }
        return strings[i];
    }

    private String name() throws DamagedCache {
        int i = in.getInt();
        if (i == -1) {
            return null;
        }
        if (i < 0 || i >= strings.length) {
            throw new DamagedCache("string " + i);
        }
        String n = names[i];
        if (n == null) {
            n = strings[i].intern();
            names[i] = n;
        }
        return n;
    }

    private String[] nameArray() throws DamagedCache {
        String[] out = new String[count()];
        for (int i = 0; i < out.length; i++) {
            out[i] = name();
        }
        return out;
    }

    private int[] intArray() throws DamagedCache {
        int n = in.getInt();
        if (n < 0 || n > in.remaining() / 4) {
            throw new DamagedCache("an array of " + n);
        }
        int[] out = new int[n];
        in.asIntBuffer().get(out);
        in.position(in.position() + 4 * n);
        return out;
    }

    private byte[] byteArray() throws DamagedCache {
        byte[] out = new byte[count()];
        in.get(out);
        return out;
    }

    private PyObject object() throws DamagedCache {
        byte tag = in.get();
        switch (tag) {
            case CodeFormat.NONE:
                return Py.None;
            case CodeFormat.TRUE:
                return Py.True;
            case CodeFormat.FALSE:
                return Py.False;
            case CodeFormat.ELLIPSIS:
                return Py.Ellipsis;
            case CodeFormat.REF: {
                int i = in.getInt();
                if (i < 0 || i >= objects.size() || objects.get(i) == null) {
                    throw new DamagedCache("object " + i);
                }
                return objects.get(i);
            }
            default:
                break;
        }
        int index = objects.size();
        objects.add(null); // its index is taken before the objects inside it are read, as the writer numbered them
        PyObject o = switch (tag) {
            case CodeFormat.INT -> Py.newInt(in.getLong());
            case CodeFormat.BIG_INT -> Py.newInt(new BigInteger(byteArray()));
            case CodeFormat.FLOAT -> Py.newFloat(Double.longBitsToDouble(in.getLong()));
            case CodeFormat.COMPLEX -> PyComplex.of(Double.longBitsToDouble(in.getLong()),
                    Double.longBitsToDouble(in.getLong()));
            case CodeFormat.STR -> PyStr.of(string());
            case CodeFormat.BYTES -> PyBytes.wrap(byteArray());
            case CodeFormat.TUPLE -> PyTuple.of(objects(count()));
            case CodeFormat.FROZENSET -> frozenSet();
            case CodeFormat.CODE -> code();
            default -> throw new DamagedCache("an object tagged " + tag);
        };
        objects.set(index, o);
        return o;
    }

    private PyObject[] objects(int n) throws DamagedCache {
        PyObject[] out = new PyObject[n];
        for (int i = 0; i < n; i++) {
            out[i] = object();
        }
        return out;
    }

    private PyFrozenSet frozenSet() throws DamagedCache {
        return PyFrozenSet.fromConstants(objects(count()));
    }

    private PyCode code() throws DamagedCache {
        String name = name();
        String qualname = name();
        int firstLineno = in.getInt();
        int argCount = in.getInt();
        int posOnlyArgCount = in.getInt();
        int kwOnlyArgCount = in.getInt();
        int flags = in.getInt();
        int stackSize = in.getInt();
        int[] instructions = intArray();
        PyObject[] consts = objects(count());
        String[] names = nameArray();
        String[] localsPlusNames = nameArray();
        byte[] localsPlusKinds = byteArray();
        if (localsPlusKinds.length != localsPlusNames.length) {
            throw new DamagedCache("locals-plus kinds and names differ in number");
        }
        int lineCount = in.getInt();
        if (lineCount != instructions.length) {
            throw new DamagedCache("a line table of " + lineCount + " instructions for " + instructions.length);
        }
        LineTable lines = LineTable.decode(byteArray(), lineCount);
        int[] exceptionTable = intArray();
        if (exceptionTable.length % ExceptionTable.ENTRY_SIZE != 0) {
            throw new DamagedCache("an exception table of " + exceptionTable.length + " ints");
        }
        return new PyCode(name, qualname, filename, firstLineno, argCount, posOnlyArgCount, kwOnlyArgCount, flags,
                instructions, consts, names, localsPlusNames, localsPlusKinds, stackSize, lines, exceptionTable);
    }
}
