# Raising while handling an exception whose __context__ chain already has a cycle must end, and must not make
# a new cycle through the exception raised.


def cycle_on_itself():
    try:
        raise ValueError(1)
    except ValueError as ex:
        ex.__context__ = ex
        raise TypeError(2)


try:
    cycle_on_itself()
except Exception as e:
    print(type(e).__name__, type(e.__context__).__name__, e.__context__.__context__ is e.__context__)


class A(Exception):
    pass


class B(Exception):
    pass


class C(Exception):
    pass


class D(Exception):
    pass


class E(Exception):
    pass


try:
    try:
        raise A()
    except A as _a:
        a = _a
        try:
            raise B()
        except B as _b:
            b = _b
            try:
                raise C()
            except C as _c:
                c = _c
                a.__context__ = c
                try:
                    raise D()
                except D as _d:
                    d = _d
                    raise E()
except E as e:
    print(e.__context__ is d, d.__context__ is c, c.__context__ is b, b.__context__ is a, a.__context__ is c)

# re-raising an exception that is already in the chain cuts the chain before it
try:
    try:
        raise A()
    except A as _first:
        first = _first
        try:
            raise B()
        except B:
            raise first
except A as again:
    print(again is first, type(again.__context__).__name__, again.__context__.__context__)
