package io.frameweave.interpreter.modules.zlib;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * One compression stream as zlib's {@code deflate} runs it, in the format chosen by {@code wbits} (the gzip header
 * and trailer written here). The JDK cannot copy a Deflater, so {@link #copy} replays the calls made so far into a
 * new stream, which then holds the same state; they are kept for that up to {@link InflateStream#REPLAY_LIMIT}
 * bytes of input.
 */
final class DeflateStream {
    static final int NO_FLUSH = 0;
    static final int PARTIAL_FLUSH = 1;
    static final int SYNC_FLUSH = 2;
    static final int FULL_FLUSH = 3;
    static final int FINISH = 4;
    private static final int CHUNK = 16384;

    private final int level;
    private final StreamFormat format;
    private final int window;
    /** A window under 32 KiB, which the JDK's Deflater cannot keep to: literals only, framed here. */
    private final boolean literalsOnly;
    private final java.util.zip.Adler32 adler = new java.util.zip.Adler32();
    private final int strategy;
    private final byte[] zdict;
    private final Deflater deflater;
    private final CRC32 crc = new CRC32();
    private long size;
    private boolean headerWritten;
    private boolean finished;
    /** The calls so far: input (a byte[]) or a flush mode (an Integer). */
    private List<Object> calls = new ArrayList<>();
    private long replayBytes;

    /**
     * A stream in {@code format} with a window of 2**{@code window} bytes. The JDK's Deflater always uses a 32 KiB
     * window; for a smaller one it is asked for literals only (no back-references, so any window reads them), and the
     * zlib header, which names the window, is written here.
     */
    DeflateStream(int level, StreamFormat format, int window, int strategy, byte[] zdict) {
        this.level = level;
        this.format = format;
        this.window = window;
        this.literalsOnly = window < 15;
        this.strategy = strategy;
        this.zdict = zdict;
        this.deflater = new Deflater(level, format != StreamFormat.ZLIB || literalsOnly);
        deflater.setStrategy(literalsOnly ? Deflater.HUFFMAN_ONLY : switch (strategy) {
            case 1 -> Deflater.FILTERED;
            case 2 -> Deflater.HUFFMAN_ONLY;
            default -> Deflater.DEFAULT_STRATEGY; // Z_RLE and Z_FIXED have no JDK counterpart
        });
        if (zdict != null) {
            deflater.setDictionary(zdict);
        }
    }

    boolean finished() {
        return finished;
    }

    byte[] compress(byte[] data) {
        if (finished) {
            throw ZlibFailure.inconsistent();
        }
        remember(data);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        start(out);
        if (format == StreamFormat.GZIP) {
            crc.update(data);
            size += data.length;
        }
        adler.update(data);
        deflater.setInput(data);
        byte[] buf = new byte[CHUNK];
        while (!deflater.needsInput()) {
            int n = deflater.deflate(buf, 0, buf.length, Deflater.NO_FLUSH);
            out.write(buf, 0, n);
        }
        return out.toByteArray();
    }

    /** zlib's {@code deflate(mode)} until it has nothing more to give; Z_FINISH ends the stream. */
    byte[] flush(int mode) {
        if (mode == NO_FLUSH) {
            return new byte[0];
        }
        if (finished) {
            throw ZlibFailure.inconsistent();
        }
        remember(mode);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        start(out);
        byte[] buf = new byte[CHUNK];
        if (mode == FINISH) {
            deflater.finish();
            while (!deflater.finished()) {
                out.write(buf, 0, deflater.deflate(buf));
            }
            if (format == StreamFormat.GZIP) {
                out.writeBytes(GzipFraming.trailer(crc.getValue(), size));
            } else if (format == StreamFormat.ZLIB && literalsOnly) {
                out.writeBytes(bigEndian(adler.getValue()));
            }
            finished = true;
            deflater.end();
            return out.toByteArray();
        }
        // Z_PARTIAL_FLUSH and Z_BLOCK have no JDK counterpart: a sync flush also ends on a byte boundary
        int jdkMode = mode == FULL_FLUSH ? Deflater.FULL_FLUSH : Deflater.SYNC_FLUSH;
        int n;
        do {
            n = deflater.deflate(buf, 0, buf.length, jdkMode);
            out.write(buf, 0, n);
        } while (n == buf.length);
        return out.toByteArray();
    }

    private void start(ByteArrayOutputStream out) {
        if (!headerWritten && format == StreamFormat.GZIP) {
            out.writeBytes(GzipFraming.header(level, strategy));
        } else if (!headerWritten && format == StreamFormat.ZLIB && literalsOnly) {
            out.writeBytes(zlibHeader());
        }
        headerWritten = true;
    }

    /** RFC 1950's two bytes (window, level, dictionary flag, check bits) and the dictionary's Adler-32, if any. */
    private byte[] zlibHeader() {
        int cmf = (window - 8) << 4 | 8;
        int effective = level == -1 ? 6 : level;
        int levelFlags = strategy >= 2 || effective < 2 ? 0 : effective < 6 ? 1 : effective == 6 ? 2 : 3;
        int flg = levelFlags << 6 | (zdict != null ? 0x20 : 0);
        flg += 31 - (cmf * 256 + flg) % 31;
        byte[] head = {(byte) cmf, (byte) flg};
        if (zdict == null) {
            return head;
        }
        java.util.zip.Adler32 dictSum = new java.util.zip.Adler32();
        dictSum.update(zdict);
        byte[] withDict = java.util.Arrays.copyOf(head, 6);
        System.arraycopy(bigEndian(dictSum.getValue()), 0, withDict, 2, 4);
        return withDict;
    }

    private static byte[] bigEndian(long v) {
        return new byte[] {(byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v};
    }

    private void remember(Object call) {
        if (calls == null) {
            return;
        }
        if (call instanceof byte[] b) {
            replayBytes += b.length;
        }
        if (replayBytes > InflateStream.REPLAY_LIMIT) {
            calls = null;
            return;
        }
        calls.add(call);
    }

    /** A stream in the same state, or null when the input has grown past what is kept for copying. */
    DeflateStream copy() {
        if (calls == null) {
            return null;
        }
        DeflateStream c = new DeflateStream(level, format, window, strategy, zdict);
        for (Object call : calls) {
            if (call instanceof byte[] b) {
                c.compress(b);
            } else {
                c.flush((Integer) call);
            }
        }
        return c;
    }
}
