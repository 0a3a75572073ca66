# Subclasses of map, filter, zip and the itertools iterators: their instances, their attributes, and keywords
# that a subclass's own __init__ or __new__ takes
import operator
from itertools import chain, cycle, dropwhile, filterfalse, islice, starmap, takewhile


def isodd(x):
    return x % 2 == 1


cases = [
    (zip, ([1, 2], "ab")),
    (filter, (None, [0, 1])),
    (filterfalse, (None, [0, 1])),
    (chain, ([1, 2], [3, 4])),
    (map, (str, [1, 2])),
    (starmap, (operator.pow, ((2, 3), (3, 2)))),
    (islice, ([1, 2, 3, 4], 1, 3)),
    (takewhile, (isodd, [1, 3, 2, 3])),
    (dropwhile, (isodd, [1, 3, 2, 3])),
    (cycle, ([1],)),
]
for cls, args in cases:
    class Plain(cls):
        pass

    u = Plain(*args)
    u.note = "kept"
    print(cls.__name__, type(u) is Plain, list(islice(u, 3)), u.note, isinstance(u, cls))
    try:
        Plain(*args, newarg=3)
    except TypeError as e:
        print("  TypeError", e)

    if cls is not zip:
        class WithInit(cls):
            def __init__(self, *args, newarg=None):
                self.newarg = newarg

        w = WithInit(*args, newarg=3)
        print("  init", type(w) is WithInit, list(islice(w, 3)), w.newarg)

    class WithNew(cls):
        def __new__(cls, *args, newarg=None):
            self = super().__new__(cls, *args)
            self.newarg = newarg
            return self

    n = WithNew(*args, newarg=4)
    print("  new", type(n) is WithNew, list(islice(n, 3)), n.newarg)
    print("  reduce", n.__reduce__()[0] is WithNew)

for cls in (map, filter):
    try:
        cls(None, [1], newarg=3)
    except TypeError as e:
        print("TypeError", e)
