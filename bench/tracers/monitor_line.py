# A sys.monitoring tool with a no-op LINE callback on every code object (PEP 669; CPython 3.12 and later).
import sys
import harness

mon = sys.monitoring
TOOL = mon.PROFILER_ID


def on_line(code, line):
    return None


def start():
    mon.use_tool_id(TOOL, "bench-line")
    mon.register_callback(TOOL, mon.events.LINE, on_line)
    mon.set_events(TOOL, mon.events.LINE)


def stop():
    mon.set_events(TOOL, 0)
    mon.free_tool_id(TOOL)


harness.run_program(sys.argv[1:], start, stop)
