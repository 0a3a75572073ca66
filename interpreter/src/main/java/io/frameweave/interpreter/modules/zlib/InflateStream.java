package io.frameweave.interpreter.modules.zlib;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;

/**
 * One decompression stream as zlib's {@code inflate} runs it: the format chosen by {@code wbits} (gzip framing read
 * here), input the caller gave but {@code max_length} left unread ({@link #unconsumed}), and input after the end
 * of the stream ({@link #unusedData}). The JDK cannot copy an Inflater, so {@link #copy} replays the input given
 * so far into a new stream; the input is kept for that up to {@link #REPLAY_LIMIT} bytes.
 */
final class InflateStream {
    static final int REPLAY_LIMIT = 64 << 20;
    private static final int CHUNK = 16384;

    private enum Phase { DETECT, HEADER, ZLIB_HEADER, BODY, TRAILER, DONE }

    private final StreamFormat requested;
    private final int window;
    private final byte[] zdict;
    private StreamFormat format;
    private Phase phase;
    private Inflater inflater;
    private byte[] pending = new byte[0];
    private final CRC32 crc = new CRC32();
    private long size;
    private byte[] unconsumed = new byte[0];
    private final ByteArrayOutputStream unusedData = new ByteArrayOutputStream();
    private List<byte[]> inputs = new ArrayList<>();
    private List<Integer> limits = new ArrayList<>();
    private long replayBytes;
    /** Flushed after its end: zlib's stream is freed, and using it is a stream state error, as in CPython. */
    private boolean ended;

    /** A stream in {@code format}; a zlib header naming a window over 2**{@code window} bytes is refused (0: any). */
    InflateStream(StreamFormat format, int window, byte[] zdict) {
        this.requested = format;
        this.window = window == 0 ? 15 : window;
        this.zdict = zdict;
        this.format = format;
        this.phase = switch (format) {
            case AUTO -> Phase.DETECT;
            case GZIP -> Phase.HEADER;
            case ZLIB -> Phase.ZLIB_HEADER;
            default -> Phase.BODY;
        };
        if (phase == Phase.BODY) {
            inflater = new Inflater(true);
            if (zdict != null) {
                inflater.setDictionary(zdict);
            }
        }
    }

    boolean eof() {
        return phase == Phase.DONE;
    }

    byte[] unconsumed() {
        return unconsumed;
    }

    byte[] unusedData() {
        return unusedData.toByteArray();
    }

    boolean ended() {
        return ended;
    }

    /** {@code flush()}: inflates the unconsumed tail; a stream that has reached its end is then ended. */
    byte[] flush() {
        if (ended) {
            return new byte[0];
        }
        byte[] out = decompress(unconsumed, 0);
        if (eof()) {
            ended = true;
            end();
        }
        return out;
    }

    /** Inflates {@code input}, returning at most {@code maxLength} bytes (0: all there are). */
    byte[] decompress(byte[] input, int maxLength) {
        if (ended) {
            throw ZlibFailure.inconsistent();
        }
        remember(input, maxLength);
        byte[] data = pending.length == 0 ? input : concat(pending, input);
        pending = new byte[0];
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int pos = 0;
        int end = data.length;
        boolean hadTail = unconsumed.length > 0;
        unconsumed = new byte[0];
        while (true) {
            switch (phase) {
                case DETECT -> {
                    if (end - pos < 2) {
                        pending = Arrays.copyOfRange(data, pos, end);
                        return out.toByteArray();
                    }
                    format = data[pos] == 0x1f && data[pos + 1] == (byte) 0x8b ? StreamFormat.GZIP : StreamFormat.ZLIB;
                    phase = format == StreamFormat.GZIP ? Phase.HEADER : Phase.ZLIB_HEADER;
                }
                case ZLIB_HEADER -> {
                    if (end - pos < 2) {
                        pending = Arrays.copyOfRange(data, pos, end);
                        return out.toByteArray();
                    }
                    checkZlibHeader(data[pos] & 0xff, data[pos + 1] & 0xff);
                    inflater = new Inflater(false); // which reads the header itself
                    phase = Phase.BODY;
                }
                case HEADER -> {
                    int h = GzipFraming.headerLength(data, pos, end);
                    if (h < 0) {
                        pending = Arrays.copyOfRange(data, pos, end);
                        return out.toByteArray();
                    }
                    pos += h;
                    inflater = new Inflater(true);
                    phase = Phase.BODY;
                }
                case BODY -> {
                    int stopped = inflate(data, pos, end, maxLength, out);
                    if (stopped >= 0) { // out of output room or of input
                        unconsumed = Arrays.copyOfRange(data, stopped, end);
                        return out.toByteArray();
                    }
                    pos = end - inflater.getRemaining();
                    phase = format == StreamFormat.GZIP ? Phase.TRAILER : Phase.DONE;
                }
                case TRAILER -> {
                    if (end - pos < 8) {
                        pending = Arrays.copyOfRange(data, pos, end);
                        return out.toByteArray();
                    }
                    GzipFraming.checkTrailer(data, pos, crc.getValue(), size);
                    pos += 8;
                    phase = Phase.DONE;
                }
                case DONE -> {
                    unusedData.write(data, pos, end - pos);
                    if (hadTail) { // CPython 3.11 then also leaves the input after the end as the unconsumed tail
                        unconsumed = Arrays.copyOfRange(data, pos, end);
                    }
                    return out.toByteArray();
                }
            }
        }
    }

    /** zlib's checks of the two header bytes, in its order and words; the JDK's Inflater knows no window limit. */
    private void checkZlibHeader(int cmf, int flg) {
        if ((cmf * 256 + flg) % 31 != 0) {
            throw ZlibFailure.data("incorrect header check");
        }
        if ((cmf & 0x0f) != 8) {
            throw ZlibFailure.data("unknown compression method");
        }
        int declared = (cmf >> 4) + 8;
        if (declared > 15 || declared > window) {
            throw ZlibFailure.data("invalid window size");
        }
    }

    /** Runs the Inflater over {@code data[pos..end)}: -1 at the stream's end, else where its input stopped. */
    private int inflate(byte[] data, int pos, int end, int maxLength, ByteArrayOutputStream out) {
        inflater.setInput(data, pos, end - pos);
        byte[] buf = new byte[CHUNK];
        try {
            while (true) {
                int room = maxLength > 0 ? Math.min(CHUNK, maxLength - out.size()) : CHUNK;
                if (room <= 0) {
                    return end - inflater.getRemaining();
                }
                int n = inflater.inflate(buf, 0, room);
                out.write(buf, 0, n);
                if (format == StreamFormat.GZIP) {
                    crc.update(buf, 0, n);
                    size += n;
                }
                if (inflater.finished()) {
                    return -1;
                }
                if (inflater.needsDictionary()) {
                    if (zdict == null) {
                        throw new ZlibFailure(ZlibFailure.NEED_DICT, null);
                    }
                    inflater.setDictionary(zdict);
                } else if (n == 0 && inflater.needsInput()) {
                    return end;
                }
            }
        } catch (DataFormatException e) {
            throw ZlibFailure.data(e.getMessage());
        }
    }

    /** The input kept for {@link #copy}, dropped (and copying refused) once it passes the limit. */
    private void remember(byte[] input, int maxLength) {
        if (inputs == null) {
            return;
        }
        replayBytes += input.length;
        if (replayBytes > REPLAY_LIMIT) {
            inputs = null;
            limits = null;
            return;
        }
        inputs.add(input);
        limits.add(maxLength);
    }

    /** A stream in the same state, or null when the input has grown past what is kept for copying. */
    InflateStream copy() {
        if (inputs == null) {
            return null;
        }
        InflateStream c = new InflateStream(requested, window, zdict);
        for (int i = 0; i < inputs.size(); i++) {
            c.decompress(inputs.get(i), limits.get(i));
        }
        return c;
    }

    void end() {
        if (inflater != null) {
            inflater.end();
        }
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }
}
