# PY_UNWIND and PY_THROW callbacks run while the frame they are about is still the current one.
import sys
import monitor

E = monitor.E


def where(name, code, offset, args):
    frame = sys._getframe(2)  # 0: where, 1: the recorder, 2: the frame of the event
    return " ".join([name, code.co_name, "in", frame.f_code.co_name, "line", str(frame.f_lineno),
                     "called from", frame.f_back.f_code.co_name, monitor.show(args[0])])


def inner():
    x = 1
    raise KeyError(x)


def outer():
    try:
        inner()
    except KeyError:
        pass


def gen():
    yield 1
    yield 2


def deep(n):
    if n == 0:
        raise ValueError("bottom")
    deep(n - 1)


monitor.start(E.PY_UNWIND | E.PY_THROW, describe=where)
outer()
it = gen()
next(it)
try:
    it.throw(TypeError("t"))
except TypeError:
    pass
try:
    deep(2)
except ValueError:
    pass
monitor.stop()
