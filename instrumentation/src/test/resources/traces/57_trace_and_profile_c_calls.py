# sys.settrace and sys.setprofile on together: a builtin's c_return and c_exception come inside its call, so
# before the trace events of the instruction after it (a return, a line, an exception).
import sys

log = []


def tracer(frame, event, arg):
    log.append(('T', event, frame.f_code.co_name, frame.f_lineno))
    return tracer


def profiler(frame, event, arg):
    name = arg.__name__ if event.startswith('c_') else None
    log.append(('P', event, frame.f_code.co_name, name))


def returns_builtin(x):
    y = len([x])
    return abs(-y)


def raises_in_builtin(x):
    try:
        y = ord('zz')
    except TypeError:
        y = len([x]); z = abs(y)
    return abs(-y)


sys.setprofile(profiler)
sys.settrace(tracer)
returns_builtin(3)
raises_in_builtin(4)
sys.settrace(None)
sys.setprofile(None)
for entry in log:
    print(*entry)
