package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import java.nio.file.attribute.FileTime;
import java.util.Map;

/**
 * {@code os.stat_result}: a tuple of the ten classic fields (whose times are whole seconds) carrying more fields
 * as attributes only, as CPython's struct sequence does: the float times, the nanosecond times, {@code st_rdev},
 * {@code st_blksize} and {@code st_blocks}.
 */
final class StatResult extends PyTuple {
    private static final String[] FIELDS = {"st_mode", "st_ino", "st_dev", "st_nlink", "st_uid", "st_gid",
            "st_size", "st_atime", "st_mtime", "st_ctime"};
    private static final String[] EXTRA = {"st_atime", "st_mtime", "st_ctime", "st_atime_ns", "st_mtime_ns",
            "st_ctime_ns", "st_blksize", "st_blocks", "st_rdev"};
    /** The block size reported: Java does not expose st_blksize; Linux file systems use 4096. */
    static final int BLOCK_SIZE = 4096;

    static final PyType TYPE = StructSequence.type("os", "stat_result", FIELDS);

    static {
        for (int i = 0; i < EXTRA.length; i++) {
            int index = i;
            // one made by calling stat_result((...)) has the ten fields only: the rest are None, as in CPython
            int field = java.util.Arrays.asList(FIELDS).indexOf(EXTRA[i]);
            GetSet.define(TYPE, EXTRA[i], o -> o instanceof StatResult s ? s.extra[index]
                    : field >= 0 ? ((PyTuple) o).items[field] : Py.None);
        }
        TYPE.defineAttr("n_sequence_fields", PyInt.of(FIELDS.length));
        TYPE.defineAttr("n_fields", PyInt.of(19));
        TYPE.defineAttr("n_unnamed_fields", PyInt.of(3));
    }

    private final PyObject[] extra;

    private StatResult(PyObject[] items, PyObject[] extra) {
        super(items);
        this.extra = extra;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /** The result for the attributes Java reads as "unix:*". */
    static StatResult of(Map<String, Object> a) {
        long size = ((Number) a.get("size")).longValue();
        long[] ns = {nanos(a.get("lastAccessTime")), nanos(a.get("lastModifiedTime")), nanos(a.get("ctime"))};
        PyObject[] items = new PyObject[FIELDS.length];
        items[0] = PyInt.of(((Number) a.get("mode")).longValue());
        items[1] = PyInt.of(((Number) a.get("ino")).longValue());
        items[2] = PyInt.of(((Number) a.get("dev")).longValue());
        items[3] = PyInt.of(((Number) a.get("nlink")).longValue());
        items[4] = PyInt.of(((Number) a.get("uid")).longValue());
        items[5] = PyInt.of(((Number) a.get("gid")).longValue());
        items[6] = PyInt.of(size);
        PyObject[] extra = new PyObject[EXTRA.length];
        for (int i = 0; i < 3; i++) {
            long sec = Math.floorDiv(ns[i], 1_000_000_000L);
            long frac = Math.floorMod(ns[i], 1_000_000_000L);
            items[7 + i] = PyInt.of(sec);
            extra[i] = PyFloat.of(sec + frac * 1e-9); // as CPython computes it
            extra[3 + i] = PyInt.of(ns[i]);
        }
        extra[6] = PyInt.of(BLOCK_SIZE);
        // Java does not expose st_blocks: the 512-byte blocks of the size rounded up to whole file-system blocks
        extra[7] = PyInt.of((size + BLOCK_SIZE - 1) / BLOCK_SIZE * (BLOCK_SIZE / 512));
        extra[8] = PyInt.of(((Number) a.get("rdev")).longValue());
        return new StatResult(items, extra);
    }

    private static long nanos(Object time) {
        FileTime t = (FileTime) time;
        java.time.Instant i = t.toInstant();
        return Math.addExact(Math.multiplyExact(i.getEpochSecond(), 1_000_000_000L), i.getNano());
    }
}
