# A trace or profile function that raises at a 'return' or 'call' event: the function is switched off for the
# thread and the exception propagates from the traced frame. The traceback has the frame's entry, twice for a
# failing 'call' event, as CPython 3.11 makes it.
import sys

log = []


def tracer(frame, event, arg):
    if event == 'return' and frame.f_code.co_name == 'returns_in_try':
        raise ValueError('from the return event')
    if event == 'call' and frame.f_code.co_name == 'called':
        raise KeyError('from the call event')
    return tracer


def profiler(frame, event, arg):
    log.append((event, frame.f_code.co_name))
    if event == 'return' and frame.f_code.co_name == 'profiled':
        raise IndexError('from the profiler')


def returns_in_try():
    try:
        return 1
    except ValueError:
        print('never: the exception leaves the frame directly')
        return 2


def with_finally():
    try:
        return returns_in_try()
    finally:
        print('finally of the caller runs')


def called():
    try:
        return 1
    except KeyError:
        return 2


def profiled():
    x = 1
    return x


def show(exc):
    print('caught', repr(exc))
    tb = exc.__traceback__
    while tb is not None:
        print('  ', tb.tb_frame.f_code.co_name, tb.tb_lineno)
        tb = tb.tb_next


def main():
    for fn, setter, hook in ((with_finally, sys.settrace, tracer), (called, sys.settrace, tracer),
                             (profiled, sys.setprofile, profiler)):
        setter(hook)
        try:
            print(fn())
        except (ValueError, KeyError, IndexError) as exc:
            show(exc)
        print('still on:', sys.gettrace() is not None, sys.getprofile() is not None)
    for entry in log:
        print(*entry)


main()
