# A builtin type's __new__ refuses a subtype whose own builtin __new__ differs (CPython's "is not safe"),
# names the nearest type whose __new__ is not a guest one, and makes instances of the subtypes it may make.
import collections


def attempt(f, *args):
    try:
        r = f(*args)
        print("made", type(r).__name__, r)
    except TypeError as e:
        print("TypeError:", e)


class I(int):
    pass


class J(I):
    def __new__(cls, v):
        return super().__new__(cls, v + 1)


class K(J):
    def __new__(cls, v):
        return super().__new__(cls, v * 2)


attempt(int.__new__, bool, 0)
attempt(int.__new__, int, 5)
attempt(int.__new__, I, 7)
attempt(int.__new__, J, 7)
attempt(K, 7)
attempt(object.__new__, int)
attempt(object.__new__, I)
attempt(object.__new__, J)
attempt(object.__new__, K)
attempt(object.__new__, bool)
attempt(Exception.__new__, ValueError)
attempt(dict.__new__, collections.defaultdict)
attempt(float.__new__, bool)
attempt(tuple.__new__, tuple, [1, 2])
attempt(str.__new__, str, "x")
attempt(list.__new__, list)
