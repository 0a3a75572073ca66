# A trace or profile function that raises at the 'return' event of a frame an exception is leaving: its
# exception replaces the one in flight (whose context it does not take), the function is switched off for the
# thread, and handlers and finally blocks of the callers see the new exception, as CPython 3.11 makes it.
import sys

log = []


class HookError(Exception):
    pass


def tracer(frame, event, arg):
    if frame.f_code.co_name.startswith('fails'):
        log.append((event, frame.f_code.co_name, repr(arg) if event != 'exception' else arg[0].__name__))
        if event == 'return':
            raise HookError('tracer at return of ' + frame.f_code.co_name)
    return tracer


def profiler(frame, event, arg):
    if frame.f_code.co_name.startswith('fails'):
        log.append((event, frame.f_code.co_name, repr(arg)))
        if event == 'return':
            raise HookError('profiler at return of ' + frame.f_code.co_name)


def fails():
    x = 1
    raise ValueError('original')


def fails_in_finally():
    try:
        raise KeyError('original')
    finally:
        print('finally of the failing frame runs first')


def caller(fn):
    try:
        return fn()
    finally:
        print('finally of the caller sees', repr(sys.exc_info()[1]))


def show(exc):
    print('caught', repr(exc), 'context', repr(exc.__context__), 'cause', repr(exc.__cause__))
    tb = exc.__traceback__
    while tb is not None:
        print('  ', tb.tb_frame.f_code.co_name, tb.tb_lineno)
        tb = tb.tb_next


def main():
    for fn, setter, hook in ((fails, sys.settrace, tracer), (fails_in_finally, sys.settrace, tracer),
                             (fails, sys.setprofile, profiler), (fails_in_finally, sys.setprofile, profiler)):
        setter(hook)
        try:
            caller(fn)
        except BaseException as exc:
            show(exc)
        print('still on:', sys.gettrace() is not None, sys.getprofile() is not None)
        sys.settrace(None)
        sys.setprofile(None)
    for entry in log:
        print(*entry)


main()
