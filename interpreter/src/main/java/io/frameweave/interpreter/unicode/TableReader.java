package io.frameweave.interpreter.unicode;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * Reads one of the tables {@code regen_tables.py} writes: big-endian fields, strings as {@link DataInputStream#readUTF},
 * and per-code-point values as two-level tables ({@link TwoLevel}).
 */
final class TableReader implements AutoCloseable {
    private final DataInputStream in;

    private TableReader(DataInputStream in) {
        this.in = in;
    }

    /** Opens the resource {@code name} beside this class and checks its heading. */
    static TableReader open(String name, String heading) {
        InputStream raw = TableReader.class.getResourceAsStream(name);
        if (raw == null) {
            throw new IllegalStateException("the Unicode table " + name + " is missing from the class path");
        }
        TableReader r = new TableReader(new DataInputStream(new BufferedInputStream(raw, 1 << 16)));
        String found = r.string();
        if (!found.equals(heading)) {
            throw new IllegalStateException("the Unicode table " + name + " is '" + found + "', not '" + heading + "'");
        }
        return r;
    }

    int u8() {
        try {
            return in.readUnsignedByte();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    int i8() {
        try {
            return in.readByte();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    int u16() {
        try {
            return in.readUnsignedShort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    int i32() {
        try {
            return in.readInt();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    String string() {
        try {
            return in.readUTF();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    String[] strings() {
        String[] out = new String[i32()];
        for (int i = 0; i < out.length; i++) {
            out[i] = string();
        }
        return out;
    }

    byte[] bytes(int n) {
        byte[] out = new byte[n];
        try {
            in.readFully(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    char[] u16s(int n) {
        char[] out = new char[n];
        for (int i = 0; i < n; i++) {
            out[i] = (char) u16();
        }
        return out;
    }

    TwoLevel twoLevel() {
        int shift = u8();
        char[] index = u16s(i32());
        char[] blocks = u16s(i32());
        return new TwoLevel(shift, index, blocks);
    }

    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A small number per code point, stored as CPython's makeunicodedata does: blocks of {@code 1 << shift} code
     * points, identical blocks stored once, and an index from a code point's block number to its block.
     */
    static final class TwoLevel {
        private final int shift;
        private final int mask;
        private final char[] index;
        private final char[] blocks;

        TwoLevel(int shift, char[] index, char[] blocks) {
            this.shift = shift;
            this.mask = (1 << shift) - 1;
            this.index = index;
            this.blocks = blocks;
        }

        int get(int cp) {
            return blocks[index[cp >>> shift] << shift | cp & mask];
        }
    }
}
