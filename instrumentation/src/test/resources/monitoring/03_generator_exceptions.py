# An exception that leaves a started generator passes its implicit handler first (CPython 3.12):
# EXCEPTION_HANDLED and RERAISE inside the generator before PY_UNWIND.
import monitor

E = monitor.E


def gen():
    yield 1
    yield 2


def catching():
    try:
        yield 1
    except ValueError:
        yield 2


def cleaning():
    try:
        yield 1
    finally:
        print("finally")


def raising():
    yield 1
    raise KeyError("k")


def unstarted():
    yield 1


def stopping():
    yield 1
    raise StopIteration  # leaves as RuntimeError (PEP 479)


monitor.start(E.PY_START | E.PY_RESUME | E.PY_RETURN | E.PY_YIELD | E.PY_THROW | E.RAISE | E.EXCEPTION_HANDLED
              | E.RERAISE | E.PY_UNWIND)
g = gen()
next(g)
try:
    g.throw(ValueError("v"))
except ValueError:
    pass
c = catching()
next(c)
print(c.throw(ValueError("v")))
f = cleaning()
next(f)
try:
    f.throw(KeyError("k"))
except KeyError:
    pass
r = raising()
next(r)
try:
    next(r)
except KeyError:
    pass
u = unstarted()
try:
    u.throw(IndexError)
except IndexError:
    pass
try:
    list(1 // x for x in [1, 0])
except ZeroDivisionError:
    pass
try:
    list(stopping())
except RuntimeError as e:
    print("RuntimeError from", type(e.__cause__).__name__)
monitor.stop()
