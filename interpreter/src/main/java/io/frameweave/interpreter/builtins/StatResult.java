package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyException;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code os.stat_result}: a struct sequence of nineteen items of which the first ten are the tuple (whose times
 * are whole seconds) and the other nine attributes only: the float times, the nanosecond times, {@code st_blksize},
 * {@code st_blocks} and {@code st_rdev}. {@code stat_result(sequence, dict=None)} takes 10 to 19 items, the hidden
 * ones missing from the sequence coming from the dict by name (else None), and a float time still None then is the
 * whole-second one, as CPython's {@code statresult_new} makes it; {@code __reduce__} gives back both parts.
 */
final class StatResult extends PyTuple {
    private static final String[] FIELDS = {"st_mode", "st_ino", "st_dev", "st_nlink", "st_uid", "st_gid",
            "st_size", "st_atime", "st_mtime", "st_ctime"};
    private static final String[] HIDDEN = {"st_atime", "st_mtime", "st_ctime", "st_atime_ns", "st_mtime_ns",
            "st_ctime_ns", "st_blksize", "st_blocks", "st_rdev"};
    private static final int ITEMS = FIELDS.length + HIDDEN.length;
    /** The block size reported: Java does not expose st_blksize; Linux file systems use 4096. */
    static final int BLOCK_SIZE = 4096;
    private static final ArgParser NEW = new ArgParser("structseq", 1, "sequence", "dict");

    static final PyType TYPE = StructSequence.type("os", "stat_result", FIELDS);

    static {
        for (int i = 0; i < HIDDEN.length; i++) {
            int index = i;
            StructSequence.field(TYPE, HIDDEN[i], o -> o instanceof StatResult s ? s.hidden[index] : Py.None);
        }
        TYPE.defineAttr("n_sequence_fields", PyInt.of(FIELDS.length));
        TYPE.defineAttr("n_fields", PyInt.of(ITEMS));
        TYPE.defineAttr("n_unnamed_fields", PyInt.of(3));
        TYPE.defineAttr("__doc__", PyStr.of("stat_result: Result from stat, fstat, or lstat.\n\n"
                + "This object may be accessed either as a tuple of\n"
                + "  (mode, ino, dev, nlink, uid, gid, size, atime, mtime, ctime)\n"
                + "or via the attributes st_mode, st_ino, st_dev, st_nlink, st_uid, and so on.\n\n"
                + "Posix/windows: If your platform supports st_blksize, st_blocks, st_rdev,\n"
                + "or st_flags, they are available as attributes only.\n\nSee os.stat for more information."));
        TYPE.acceptableBase = false;
        TYPE.defineNew((type, args, kw) -> {
            if (args.length == 0) {
                throw Py.TypeError("structseq() missing required argument 'sequence' (pos 1)");
            }
            return create(NEW.parse(args, kw));
        });
        TYPE.define("__reduce__", (self, args, kw) -> {
            ArgParser.checkArity("__reduce__", args, kw, 0, 0);
            StatResult s = (StatResult) self;
            PyDict hidden = new PyDict();
            for (int i = 0; i < HIDDEN.length; i++) {
                hidden.putStr(HIDDEN[i], s.hidden[i]);
            }
            return PyTuple.of(TYPE, PyTuple.of(PyTuple.of(s.items.clone()), hidden));
        });
    }

    private final PyObject[] hidden;

    private StatResult(PyObject[] items, PyObject[] hidden) {
        super(items);
        this.hidden = hidden;
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
        items[0] = unsigned(a.get("mode"));
        items[1] = unsigned(a.get("ino"));
        items[2] = unsigned(a.get("dev"));
        items[3] = unsigned(a.get("nlink"));
        items[4] = unsigned(a.get("uid"));
        items[5] = unsigned(a.get("gid"));
        items[6] = PyInt.of(size);
        PyObject[] hidden = new PyObject[HIDDEN.length];
        for (int i = 0; i < 3; i++) {
            long sec = Math.floorDiv(ns[i], 1_000_000_000L);
            long frac = Math.floorMod(ns[i], 1_000_000_000L);
            items[7 + i] = PyInt.of(sec);
            hidden[i] = PyFloat.of(sec + frac * 1e-9); // as CPython computes it
            hidden[3 + i] = PyInt.of(ns[i]);
        }
        hidden[6] = PyInt.of(BLOCK_SIZE);
        // Java does not expose st_blocks: the 512-byte blocks of the size rounded up to whole file-system blocks
        hidden[7] = PyInt.of((size + BLOCK_SIZE - 1) / BLOCK_SIZE * (BLOCK_SIZE / 512));
        hidden[8] = unsigned(a.get("rdev"));
        return new StatResult(items, hidden);
    }

    /**
     * A field C declares unsigned ({@code uid_t}, {@code dev_t}, {@code ino_t}...): Java reads a 32-bit one as an
     * int, so uid 2**31 arrives negative, and a 64-bit one as a long.
     */
    private static PyInt unsigned(Object value) {
        if (value instanceof Integer i) {
            return PyInt.of(Integer.toUnsignedLong(i));
        }
        long v = ((Number) value).longValue();
        return v >= 0 ? PyInt.of(v) : PyInt.of(new java.math.BigInteger(Long.toUnsignedString(v)));
    }

    private static long nanos(Object time) {
        FileTime t = (FileTime) time;
        java.time.Instant i = t.toInstant();
        return Math.addExact(Math.multiplyExact(i.getEpochSecond(), 1_000_000_000L), i.getNano());
    }

    /** {@code stat_result(sequence, dict=None)}. */
    private static StatResult create(PyObject[] a) {
        List<PyObject> items = new ArrayList<>();
        PyObject it;
        try {
            it = Ops.iter(a[0]);
        } catch (PyException e) {
            throw Py.TypeError("constructor requires a sequence");
        }
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            items.add(x);
        }
        int n = items.size();
        if (n < FIELDS.length) {
            throw Py.TypeError("os.stat_result() takes an at least " + FIELDS.length + "-sequence (" + n
                    + "-sequence given)");
        }
        if (n > ITEMS) {
            throw Py.TypeError("os.stat_result() takes an at most " + ITEMS + "-sequence (" + n + "-sequence given)");
        }
        PyObject dict = a[1];
        if (dict != null && !(dict instanceof PyDict)) {
            throw Py.TypeError("os.stat_result() takes a dict as second arg, if any");
        }
        PyObject[] hidden = new PyObject[HIDDEN.length];
        for (int i = 0; i < HIDDEN.length; i++) {
            PyObject named = dict instanceof PyDict d ? d.getStr(HIDDEN[i]) : null;
            hidden[i] = FIELDS.length + i < n ? items.get(FIELDS.length + i) : named != null ? named : Py.None;
        }
        for (int i = 0; i < 3; i++) {
            if (hidden[i] == Py.None) {
                hidden[i] = items.get(7 + i);
            }
        }
        return new StatResult(items.subList(0, FIELDS.length).toArray(new PyObject[0]), hidden);
    }
}
