# _operator's itemgetter, attrgetter and methodcaller without the standard library
import _operator
from _operator import itemgetter, attrgetter, methodcaller


def show(label, thunk):
    try:
        print(label, "->", thunk())
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


rows = [("carol", 35, "x"), ("alice", 30, "y"), ("bob", 30, "z"), ("dave", 25, "w")]
print(sorted(rows, key=itemgetter(1)), sorted(rows, key=itemgetter(1, 0)))
print(itemgetter(0)("abc"), itemgetter(-1)([1, 2, 3]), itemgetter("k")({"k": 9}), itemgetter(slice(0, 2))("abc"),
      itemgetter(2, 0, 2)("xyz"), itemgetter(1)((5, 6)), list(map(itemgetter(0), ["ab", "cd"])))
print(repr(itemgetter(1)), repr(itemgetter(1, "a")), itemgetter(1).__reduce__(), itemgetter(1, 2).__reduce__())


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
        self.inner = self

    def scaled(self, k, *, offset=0):
        return (self.x * k + offset, self.y * k + offset)

    def __getitem__(self, key):
        return f"item {key!r}"


p = Point(3, 4)
print(attrgetter("x")(p), attrgetter("x", "y")(p), attrgetter("inner.inner.y")(p), attrgetter("real", "imag.real")(3))
print(sorted([Point(2, 1), Point(1, 2)], key=attrgetter("x"))[0].x, itemgetter(7, "z")(p))
print(repr(attrgetter("x", "inner.y")), attrgetter("a.b").__reduce__(), attrgetter("a..b"), attrgetter(".a"))
print(methodcaller("scaled", 2)(p), methodcaller("scaled", 2, offset=1)(p), methodcaller("upper")("abc"),
      methodcaller("split", ",", maxsplit=1)("a,b,c"))
print(repr(methodcaller("split", ",", maxsplit=1)), repr(methodcaller("f")), methodcaller("x", 1).__reduce__())
r = methodcaller("x", 1, k=2).__reduce__()
print(r[1], r[0].args, r[0].keywords, r[0].func is methodcaller, type(r[0]).__name__)
print(type(itemgetter(1)).__name__, itemgetter.__module__, callable(attrgetter("x")), itemgetter.__hash__ is None)
for expr in ["itemgetter()", "itemgetter(x=1)", "itemgetter(1)([1, 2], 3)", "itemgetter(1)(x=1)", "itemgetter(1)([])",
             "itemgetter(5)((1,))", "itemgetter('a')([1])", "attrgetter()", "attrgetter(1)", "attrgetter('real', 1)",
             "attrgetter('real.nope')(1)", "attrgetter('x')(1, 2)", "methodcaller()", "methodcaller(1)",
             "methodcaller('nope')(1)", "methodcaller(name='x')", "attrgetter('real')()", "methodcaller('upper')()",
             "methodcaller('scaled', 1, bad=2)(p)"]:
    show(expr, lambda: eval(expr))
print(all(hasattr(_operator, n) for n in ["attrgetter", "itemgetter", "methodcaller"]))
