package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import io.frameweave.interpreter.runtime.PyTuple;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.zone.ZoneOffsetTransition;
import java.util.List;

/**
 * The calendar half of the {@code time} module: {@code struct_time}, {@code gmtime}, {@code localtime},
 * {@code mktime}, {@code asctime}, {@code ctime}, {@code strftime}, {@code strptime} (through Lib's
 * {@code _strptime}, as CPython) and the local zone's {@code timezone}, {@code altzone}, {@code daylight},
 * {@code tzname}, which {@code tzset} reads again from {@code TZ}. Each module has its own local zone.
 */
final class TimeCalendar {
    /** glibc's {@code mktime} looks this far (in seconds) each way for a time with the daylight flag asked for. */
    private static final long DST_PROBE_STRIDE = 601_200;
    private static final long DST_PROBE_BOUND = 536_454_000 / 2 + DST_PROBE_STRIDE;
    private static final String[] DAYS = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    private static final String[] MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
            "Nov", "Dec"};

    private final PyDict module;
    private LocalZone zone;
    private String[] tzname;

    private TimeCalendar(PyDict module) {
        this.module = module;
    }

    static void define(ModuleBuilder m) {
        TimeCalendar c = new TimeCalendar(m.dict);
        c.tzset();
        m.constant("struct_time", StructTime.TYPE);
        m.constant("_STRUCT_TM_ITEMS", PyInt.of(StructTime.ITEMS));
        m.function("gmtime", (a, k) -> StructTime.of(gmtime(seconds(optional("gmtime", a, k)))));
        m.function("localtime", (a, k) -> StructTime.of(c.localtime(seconds(optional("localtime", a, k)))));
        m.function("mktime", (a, k) -> {
            ArgParser.checkArity("mktime", a, k, 1, 1);
            return PyFloat.of(c.mktime(BrokenDownTime.fromTuple(a[0], "mktime(): illegal time tuple argument")));
        });
        m.function("asctime", (a, k) -> {
            PyObject t = optional("asctime", a, k);
            BrokenDownTime tm = t == null ? c.localtime(now())
                    : BrokenDownTime.fromTuple(t, "asctime(): illegal time tuple argument").checked();
            return PyStr.of(asctime(tm));
        });
        m.function("ctime", (a, k) -> PyStr.of(asctime(c.localtime(seconds(optional("ctime", a, k))))));
        m.function("strftime", (a, k) -> {
            ArgParser.noKeywords("strftime", k);
            if (a.length < 1 || a.length > 2) {
                throw Py.TypeError("strftime() takes " + (a.length < 1 ? "at least 1 argument" : "at most 2 arguments")
                        + " (" + a.length + " given)");
            }
            if (!(a[0] instanceof PyStr format)) {
                throw Py.TypeError("strftime() argument 1 must be str, not " + Py.typeName(a[0]));
            }
            if (format.value.indexOf('\0') >= 0) {
                throw Py.ValueError("embedded null character");
            }
            BrokenDownTime tm = a.length == 1 ? c.localtime(now())
                    : BrokenDownTime.fromTuple(a[1], "strftime(): illegal time tuple argument").checked();
            return PyStr.of(Strftime.format(format.value, tm.withDstFlagClamped(), c.tzname, c::mktime));
        });
        m.function("strptime", (a, k) -> {
            ArgParser.noKeywords("strptime", k);
            PyObject strptime = Ops.getAttr(RunningVM.importModule("_strptime"), "_strptime_time");
            return Ops.call(strptime, a);
        });
        m.function("tzset", (a, k) -> {
            ArgParser.checkArity("tzset", a, k, 0, 0);
            c.tzset();
            return Py.None;
        });
    }

    /** The one optional positional argument of gmtime, localtime, ctime and asctime, or null. */
    private static PyObject optional(String name, PyObject[] args, String[] kwnames) {
        ArgParser.noKeywords(name, kwnames);
        if (args.length > 1) {
            throw Py.TypeError(name + "() takes at most 1 argument (" + args.length + " given)");
        }
        return args.length == 0 || args[0] == Py.None ? null : args[0];
    }

    private static long now() {
        return Instant.now().getEpochSecond();
    }

    /** Seconds since the epoch as C's {@code time_t}, rounded down (CPython's {@code _PyTime_ObjectToTime_t}). */
    private static long seconds(PyObject o) {
        if (o == null) {
            return now();
        }
        if (o instanceof PyFloat f) {
            double d = f.value;
            if (Double.isNaN(d)) {
                throw Py.ValueError("Invalid value NaN (not a number)");
            }
            d = Math.floor(d);
            if (!(d >= -0x1p63 && d < 0x1p63)) {
                throw Py.OverflowError("timestamp out of range for platform time_t");
            }
            return (long) d;
        }
        PyInt i = Ops.index(o);
        if (!i.fitsLong()) {
            throw Py.OverflowError("timestamp out of range for platform time_t");
        }
        return i.value;
    }

    private static BrokenDownTime gmtime(long secs) {
        try {
            return BrokenDownTime.of(LocalDateTime.ofEpochSecond(secs, 0, ZoneOffset.UTC), 0, "GMT", 0);
        } catch (DateTimeException e) {
            throw PosixErrors.of(75); // EOVERFLOW, as glibc reports a year it cannot hold
        }
    }

    BrokenDownTime localtime(long secs) {
        try {
            Instant at = Instant.ofEpochSecond(secs);
            ZoneOffset offset = zone.offset(at);
            return BrokenDownTime.of(LocalDateTime.ofEpochSecond(secs, 0, offset), zone.isDaylight(at) ? 1 : 0,
                    zone.abbreviation(at), offset.getTotalSeconds());
        } catch (DateTimeException e) {
            throw PosixErrors.of(75);
        }
    }

    /**
     * C's {@code mktime}: the fields normalized (month 13 is next January, second 70 the next minute), read in the
     * local zone; a daylight flag of 0 or 1 that does not hold at that time takes the offset of the nearest time
     * it holds at, or where it never holds, an hour's difference, as glibc does.
     */
    long mktime(BrokenDownTime t) {
        LocalDateTime local;
        try {
            local = LocalDateTime.of(Math.toIntExact(t.year()), 1, 1, 0, 0).plusMonths(t.month())
                    .plusDays(t.mday() - 1L).plusHours(t.hour()).plusMinutes(t.minute()).plusSeconds(t.second());
        } catch (DateTimeException | ArithmeticException e) {
            throw Py.OverflowError("mktime argument out of range");
        }
        List<ZoneOffset> valid = zone.rules().getValidOffsets(local);
        ZoneOffset offset;
        if (valid.isEmpty()) {
            ZoneOffsetTransition gap = zone.rules().getTransition(local);
            offset = gap.getOffsetBefore();
        } else {
            offset = valid.get(0);
            for (ZoneOffset o : valid) {
                if (t.isdst() >= 0 && zone.isDaylight(Instant.ofEpochSecond(local.toEpochSecond(o))) == (t.isdst() > 0)) {
                    offset = o;
                    break;
                }
            }
        }
        long guess = local.toEpochSecond(offset);
        if (t.isdst() >= 0 && zone.isDaylight(Instant.ofEpochSecond(guess)) != (t.isdst() > 0)) {
            for (long delta = DST_PROBE_STRIDE; delta < DST_PROBE_BOUND; delta += DST_PROBE_STRIDE) {
                for (int direction = -1; direction <= 1; direction += 2) {
                    Instant probe = Instant.ofEpochSecond(guess + delta * direction);
                    if (zone.isDaylight(probe) == (t.isdst() > 0)) {
                        return local.toEpochSecond(zone.offset(probe));
                    }
                }
            }
            return guess + (t.isdst() > 0 ? -3600 : 3600); // no such time: glibc takes daylight time as one hour on
        }
        return guess;
    }

    /** C's {@code asctime}: {@code Sun Jun 20 23:21:05 1993}. */
    private static String asctime(BrokenDownTime t) {
        return DAYS[t.wday()] + " " + MONTHS[t.month()] + String.format("%3d %02d:%02d:%02d ", t.mday(), t.hour(),
                t.minute(), t.second()) + t.year();
    }

    /**
     * Reads {@code TZ} again and sets the module's zone constants from this year's January and July, as CPython
     * does where the C library has no {@code altzone}: the standard zone is the one further west.
     */
    private void tzset() {
        zone = LocalZone.fromEnvironment();
        long year = (365 * 24 + 6) * 3600L;
        long start = now() / year * year;
        Instant january = Instant.ofEpochSecond(start);
        Instant july = Instant.ofEpochSecond(start + year / 2);
        int janZone = -zone.offset(january).getTotalSeconds();
        int julyZone = -zone.offset(july).getTotalSeconds();
        String janName = zone.abbreviation(january);
        String julyName = zone.abbreviation(july);
        boolean southern = janZone < julyZone;
        module.putStr("timezone", PyInt.of(southern ? julyZone : janZone));
        module.putStr("altzone", PyInt.of(southern ? janZone : julyZone));
        module.putStr("daylight", PyInt.of(janZone != julyZone ? 1 : 0));
        tzname = southern ? new String[] {julyName, janName} : new String[] {janName, julyName};
        module.putStr("tzname", PyTuple.of(PyStr.of(tzname[0]), PyStr.of(tzname[1])));
    }
}
