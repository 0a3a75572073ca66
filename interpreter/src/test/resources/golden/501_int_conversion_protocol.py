# int(x): __int__ (overridable in a subclass of int), __index__, the deprecated __trunc__, with CPython's
# DeprecationWarnings for results of a strict subclass of int, and the range check of an explicit base.
import warnings


def attempt(f, *args, **kwargs):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            r = f(*args, **kwargs)
            print("result", type(r).__name__, r)
        except (TypeError, ValueError, ZeroDivisionError) as e:
            print(type(e).__name__ + ":", e)
    for w in caught:
        print("  warning", w.category.__name__ + ":", w.message)


class MyInt(int):
    def __int__(self):
        return 42


class BadInt(int):
    def __int__(self):
        return 42.0


class ReturnsBool:
    def __int__(self):
        return True


class IndexReturnsBool:
    def __index__(self):
        return True


class SubclassIndexReturnsBool(int):
    def __index__(self):
        return True


class JustTrunc:
    def __trunc__(self):
        return 42


class TruncReturnsIndex:
    def __trunc__(self):
        return IndexReturnsBool()


class TruncReturnsInt:
    def __trunc__(self):
        return ReturnsBool()


class IntBeforeTrunc:
    def __int__(self):
        return 7

    def __trunc__(self):
        return -12


class FloatWithInt(float):
    def __int__(self):
        return 99


class StrWithInt(str):
    def __int__(self):
        return 5


attempt(int, MyInt(7))
attempt(int, BadInt(7))
attempt(int, ReturnsBool())
attempt(int, IndexReturnsBool())
attempt(int, SubclassIndexReturnsBool(3))
attempt(int, JustTrunc())
attempt(int, TruncReturnsIndex())
attempt(int, TruncReturnsInt())
attempt(int, IntBeforeTrunc())
attempt(int, FloatWithInt(2.5))
attempt(int, StrWithInt("12"))
attempt(int, True)
attempt(int, "  -17 ")
attempt(int, b"101", 2)
for base in (0, 1, 2, 36, 37, -1, 2**100, -(2**234), True):
    attempt(int, "11", base)
attempt(int, 5, 100)
attempt(int, base=10)
attempt(int, object())
attempt(range(10).__getitem__, IndexReturnsBool())
