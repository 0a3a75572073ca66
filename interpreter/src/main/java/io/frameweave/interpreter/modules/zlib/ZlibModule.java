package io.frameweave.interpreter.modules.zlib;

import io.frameweave.interpreter.modules.ClinicArgs;
import io.frameweave.interpreter.runtime.Buffers;
import io.frameweave.interpreter.runtime.ExceptionTypes;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBaseException;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyBytes;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyType;
import java.util.function.Supplier;
import java.util.zip.Adler32;
import java.util.zip.CRC32;

/** The {@code zlib} module: one-shot and streaming (de)compression, the checksums, the constants and {@code error}. */
public final class ZlibModule {
    private static final ClinicArgs COMPRESS = new ClinicArgs("compress", 1, "data", "/", "level", "wbits");
    private static final ClinicArgs DECOMPRESS = new ClinicArgs("decompress", 1, "data", "/", "wbits", "bufsize");
    private static final ClinicArgs COMPRESSOBJ = new ClinicArgs("compressobj", 0, "level", "method", "wbits",
            "memLevel", "strategy", "zdict");
    private static final ClinicArgs DECOMPRESSOBJ = new ClinicArgs("decompressobj", 0, "wbits", "zdict");

    /** {@code zlib.error}: one class for every VM, as the builtin exception types are. */
    static final PyType ERROR = errorClass();

    private ZlibModule() {}

    private static PyType errorClass() {
        PyDict ns = new PyDict();
        ns.putStr("__module__", PyStr.of("zlib"));
        return PyType.createClass("error", new PyType[] {ExceptionTypes.Exception}, ns);
    }

    public static PyModule create() {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("zlib"));
        d.putStr("__doc__", PyStr.of("Compression compatible with gzip, over java.util.zip."));
        d.putStr("error", ERROR);
        d.putStr("Compress", PyCompress.TYPE);
        d.putStr("Decompress", PyDecompress.TYPE);
        String version = ZlibVersion.of();
        d.putStr("ZLIB_VERSION", PyStr.of(version));
        d.putStr("ZLIB_RUNTIME_VERSION", PyStr.of(version));
        Object[][] constants = {
            {"DEFLATED", 8}, {"DEF_BUF_SIZE", 16384}, {"DEF_MEM_LEVEL", 8}, {"MAX_WBITS", 15},
            {"Z_BEST_COMPRESSION", 9}, {"Z_BEST_SPEED", 1}, {"Z_BLOCK", 5}, {"Z_DEFAULT_COMPRESSION", -1},
            {"Z_DEFAULT_STRATEGY", 0}, {"Z_FILTERED", 1}, {"Z_FINISH", 4}, {"Z_FIXED", 4}, {"Z_FULL_FLUSH", 3},
            {"Z_HUFFMAN_ONLY", 2}, {"Z_NO_COMPRESSION", 0}, {"Z_NO_FLUSH", 0}, {"Z_PARTIAL_FLUSH", 1}, {"Z_RLE", 3},
            {"Z_SYNC_FLUSH", 2}, {"Z_TREES", 6},
        };
        for (Object[] c : constants) {
            d.putStr((String) c[0], PyInt.of((Integer) c[1]));
        }
        fn(d, "compress", (a, k) -> compress(COMPRESS.parse(a, k)));
        fn(d, "decompress", (a, k) -> decompress(DECOMPRESS.parse(a, k)));
        fn(d, "compressobj", (a, k) -> compressobj(COMPRESSOBJ.parse(a, k)));
        fn(d, "decompressobj", (a, k) -> decompressobj(DECOMPRESSOBJ.parse(a, k)));
        fn(d, "crc32", (a, k) -> {
            ClinicArgs.positional("crc32", a, k, 1, 2);
            byte[] data = Buffers.bytesOf(a[0]);
            return PyInt.of(Checksum.crc32(data, a.length > 1 ? bitwise(a[1]) : 0));
        });
        fn(d, "adler32", (a, k) -> {
            ClinicArgs.positional("adler32", a, k, 1, 2);
            byte[] data = Buffers.bytesOf(a[0]);
            return PyInt.of(Checksum.adler32(data, a.length > 1 ? bitwise(a[1]) : 1));
        });
        return new PyModule("zlib", d);
    }

    private static PyObject compress(PyObject[] p) {
        byte[] data = Buffers.bytesOf(p[0]);
        int level = intOr(p[1], -1);
        int wbits = intOr(p[2], 15);
        StreamFormat format = StreamFormat.forCompress(wbits);
        if (format == null || level < -1 || level > 9) {
            throw error("Bad compression level");
        }
        DeflateStream s = new DeflateStream(level, format, format.window(wbits), 0, null);
        byte[] body = s.compress(data);
        byte[] tail = s.flush(DeflateStream.FINISH);
        byte[] all = java.util.Arrays.copyOf(body, body.length + tail.length);
        System.arraycopy(tail, 0, all, body.length, tail.length);
        return PyBytes.wrap(all);
    }

    private static PyObject decompress(PyObject[] p) {
        byte[] data = Buffers.bytesOf(p[0]);
        int wbits = intOr(p[1], 15);
        if (p[2] != null && Ops.index(p[2]).asLong() < 0) {
            throw Py.ValueError("bufsize must be non-negative");
        }
        StreamFormat format = StreamFormat.forDecompress(wbits);
        if (format == null) {
            throw error("Error -2 while preparing to decompress data: inconsistent stream state");
        }
        return run("decompressing data", () -> {
            InflateStream s = new InflateStream(format, format.window(wbits), null);
            try {
                byte[] out = s.decompress(data, 0);
                if (!s.eof()) {
                    throw new ZlibFailure(ZlibFailure.BUF_ERROR, "incomplete or truncated stream");
                }
                return PyBytes.wrap(out);
            } finally {
                s.end();
            }
        });
    }

    private static PyObject compressobj(PyObject[] p) {
        int level = intOr(p[0], -1);
        int method = intOr(p[1], 8);
        int wbits = intOr(p[2], 15);
        int memLevel = intOr(p[3], 8);
        int strategy = intOr(p[4], 0);
        byte[] zdict = p[5] == null ? null : Buffers.bytesOf(p[5]);
        StreamFormat format = StreamFormat.forCompress(wbits);
        if (format == null || method != 8 || memLevel < 1 || memLevel > 9 || strategy < 0 || strategy > 4) {
            throw Py.ValueError("Invalid initialization option");
        }
        if (level < -1 || level > 9) {
            throw Py.ValueError("Invalid initialization option");
        }
        return new PyCompress(new DeflateStream(level, format, format.window(wbits), strategy, zdict));
    }

    private static PyObject decompressobj(PyObject[] p) {
        int wbits = intOr(p[0], 15);
        byte[] zdict = null;
        if (p[1] != null) {
            if (!Buffers.isBytesLike(p[1])) {
                throw Py.TypeError("zdict argument must support the buffer protocol");
            }
            zdict = Buffers.bytesOf(p[1]);
        }
        StreamFormat format = StreamFormat.forDecompress(wbits);
        if (format == null) {
            throw Py.ValueError("Invalid initialization option");
        }
        return new PyDecompress(new InflateStream(format, format.window(wbits), zdict));
    }

    /** Runs a stream operation, turning its {@link ZlibFailure} into {@code zlib.error} worded as CPython's. */
    static PyObject run(String doing, Supplier<PyObject> operation) {
        try {
            return operation.get();
        } catch (ZlibFailure f) {
            throw error("Error " + f.code + " while " + doing + (f.zlibMessage == null ? "" : ": " + f.zlibMessage));
        }
    }

    static PyException error(String message) {
        return new PyException((PyBaseException) Ops.call(ERROR, PyStr.of(message)));
    }

    private static int intOr(PyObject o, int otherwise) {
        return o == null ? otherwise : Ops.index(o).asInt();
    }

    /** An {@code unsigned int} start value: any int, taken modulo 2**32. */
    private static int bitwise(PyObject o) {
        return Ops.index(o).asBig().intValue();
    }

    private static void fn(PyDict d, String name, PyBuiltinFunction.Body body) {
        d.putStr(name, new PyBuiltinFunction(name, body));
    }

    /** The checksums, continuing from a start value as zlib's do. */
    private static final class Checksum {
        static long crc32(byte[] data, int start) {
            if (start == 0) {
                CRC32 c = new CRC32();
                c.update(data);
                return c.getValue();
            }
            // java.util.zip.CRC32 cannot start from a value: the table-driven form continues any CRC
            int c = ~start;
            for (byte b : data) {
                c = TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
            }
            return ~c & 0xffffffffL;
        }

        static long adler32(byte[] data, int start) {
            long a = start & 0xffff;
            long b = (start >>> 16) & 0xffff;
            if (start == 1) {
                Adler32 x = new Adler32();
                x.update(data);
                return x.getValue();
            }
            for (byte v : data) {
                a = (a + (v & 0xff)) % 65521;
                b = (b + a) % 65521;
            }
            return b << 16 | a;
        }

        private static final int[] TABLE = new int[256];

        static {
            for (int i = 0; i < 256; i++) {
                int c = i;
                for (int k = 0; k < 8; k++) {
                    c = (c & 1) != 0 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
                }
                TABLE[i] = c;
            }
        }
    }
}
