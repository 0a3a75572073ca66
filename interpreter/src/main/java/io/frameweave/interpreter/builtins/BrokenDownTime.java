package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyTuple;
import java.time.LocalDateTime;

/**
 * A calendar time in C's {@code struct tm} conventions (month 0-11, weekday 0 = Sunday, day of year from 0), the
 * year in full: what {@code localtime} makes and {@code strftime}/{@code asctime}/{@code mktime} read, and the
 * checks CPython makes on a tuple passed to them ({@code gettmarg}, {@code checktm}).
 */
record BrokenDownTime(long year, int month, int mday, int hour, int minute, int second, int wday, int yday,
        int isdst, String zone, long gmtoff) {

    /** The fields of {@code at} (local to {@code zone} or UTC), as localtime(3) and gmtime(3) give them. */
    static BrokenDownTime of(LocalDateTime at, int isdst, String zone, long gmtoff) {
        return new BrokenDownTime(at.getYear(), at.getMonthValue() - 1, at.getDayOfMonth(), at.getHour(),
                at.getMinute(), at.getSecond(), at.getDayOfWeek().getValue() % 7, at.getDayOfYear() - 1, isdst, zone,
                gmtoff);
    }

    /**
     * A tuple or struct_time's nine fields ({@code gettmarg}); {@code message} is the TypeError for a tuple of
     * another length. A struct_time's zone and offset come along; a tuple has none (offset 0).
     */
    static BrokenDownTime fromTuple(PyObject arg, String message) {
        if (!(arg instanceof PyTuple t)) {
            throw Py.TypeError("Tuple or struct_time argument required");
        }
        if (t.items.length != 9) {
            throw Py.TypeError(message);
        }
        int[] f = new int[9];
        for (int i = 0; i < 9; i++) {
            f[i] = cInt(t.items[i]);
        }
        if (f[0] < Integer.MIN_VALUE + 1900) {
            throw Py.OverflowError("year out of range");
        }
        String zone = null;
        long gmtoff = 0;
        if (arg instanceof StructTime s) {
            zone = s.zoneName();
            if (s.gmtoff() != null) {
                gmtoff = Ops.index(s.gmtoff()).asLong();
            }
        }
        return new BrokenDownTime(f[0], f[1] - 1, f[2], f[3], f[4], f[5], (f[6] + 1) % 7, f[7] - 1, f[8], zone,
                gmtoff);
    }

    /** CPython's {@code checktm}: the ranges strftime and asctime index names with; a zero month or day means 1. */
    BrokenDownTime checked() {
        int mon = month;
        if (mon == -1) {
            mon = 0;
        } else if (mon < 0 || mon > 11) {
            throw Py.ValueError("month out of range");
        }
        int day = mday;
        if (day == 0) {
            day = 1;
        } else if (day < 0 || day > 31) {
            throw Py.ValueError("day of month out of range");
        }
        if (hour < 0 || hour > 23) {
            throw Py.ValueError("hour out of range");
        }
        if (minute < 0 || minute > 59) {
            throw Py.ValueError("minute out of range");
        }
        if (second < 0 || second > 61) {
            throw Py.ValueError("seconds out of range");
        }
        if (wday < 0) {
            throw Py.ValueError("day of week out of range");
        }
        int yd = yday;
        if (yd == -1) {
            yd = 0;
        } else if (yd < 0 || yd > 365) {
            throw Py.ValueError("day of year out of range");
        }
        return new BrokenDownTime(year, mon, day, hour, minute, second, wday, yd, isdst, zone, gmtoff);
    }

    /** The same time with {@code tm_isdst} brought into -1..1, as {@code strftime} does first. */
    BrokenDownTime withDstFlagClamped() {
        int d = Math.max(-1, Math.min(1, isdst));
        return d == isdst ? this : new BrokenDownTime(year, month, mday, hour, minute, second, wday, yday, d, zone,
                gmtoff);
    }

    /** A field as C's "i" format reads it: through {@code __index__}, within C's int. */
    private static int cInt(PyObject o) {
        PyInt i = Ops.index(o);
        if (!i.fitsLong()) {
            throw Py.OverflowError("Python int too large to convert to C long");
        }
        if (i.value > Integer.MAX_VALUE) {
            throw Py.OverflowError("signed integer is greater than maximum");
        }
        if (i.value < Integer.MIN_VALUE) {
            throw Py.OverflowError("signed integer is less than minimum");
        }
        return (int) i.value;
    }
}
