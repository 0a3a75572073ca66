package io.frameweave.interpreter.builtins;

import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBool;
import io.frameweave.interpreter.runtime.PyFloat;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;
import java.lang.management.ManagementFactory;
import java.time.Instant;

/**
 * The {@code time} module: wall, monotonic and CPU clocks, {@code sleep}, which releases the GIL, and the calendar
 * functions of {@link TimeCalendar}.
 */
public final class TimeModule {
    private TimeModule() {}

    static PyModule create() {
        ModuleBuilder m = new ModuleBuilder("time");
        m.function("time", (a, k) -> {
            ArgParser.checkArity("time", a, k, 0, 0);
            return Py.newFloat(timeNanos() / 1e9);
        });
        m.function("time_ns", (a, k) -> {
            ArgParser.checkArity("time_ns", a, k, 0, 0);
            return PyInt.of(timeNanos());
        });
        m.function("perf_counter", (a, k) -> {
            ArgParser.checkArity("perf_counter", a, k, 0, 0);
            return Py.newFloat(System.nanoTime() / 1e9);
        });
        m.function("perf_counter_ns", (a, k) -> {
            ArgParser.checkArity("perf_counter_ns", a, k, 0, 0);
            return PyInt.of(System.nanoTime());
        });
        m.function("monotonic", (a, k) -> {
            ArgParser.checkArity("monotonic", a, k, 0, 0);
            return Py.newFloat(System.nanoTime() / 1e9);
        });
        m.function("monotonic_ns", (a, k) -> {
            ArgParser.checkArity("monotonic_ns", a, k, 0, 0);
            return PyInt.of(System.nanoTime());
        });
        m.function("process_time", (a, k) -> {
            ArgParser.checkArity("process_time", a, k, 0, 0);
            return Py.newFloat(processNanos() / 1e9);
        });
        m.function("process_time_ns", (a, k) -> {
            ArgParser.checkArity("process_time_ns", a, k, 0, 0);
            return PyInt.of(processNanos());
        });
        m.function("thread_time", (a, k) -> {
            ArgParser.checkArity("thread_time", a, k, 0, 0);
            return Py.newFloat(threadNanos() / 1e9);
        });
        m.function("thread_time_ns", (a, k) -> {
            ArgParser.checkArity("thread_time_ns", a, k, 0, 0);
            return PyInt.of(threadNanos());
        });
        m.function("get_clock_info", (a, k) -> {
            ArgParser.checkArity("get_clock_info", a, k, 1, 1);
            return clockInfo(a[0]);
        });
        TimeCalendar.define(m);
        m.function("sleep", (a, k) -> {
            ArgParser.checkArity("sleep", a, k, 1, 1);
            double secs = a[0] instanceof PyInt i ? ArgValues.intToDouble(i) : sleepSeconds(a[0]);
            if (Double.isNaN(secs)) {
                throw Py.ValueError("Invalid value NaN (not a number)");
            }
            if (secs < 0) {
                throw Py.ValueError("sleep length must be non-negative");
            }
            sleep(secs);
            return Py.None;
        });
        return m.build();
    }

    private static double sleepSeconds(io.frameweave.interpreter.runtime.PyObject o) {
        if (!(o instanceof io.frameweave.interpreter.runtime.PyFloat) && o.type().lookup("__float__") == null
                && o.type().lookup("__index__") == null) {
            throw Py.TypeError("'" + Py.typeName(o) + "' object cannot be interpreted as an integer");
        }
        return ArgValues.asDouble(o);
    }

    /** Sleeps with the GIL released; a signal's handlers run when it comes, then the sleep goes on (PEP 475). */
    static void sleep(double secs) {
        GilRelease.sleepNanos(secs >= 9.2e9 ? Long.MAX_VALUE : (long) (secs * 1e9));
    }

    /** {@code get_clock_info(name)}: the clock functions as CPython describes them on Linux (all nanosecond clocks). */
    private static PyObject clockInfo(PyObject name) {
        if (!(name instanceof PyStr s)) {
            throw Py.TypeError("get_clock_info() argument 1 must be str, not " + Py.typeName(name));
        }
        String clock = switch (s.value) {
            case "time" -> "CLOCK_REALTIME";
            case "monotonic", "perf_counter" -> "CLOCK_MONOTONIC";
            case "process_time" -> "CLOCK_PROCESS_CPUTIME_ID";
            case "thread_time" -> "CLOCK_THREAD_CPUTIME_ID";
            default -> throw Py.ValueError("unknown clock");
        };
        boolean wall = clock.equals("CLOCK_REALTIME");
        return Namespace.of("implementation", PyStr.of("clock_gettime(" + clock + ")"), "monotonic", PyBool.of(!wall),
                "adjustable", PyBool.of(wall), "resolution", PyFloat.of(1e-09));
    }

    private static long threadNanos() {
        return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    private static long timeNanos() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000_000L + now.getNano();
    }

    private static long processNanos() {
        java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.OperatingSystemMXBean sun) {
            long t = sun.getProcessCpuTime();
            if (t >= 0) {
                return t;
            }
        }
        return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }
}
