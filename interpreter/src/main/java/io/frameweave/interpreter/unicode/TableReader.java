package io.frameweave.interpreter.unicode;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * Reads one of the tables {@code regen_tables.py} writes: big-endian fields, strings as a length (two bytes) and
 * UTF-8, and per-code-point values as two-level tables ({@link TwoLevel}). The file is read whole and its arrays
 * copied in bulk, so that loading costs little even before the JIT has compiled anything.
 */
final class TableReader {
    private final ByteBuffer in;

    private TableReader(ByteBuffer in) {
        this.in = in;
    }

    /** Opens the resource {@code name} beside this class and checks its heading. */
    static TableReader open(String name, String heading) {
        byte[] bytes;
        try (InputStream raw = TableReader.class.getResourceAsStream(name)) {
            if (raw == null) {
                throw new IllegalStateException("the Unicode table " + name + " is missing from the class path");
            }
            bytes = raw.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        TableReader r = new TableReader(ByteBuffer.wrap(bytes));
        String found = r.string();
        if (!found.equals(heading)) {
            throw new IllegalStateException("the Unicode table " + name + " is '" + found + "', not '" + heading + "'");
        }
        return r;
    }

    int u8() {
        return in.get() & 0xff;
    }

    int i8() {
        return in.get();
    }

    int u16() {
        return in.getChar();
    }

    int i32() {
        return in.getInt();
    }

    String string() {
        int n = u16();
        String s = new String(in.array(), in.position(), n, StandardCharsets.UTF_8);
        in.position(in.position() + n);
        return s;
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
        in.get(out);
        return out;
    }

    char[] u16s(int n) {
        char[] out = new char[n];
        in.asCharBuffer().get(out);
        in.position(in.position() + 2 * n);
        return out;
    }

    TwoLevel twoLevel() {
        int shift = u8();
        char[] index = u16s(i32());
        char[] blocks = u16s(i32());
        return new TwoLevel(shift, index, blocks);
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
