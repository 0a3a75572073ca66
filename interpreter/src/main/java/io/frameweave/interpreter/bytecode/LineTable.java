package io.frameweave.interpreter.bytecode;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The source position of every instruction of a code object: its line, end line, column and end column
 * (CPython 3.11's {@code co_positions}), or no position at all (CPython's {@code None}).
 *
 * <p>Encoding. Each instruction contributes one record of four unsigned LEB128 varints to {@link #data}:
 * <ol>
 *   <li>the zigzag-encoded difference between this instruction's <em>line key</em> and the previous one's,
 *       where the line key is {@code line + 1} so that "no line" is key 0;</li>
 *   <li>{@code endLine - line} (0 when there is no line);</li>
 *   <li>{@code col + 1} (0 when unknown);</li>
 *   <li>{@code endCol + 1} (0 when unknown).</li>
 * </ol>
 * A typical instruction costs 4 bytes. Every {@link #CHECKPOINT_INTERVAL} instructions a checkpoint records
 * the absolute line key before that record and the record's byte offset, so {@link #lineAt} decodes at most
 * {@code CHECKPOINT_INTERVAL} records: O(1) per query, with no per-instruction {@code int} arrays kept.
 */
public final class LineTable {
    /** The line of an instruction that has none. */
    public static final int NO_LINE = -1;
    /** Instructions between two absolute checkpoints. */
    public static final int CHECKPOINT_INTERVAL = 16;

    private final byte[] data;
    private final int size;
    /** Per checkpoint k (instruction k * interval): the line key before its record. */
    private final int[] checkpointKey;
    /** Per checkpoint k: the byte offset of its record in {@link #data}. */
    private final int[] checkpointOffset;

    /** One instruction's source span; line is {@link #NO_LINE} when it has none, columns -1 when unknown. */
    public record Position(int line, int endLine, int col, int endCol) {
        public static final Position NONE = new Position(NO_LINE, NO_LINE, -1, -1);
    }

    /** The first instruction of a source line, as {@code dis.findlinestarts} yields it. */
    public record LineStart(int pc, int line) {}

    private LineTable(byte[] data, int size, int[] checkpointKey, int[] checkpointOffset) {
        this.data = data;
        this.size = size;
        this.checkpointKey = checkpointKey;
        this.checkpointOffset = checkpointOffset;
    }

    /** The number of instructions described. */
    public int size() {
        return size;
    }

    /** The encoded size in bytes (records only). */
    public int encodedSize() {
        return data.length;
    }

    /** The encoded records (a copy), which {@link #decode} takes back. */
    public byte[] encoded() {
        return data.clone();
    }

    /**
     * The table of {@code size} instructions whose records are {@code data}, as {@link #encoded} gave them (a cache
     * of compiled code keeps them so); the array is taken over. Throws IllegalArgumentException when the records
     * are not {@code size} whole records.
     */
    public static LineTable decode(byte[] data, int size) {
        int checkpoints = Math.max(1, (size + CHECKPOINT_INTERVAL - 1) / CHECKPOINT_INTERVAL);
        int[] keys = new int[checkpoints];
        int[] offsets = new int[checkpoints];
        int key = 0;
        int pos = 0;
        for (int i = 0; i < size; i++) {
            if (i % CHECKPOINT_INTERVAL == 0) {
                keys[i / CHECKPOINT_INTERVAL] = key;
                offsets[i / CHECKPOINT_INTERVAL] = pos;
            }
            int v = 0;
            int shift = 0;
            int b;
            do {
                if (pos >= data.length || shift > 28) {
                    throw new IllegalArgumentException("line table records end early");
                }
                b = data[pos++];
                v |= (b & 0x7F) << shift;
                shift += 7;
            } while ((b & 0x80) != 0);
            key += (v >>> 1) ^ -(v & 1);
            for (int f = 0; f < 3; f++) {
                do {
                    if (pos >= data.length) {
                        throw new IllegalArgumentException("line table records end early");
                    }
                } while ((data[pos++] & 0x80) != 0);
            }
        }
        if (pos != data.length) {
            throw new IllegalArgumentException("line table records past the last instruction");
        }
        return new LineTable(data, size, keys, offsets);
    }

    /** The line of instruction {@code pc}, or {@link #NO_LINE}. */
    public int lineAt(int pc) {
        checkIndex(pc);
        int k = pc / CHECKPOINT_INTERVAL;
        int key = checkpointKey[k];
        int pos = checkpointOffset[k];
        for (int i = k * CHECKPOINT_INTERVAL; ; i++) {
            int v = 0;
            int shift = 0;
            int b;
            do {
                b = data[pos++];
                v |= (b & 0x7F) << shift;
                shift += 7;
            } while ((b & 0x80) != 0);
            key += (v >>> 1) ^ -(v & 1);
            if (i == pc) {
                return key - 1;
            }
            pos = skipVarints(pos, 3);
        }
    }

    /** The full position of instruction {@code pc}. */
    public Position positionAt(int pc) {
        checkIndex(pc);
        int k = pc / CHECKPOINT_INTERVAL;
        int[] fields = new int[4];
        int key = checkpointKey[k];
        int pos = checkpointOffset[k];
        for (int i = k * CHECKPOINT_INTERVAL; i <= pc; i++) {
            pos = readRecord(pos, fields);
            key += (fields[0] >>> 1) ^ -(fields[0] & 1);
        }
        if (key == 0) {
            return Position.NONE;
        }
        int line = key - 1;
        return new Position(line, line + fields[1], fields[2] - 1, fields[3] - 1);
    }

    /** The lines of all instructions, decoded in one pass. */
    public int[] lines() {
        int[] out = new int[size];
        int[] fields = new int[4];
        int key = 0;
        int pos = 0;
        for (int i = 0; i < size; i++) {
            pos = readRecord(pos, fields);
            key += (fields[0] >>> 1) ^ -(fields[0] & 1);
            out[i] = key - 1;
        }
        return out;
    }

    /** The positions of all instructions, decoded in one pass. */
    public Position[] positions() {
        Position[] out = new Position[size];
        int[] fields = new int[4];
        int key = 0;
        int pos = 0;
        for (int i = 0; i < size; i++) {
            pos = readRecord(pos, fields);
            key += (fields[0] >>> 1) ^ -(fields[0] & 1);
            out[i] = key == 0 ? Position.NONE
                    : new Position(key - 1, key - 1 + fields[1], fields[2] - 1, fields[3] - 1);
        }
        return out;
    }

    /**
     * The instructions that begin a line: those whose line differs from the last line seen before them,
     * skipping instructions with no line (as CPython 3.11's {@code dis.findlinestarts}).
     */
    public List<LineStart> lineStarts() {
        List<LineStart> out = new ArrayList<>();
        int last = NO_LINE;
        int[] lines = lines();
        for (int pc = 0; pc < lines.length; pc++) {
            int line = lines[pc];
            if (line != NO_LINE && line != last) {
                out.add(new LineStart(pc, line));
                last = line;
            }
        }
        return out;
    }

    private void checkIndex(int pc) {
        if (pc < 0 || pc >= size) {
            throw new IndexOutOfBoundsException("pc " + pc + " outside 0.." + size);
        }
    }

    /** Decodes the four varints of one record into {@code fields}; returns the offset after it. */
    private int readRecord(int pos, int[] fields) {
        for (int f = 0; f < 4; f++) {
            int v = 0;
            int shift = 0;
            int b;
            do {
                b = data[pos++];
                v |= (b & 0x7F) << shift;
                shift += 7;
            } while ((b & 0x80) != 0);
            fields[f] = v;
        }
        return pos;
    }

    private int skipVarints(int pos, int count) {
        for (int f = 0; f < count; f++) {
            while ((data[pos++] & 0x80) != 0) {
                // continuation byte
            }
        }
        return pos;
    }

    /** Collects positions instruction by instruction, then encodes them. */
    public static final class Builder {
        private byte[] data = new byte[64];
        private int length;
        private int size;
        private int lastKey;
        private int[] checkpointKey = new int[8];
        private int[] checkpointOffset = new int[8];

        /** Appends the position of the next instruction; line {@link #NO_LINE} means none. */
        public Builder add(int line, int endLine, int col, int endCol) {
            if (size % CHECKPOINT_INTERVAL == 0) {
                int k = size / CHECKPOINT_INTERVAL;
                if (k == checkpointKey.length) {
                    checkpointKey = Arrays.copyOf(checkpointKey, k * 2);
                    checkpointOffset = Arrays.copyOf(checkpointOffset, k * 2);
                }
                checkpointKey[k] = lastKey;
                checkpointOffset[k] = length;
            }
            int key = line < 0 ? 0 : line + 1;
            int delta = key - lastKey;
            writeVarint((delta << 1) ^ (delta >> 31));
            if (key == 0) {
                writeVarint(0);
                writeVarint(0);
                writeVarint(0);
            } else {
                writeVarint(Math.max(0, endLine - line));
                writeVarint(Math.max(0, col + 1));
                writeVarint(Math.max(0, endCol + 1));
            }
            lastKey = key;
            size++;
            return this;
        }

        public Builder add(Position p) {
            return add(p.line(), p.endLine(), p.col(), p.endCol());
        }

        public LineTable build() {
            int checkpoints = (size + CHECKPOINT_INTERVAL - 1) / CHECKPOINT_INTERVAL;
            return new LineTable(Arrays.copyOf(data, length), size,
                    Arrays.copyOf(checkpointKey, Math.max(1, checkpoints)),
                    Arrays.copyOf(checkpointOffset, Math.max(1, checkpoints)));
        }

        private void writeVarint(int v) {
            if (length + 5 > data.length) {
                data = Arrays.copyOf(data, data.length * 2);
            }
            while ((v & ~0x7F) != 0) {
                data[length++] = (byte) ((v & 0x7F) | 0x80);
                v >>>= 7;
            }
            data[length++] = (byte) v;
        }
    }
}
