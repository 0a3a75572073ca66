# A sys.settrace tracer that reads one local through frame.f_locals at every line event (a debugger's watch).
import sys
import harness

seen = [0]


def tracer(frame, event, arg):
    if event == "line":
        names = frame.f_code.co_varnames
        if names and frame.f_locals.get(names[0]) is not None:
            seen[0] += 1
    return tracer


harness.run_program(sys.argv[1:], lambda: sys.settrace(tracer), lambda: sys.settrace(None))
