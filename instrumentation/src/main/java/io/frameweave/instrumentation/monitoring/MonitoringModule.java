package io.frameweave.instrumentation.monitoring;

import io.frameweave.instrumentation.guest.ModuleExtensions;
import io.frameweave.interpreter.bytecode.PyCode;
import io.frameweave.interpreter.runtime.ArgParser;
import io.frameweave.interpreter.runtime.Ops;
import io.frameweave.interpreter.runtime.Py;
import io.frameweave.interpreter.runtime.PyBuiltinFunction;
import io.frameweave.interpreter.runtime.PyDict;
import io.frameweave.interpreter.runtime.PyInt;
import io.frameweave.interpreter.runtime.PyModule;
import io.frameweave.interpreter.runtime.PyObject;
import io.frameweave.interpreter.runtime.PyStr;

/**
 * The guest module {@code sys.monitoring} (CPython 3.12), over {@link Monitoring}: tool ids 0-5 only (6 and 7
 * belong to the legacy tracers), the {@code events} namespace, {@code DISABLE} and {@code MISSING}. Added to
 * every {@code sys} module by a {@link ModuleExtensions} entry ({@link #register}).
 */
public final class MonitoringModule {
    private static final ArgParser USE = new ArgParser("use_tool_id", 2, "tool_id", "name", "/");
    private static final ArgParser FREE = new ArgParser("free_tool_id", 1, "tool_id", "/");
    private static final ArgParser GET_TOOL = new ArgParser("get_tool", 1, "tool_id", "/");
    private static final ArgParser GET = new ArgParser("get_events", 1, "tool_id", "/");
    private static final ArgParser SET = new ArgParser("set_events", 2, "tool_id", "event_set", "/");
    private static final ArgParser SET_LOCAL =
            new ArgParser("set_local_events", 3, "tool_id", "code", "event_set", "/");
    private static final ArgParser GET_LOCAL = new ArgParser("get_local_events", 2, "tool_id", "code", "/");
    private static final ArgParser REGISTER =
            new ArgParser("register_callback", 3, "tool_id", "event", "func", "/");

    private MonitoringModule() {}

    /** Registers the addition of {@code monitoring} to {@code sys}. */
    public static void register() {
        ModuleExtensions.add("sys", sys -> sys.dict.putStr("monitoring", create()));
    }

    /** A new {@code sys.monitoring} module. */
    public static PyModule create() {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("sys.monitoring"));
        d.putStr("__doc__", Py.None);
        function(d, "use_tool_id", (args, kw) -> {
            PyObject[] a = USE.parse(args, kw);
            int tool = tool(a[0]);
            if (!(a[1] instanceof PyStr name)) {
                throw Py.ValueError("tool name must be a str"); // a ValueError in CPython 3.12 too
            }
            MonitoringState.useToolId(tool, name.value, false);
            return Py.None;
        });
        function(d, "free_tool_id", (args, kw) -> {
            Monitoring.freeToolId(ownTool(FREE.parse(args, kw)[0]));
            return Py.None;
        });
        function(d, "get_tool", (args, kw) -> {
            String name = Monitoring.getTool(tool(GET_TOOL.parse(args, kw)[0]));
            return name == null ? Py.None : PyStr.of(name);
        });
        function(d, "set_events", (args, kw) -> {
            PyObject[] a = SET.parse(args, kw);
            Monitoring.setEvents(ownTool(a[0]), Ops.asIndex(a[1]));
            return Py.None;
        });
        function(d, "get_events", (args, kw) -> PyInt.of(Monitoring.getEvents(tool(GET.parse(args, kw)[0]))));
        function(d, "set_local_events", (args, kw) -> {
            PyObject[] a = SET_LOCAL.parse(args, kw);
            int tool = ownTool(a[0]);
            Monitoring.setLocalEvents(tool, code(a[1]), Ops.asIndex(a[2]));
            return Py.None;
        });
        function(d, "get_local_events", (args, kw) -> {
            PyObject[] a = GET_LOCAL.parse(args, kw);
            int tool = tool(a[0]);
            return PyInt.of(Monitoring.getLocalEvents(tool, code(a[1])));
        });
        function(d, "register_callback", (args, kw) -> {
            PyObject[] a = REGISTER.parse(args, kw);
            int tool = ownTool(a[0]);
            int event = Ops.asIndex(a[1]);
            MonitoringCallback cb = a[2] == Py.None ? null : new GuestCallback(a[2], event);
            MonitoringCallback old = Monitoring.registerCallback(tool, event, cb);
            return old instanceof GuestCallback g ? g.function : Py.None;
        });
        function(d, "restart_events", (args, kw) -> {
            ArgParser.checkArity("restart_events", args, kw, 0, 0);
            Monitoring.restartEvents();
            return Py.None;
        });
        function(d, "_all_events", (args, kw) -> {
            ArgParser.checkArity("_all_events", args, kw, 0, 0);
            return allEvents();
        });
        d.putStr("DISABLE", Monitoring.DISABLE);
        d.putStr("MISSING", Monitoring.MISSING);
        d.putStr("DEBUGGER_ID", PyInt.of(Monitoring.DEBUGGER_ID));
        d.putStr("COVERAGE_ID", PyInt.of(Monitoring.COVERAGE_ID));
        d.putStr("PROFILER_ID", PyInt.of(Monitoring.PROFILER_ID));
        d.putStr("OPTIMIZER_ID", PyInt.of(Monitoring.OPTIMIZER_ID));
        d.putStr("events", events());
        return new PyModule("sys.monitoring", d);
    }

    private static PyModule events() {
        PyDict d = new PyDict();
        d.putStr("__name__", PyStr.of("sys.monitoring.events"));
        d.putStr("NO_EVENTS", PyInt.of(Monitoring.NO_EVENTS));
        for (int bit = Monitoring.PY_START; bit <= Monitoring.C_RAISE; bit <<= 1) {
            d.putStr(Monitoring.eventName(bit).intern(), PyInt.of(bit));
        }
        return new PyModule("sys.monitoring.events", d);
    }

    /**
     * CPython 3.12's private {@code _all_events()}, which its own tests use: each event some tool has in its global
     * set, by name, with the bits of those tools (6 and 7, the legacy tracers', included).
     */
    private static PyDict allEvents() {
        PyDict out = new PyDict();
        for (int bit = Monitoring.PY_START; bit <= Monitoring.RERAISE; bit <<= 1) {
            int tools = 0;
            for (int t = 0; t < Monitoring.TOOL_IDS; t++) {
                if ((Monitoring.getEvents(t) & bit) != 0) {
                    tools |= 1 << t;
                }
            }
            if (tools != 0) {
                out.putStr(Monitoring.eventName(bit), PyInt.of(tools));
            }
        }
        return out;
    }

    private static void function(PyDict d, String name, PyBuiltinFunction.Body body) {
        d.putStr(name, new PyBuiltinFunction(name, body));
    }

    /** A guest tool id: an int from 0 to 5 (ValueError otherwise, as CPython). */
    private static int tool(PyObject o) {
        int id = Ops.asIndex(o);
        MonitoringState.checkValidTool(id);
        return id;
    }

    /** A guest tool id the program may change: not one a frameweave (Java) tool holds. */
    private static int ownTool(PyObject o) {
        int id = tool(o);
        MonitoringState.checkGuestMayChange(id);
        return id;
    }

    private static PyCode code(PyObject o) {
        if (!(o instanceof PyCode c)) {
            throw Py.TypeError("code must be a code object");
        }
        return c;
    }
}
