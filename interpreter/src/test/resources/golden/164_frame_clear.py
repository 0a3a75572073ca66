# frame.clear(): drops a finished frame's locals; closes a suspended generator; refuses an executing frame
import sys


def finished():
    a = 1
    b = [2]
    return sys._getframe()


f = finished()
print(sorted(f.f_locals))
print(f.clear())
print(f.f_locals, f.f_code.co_name, f.f_lineno)
f.clear()

try:
    sys._getframe().clear()
except RuntimeError as e:
    print("RuntimeError:", e)


def outer():
    def inner():
        try:
            sys._getframe(1).clear()
        except RuntimeError as e:
            print("caller:", e)
    inner()


outer()


def gen():
    try:
        x = 10
        yield x
        yield x + 1
    finally:
        print("gen finally")


g = gen()
print(next(g))
frame = g.gi_frame
frame.clear()
print(g.gi_frame, list(g))

g2 = gen()
g2.gi_frame.clear()
print("unstarted:", g2.gi_frame, list(g2))


def selfclear():
    yield sys._getframe()
    try:
        sys._getframe().clear()
    except RuntimeError as e:
        yield "RuntimeError: " + str(e)


s = selfclear()
fr = next(s)
print(next(s))


try:
    1 / 0
except ZeroDivisionError as e:
    tb = e.__traceback__
    try:
        tb.tb_frame.clear()
    except RuntimeError as err:
        print("traceback frame:", err)


def fails():
    v = "kept"
    raise KeyError(v)


try:
    fails()
except KeyError as e:
    inner_frame = e.__traceback__.tb_next.tb_frame
    print(inner_frame.f_locals)
    inner_frame.clear()
    print(inner_frame.f_locals)

try:
    finished().clear(1)
except TypeError:
    print("TypeError")


def noisy():
    try:
        yield 1
    finally:
        raise ValueError("raised while closing")


n = noisy()
next(n)
n.gi_frame.clear()
print("after noisy", n.gi_frame)
