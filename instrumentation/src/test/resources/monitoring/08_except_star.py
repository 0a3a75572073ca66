# except* under sys.monitoring: RAISE, RERAISE, EXCEPTION_HANDLED, PY_UNWIND, LINE and BRANCH of the clauses'
# matches, against CPython 3.12 (which compiles except* with the same CHECK_EG_MATCH); two clauses raise, as
# 3.12 no longer wraps a single exception raised in a clause in a new group
import monitor

E = monitor.E


def fail(exc):
    raise exc


def clauses():
    try:
        fail(ExceptionGroup("eg", [ValueError(1), TypeError(2), KeyError(3)]))
    except* ValueError as e:
        got = e.exceptions
    except* OSError:
        pass
    except* TypeError:
        raise IndexError("in another clause")
    except* KeyError:
        raise RuntimeError("in a clause")


def naked():
    try:
        fail(ValueError("naked"))
    except* ValueError:
        handled = True
    try:
        fail(OSError("unmatched"))
    except* ValueError:
        pass


def body():
    try:
        clauses()
    except ExceptionGroup as eg:
        first = len(eg.exceptions)
    try:
        naked()
    except OSError:
        pass
    return first


monitor.start(E.RAISE | E.RERAISE | E.EXCEPTION_HANDLED | E.PY_UNWIND)
body()
monitor.stop()
codes = [clauses.__code__, naked.__code__]
for code in codes:
    monitor.start(E.LINE | E.BRANCH, code)
body()
for code in codes:
    monitor.stop(code)
