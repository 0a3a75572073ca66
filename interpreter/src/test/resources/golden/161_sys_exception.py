# sys.exception(): the exception being handled, or None (new in 3.11)
import sys

print(sys.exception())
try:
    raise ValueError("outer")
except ValueError:
    print(repr(sys.exception()))
    try:
        raise KeyError("inner")
    except KeyError:
        print(repr(sys.exception()))
    print(repr(sys.exception()))
print(sys.exception())

try:
    1 / 0
except ZeroDivisionError as e:
    print(sys.exception() is e, sys.exc_info()[1] is sys.exception())

try:
    try:
        raise TypeError("in try")
    finally:
        print("finally sees", repr(sys.exception()))
except TypeError:
    pass


def handler():
    return sys.exception()


try:
    raise IndexError(3)
except IndexError:
    print("callee sees", repr(handler()))
print("after", handler())


def gen():
    yield sys.exception()
    try:
        raise RuntimeError("in gen")
    except RuntimeError:
        yield sys.exception()
    yield sys.exception()


g = gen()
try:
    raise NameError("caller")
except NameError:
    print("gen sees", repr(next(g)))
print(repr(next(g)))
print(repr(next(g)))

try:
    sys.exception(1)
except TypeError as e:
    print("TypeError:", e)
