package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import io.frameweave.interpreter.runtime.PyType;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code time.struct_time}: a tuple of the nine classic fields carrying {@code tm_zone} and {@code tm_gmtoff} as
 * attributes only, as CPython's struct sequence does. {@code struct_time(seq)} takes 9 to 11 items, the last two
 * for those attributes (None when absent).
 */
final class StructTime extends PyTuple {
    private static final String[] FIELDS = {"tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday",
            "tm_yday", "tm_isdst"};
    /** {@code time._STRUCT_TM_ITEMS}: the fields {@code _strptime} passes back, the hidden ones included. */
    static final int ITEMS = 11;
    private static final ArgParser NEW = new ArgParser("struct_time", 1, "sequence", "dict");

    static final PyType TYPE = StructSequence.type("time", "struct_time", FIELDS);

    static {
        StructSequence.field(TYPE, "tm_zone", o -> o instanceof StructTime s ? s.zone : Py.None);
        StructSequence.field(TYPE, "tm_gmtoff", o -> o instanceof StructTime s ? s.gmtoff : Py.None);
        TYPE.defineAttr("n_sequence_fields", PyInt.of(FIELDS.length));
        TYPE.defineAttr("n_fields", PyInt.of(ITEMS));
        TYPE.defineAttr("n_unnamed_fields", PyInt.of(0));
        TYPE.defineAttr("__doc__", PyStr.of("The time value as returned by gmtime(), localtime(), and strptime(), and\n"
                + " accepted by asctime(), mktime() and strftime().  May be considered as a\n"
                + " sequence of 9 integers."));
        TYPE.defineNew((type, args, kw) -> create(NEW.parse(args, kw)));
        TYPE.define("__reduce__", (self, args, kw) -> {
            StructTime s = (StructTime) self;
            PyDict extra = new PyDict();
            extra.putStr("tm_zone", s.zone);
            extra.putStr("tm_gmtoff", s.gmtoff);
            return PyTuple.of(TYPE, PyTuple.of(PyTuple.of(s.items.clone()), extra));
        });
    }

    private final PyObject zone;
    private final PyObject gmtoff;

    StructTime(PyObject[] items, PyObject zone, PyObject gmtoff) {
        super(items);
        this.zone = zone;
        this.gmtoff = gmtoff;
    }

    @Override
    public PyType type() {
        return TYPE;
    }

    /** The zone abbreviation, or null when unknown. */
    String zoneName() {
        return zone instanceof PyStr s ? s.value : null;
    }

    /** The offset east of UTC in seconds, or null when unknown. */
    PyObject gmtoff() {
        return gmtoff == Py.None ? null : gmtoff;
    }

    /** A struct_time of C's fields (year counted from 0, month 0-11, weekday from Sunday, day of year from 0). */
    static StructTime of(BrokenDownTime t) {
        PyObject[] items = {PyInt.of(t.year()), PyInt.of(t.month() + 1), PyInt.of(t.mday()), PyInt.of(t.hour()),
                PyInt.of(t.minute()), PyInt.of(t.second()), PyInt.of((t.wday() + 6) % 7), PyInt.of(t.yday() + 1),
                PyInt.of(t.isdst())};
        return new StructTime(items, t.zone() == null ? Py.None : PyStr.of(t.zone()), PyInt.of(t.gmtoff()));
    }

    /** {@code struct_time(sequence, dict=None)}. */
    private static StructTime create(PyObject[] a) {
        List<PyObject> items = new ArrayList<>();
        PyObject it;
        try {
            it = Ops.iter(a[0]);
        } catch (io.frameweave.interpreter.runtime.PyException e) {
            throw Py.TypeError("constructor requires a sequence");
        }
        for (PyObject x = Ops.next(it); x != null; x = Ops.next(it)) {
            items.add(x);
        }
        int n = items.size();
        if (n < FIELDS.length) {
            throw Py.TypeError("time.struct_time() takes an at least " + FIELDS.length + "-sequence (" + n
                    + "-sequence given)");
        }
        if (n > ITEMS) {
            throw Py.TypeError("time.struct_time() takes an at most " + ITEMS + "-sequence (" + n + "-sequence given)");
        }
        PyObject dict = a[1];
        if (dict != null && !(dict instanceof PyDict)) {
            throw Py.TypeError("time.struct_time() takes a dict as second arg, if any");
        }
        PyObject[] extra = new PyObject[2];
        for (int i = 0; i < 2; i++) {
            if (FIELDS.length + i < n) {
                extra[i] = items.get(FIELDS.length + i);
            } else if (dict instanceof PyDict d && d.getStr(i == 0 ? "tm_zone" : "tm_gmtoff") != null) {
                extra[i] = d.getStr(i == 0 ? "tm_zone" : "tm_gmtoff");
            } else {
                extra[i] = Py.None;
            }
        }
        return new StructTime(items.subList(0, FIELDS.length).toArray(new PyObject[0]), extra[0], extra[1]);
    }
}
