# sys.getsizeof and __sizeof__: CPython 3.11's 64-bit figures for these objects
import sys


class Plain:
    pass


class Sized:
    def __sizeof__(self):
        return 100


class BadSize:
    def __init__(self, value):
        self.value = value

    def __sizeof__(self):
        return self.value


class MyList(list):
    pass


for obj in [object(), None, 0, 1, -7, 2 ** 30, 2 ** 100, -(2 ** 64), True, False, 1.5, 0.0,
            "", "a", "abc", "x" * 100, "\u00e9", "\u00e9t\u00e9", "\u20ac", "\U0001F600", "a\U0001F600",
            (), (1,), (1, 2, 3), [], [1], {}, {1: 1}, {"a": 1}, set(), {1}, frozenset(),
            range(10), slice(1, 2), Plain(), MyList(), Sized()]:
    print(type(obj).__name__, repr(obj)[:12], sys.getsizeof(obj), obj.__sizeof__())

print(sys.getsizeof(Sized(), 7), sys.getsizeof(object(), default=3))
print(sys.getsizeof(0) < sys.getsizeof(2 ** 100) < sys.getsizeof(2 ** 1000))
print(sys.getsizeof("ab") < sys.getsizeof("abc"))
for value in [-1, 1.5, "big", 2 ** 70]:
    try:
        print(sys.getsizeof(BadSize(value)))
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__ + ":", e)
print(sys.getsizeof(BadSize(1.5), "default"))
try:
    sys.getsizeof(BadSize(-1), "default")
except ValueError as e:
    print("ValueError:", e)
for call in (lambda: sys.getsizeof(), lambda: sys.getsizeof(1, 2, 3), lambda: object().__sizeof__(1)):
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
