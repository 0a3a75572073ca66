# float(x) follows __float__ (overridable in subclasses of float, int and str) then __index__; math.floor, ceil and
# trunc call a subclass's __floor__, __ceil__, __trunc__; the __new__ of tuple, float, frozenset and set (and
# list.__init__) leave keyword arguments to a subclass's own __init__ (or __new__).
import math
import warnings


def attempt(f, *args, **kwargs):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            r = f(*args, **kwargs)
            print("result", type(r).__name__, r)
        except (TypeError, ValueError, OverflowError) as e:
            print(type(e).__name__ + ":", e)
    for w in caught:
        print("  warning", w.category.__name__ + ":", w.message)


class Foo1:
    def __float__(self):
        return 42.


class Foo2(float):
    def __float__(self):
        return 42.


class Foo3(float):
    def __new__(cls, value=0.):
        return float.__new__(cls, 2 * value)

    def __float__(self):
        return self


class Foo4(float):
    def __float__(self):
        return 42


class FooStr(str):
    def __float__(self):
        return float(str(self)) + 1


class IntFloat(int):
    def __float__(self):
        return -1.5


class MyIndex:
    def __init__(self, value):
        self.value = value

    def __index__(self):
        return self.value


class MyInt:
    def __int__(self):
        return 42


attempt(float, Foo1())
attempt(float, Foo2())
attempt(float, Foo3(21))
attempt(float, Foo4(42))
attempt(float, FooStr("8"))
attempt(float, IntFloat(3))
attempt(float, MyIndex(42))
attempt(float, MyIndex(2**2000))
attempt(float, MyInt())
attempt(float, " 1.25 ")
attempt(float, b"2.5")
attempt(complex, Foo2(), Foo1())


class FloatCeil(float):
    def __ceil__(self):
        return "ceil"

    def __floor__(self):
        return "floor"

    def __trunc__(self):
        return "trunc"


class IntRound(int):
    def __ceil__(self):
        return 100

    def __floor__(self):
        return -100

    def __trunc__(self):
        return 0


for f in (math.ceil, math.floor, math.trunc):
    attempt(f, FloatCeil(2.5))
    attempt(f, IntRound(7))
    attempt(f, 2.5)
    attempt(f, True)


for base in (tuple, float, frozenset, set, list):
    class Plain(base):
        pass

    class WithInit(base):
        def __init__(self, arg, newarg=None):
            if base in (set, list):
                super().__init__(arg)
            self.newarg = newarg

    class WithNew(base):
        def __new__(cls, arg, newarg=None):
            self = super().__new__(cls, arg)
            self.newarg = newarg
            return self

    arg = 2.5 if base is float else [1, 2]
    attempt(lambda: Plain(arg))
    attempt(lambda: Plain(x=arg))
    u = WithInit(arg, newarg=3)
    print(base.__name__, type(u).__name__, sorted(u) if base is not float else u, u.newarg)
    try:
        u = WithNew(arg, newarg=4)
        print(base.__name__, type(u).__name__, sorted(u) if base is not float else u, u.newarg)
    except TypeError as e:
        print(base.__name__, "TypeError:", e)
    attempt(base, arg, newarg=1)
