# _collections.defaultdict, _count_elements and _tuplegetter without the standard library
from _collections import defaultdict, _count_elements, _tuplegetter
import _collections


def show(label, thunk):
    try:
        print(label, "->", thunk())
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


words = "the quick brown fox jumps over the lazy dog the end".split()
by_letter = defaultdict(list)
for w in words:
    by_letter[w[0]].append(w)
print(by_letter)
print(sorted(by_letter.items())[:3], len(by_letter), "q" in by_letter, "z" in by_letter)
counts = defaultdict(int)
for w in words:
    counts[w] += 1
print(counts["the"], counts["missing"], "missing" in counts, counts.get("other"), "other" in counts)
nested = defaultdict(lambda: defaultdict(int))
nested["a"]["x"] += 2
nested["b"]["y"] -= 1
print({k: dict(v) for k, v in nested.items()})
print(isinstance(by_letter, dict), type(by_letter).__name__, defaultdict.__mro__[1] is dict, defaultdict.__module__)

plain = defaultdict()
print(plain, plain.default_factory)
show("plain[3]", lambda: plain[3])
plain.default_factory = set
plain[1].add(5)
print(plain, plain.default_factory is set)
print(defaultdict(list, a=1), defaultdict(None, [(1, 2)]), defaultdict(int, {1: 2}, b=3))
print(defaultdict(default_factory=int))

c = defaultdict(list, {1: [2]})
c2 = c.copy()
c2[1].append(3)
c2[5]
print(c, c2, type(c2).__name__, c2.default_factory is list, c.__copy__() == c)
print(defaultdict(list, {1: 2}) | {3: 4}, {3: 4} | defaultdict(list, {1: 2}))
u = defaultdict(str, {1: "a"})
u |= {2: "b"}
print(u, type(u).__name__)
print(c.__reduce__()[:3], list(c.__reduce__()[4]))
print(defaultdict(None).__reduce__()[:2])

show("defaultdict(1)", lambda: defaultdict(1))
show("defaultdict(list) | 1 is refused", lambda: defaultdict(list).__or__(1))
show("defaultdict(int).__missing__()", lambda: defaultdict(int).__missing__())
show("defaultdict(int).__missing__(7)", lambda: defaultdict(int).__missing__(7))
show("defaultdict().__missing__(7)", lambda: defaultdict().__missing__(7))

r = defaultdict(list)


class Factory:
    def __call__(self):
        return 0

    def __repr__(self):
        return "Factory of " + repr(r)


r.default_factory = Factory()
print(r)
r2 = defaultdict(list)
r2["me"] = r2
print(r2)


class Default(defaultdict):
    """A guest subclass: copies through its own class, and its own __missing__ can defer to defaultdict's."""
    def __missing__(self, key):
        print("missing", key)
        return super().__missing__(key)


dd = Default(lambda: 0)
dd["k"] += 5
print(dict(dd), dict(dd.copy()), type(dd.copy()).__name__, type(dd | {}).__name__, repr(dd).startswith("Default(<function"))

# _count_elements: a dict fast, any other mapping through get and __setitem__
tally = {}
_count_elements(tally, "abracadabra")
print(tally)
_count_elements(tally, ["a", "z"])
print(tally)


class Loud(dict):
    def __setitem__(self, key, value):
        print("set", key, value)
        super().__setitem__(key, value)


loud = Loud()
_count_elements(loud, "aba")
print(loud)
show("_count_elements()", lambda: _count_elements())
show("_count_elements(1, 'a')", lambda: _count_elements(1, 'a'))
show("_count_elements({}, 3)", lambda: _count_elements({}, 3))

# _tuplegetter: the field descriptors of named tuples


class Point(tuple):
    x = _tuplegetter(0, "Alias for field number 0")
    y = _tuplegetter(1, "Alias for field number 1")


p = Point((3, 4))
print(p.x, p.y, Point.x, Point.x.__doc__, type(Point.__dict__["y"]).__name__)
Point.x.__doc__ = "The x coordinate"
print(Point.x.__doc__, repr(Point.x))
show("p.x = 1", lambda: setattr(p, "x", 1))
show("del p.x", lambda: delattr(p, "x"))
show("_tuplegetter(1)", lambda: _tuplegetter(1))
show("_tuplegetter(5, 'doc').__get__((5, 6))", lambda: _tuplegetter(5, 'doc').__get__((5, 6)))
show("_tuplegetter(1, 'doc').__get__([5, 6])", lambda: _tuplegetter(1, 'doc').__get__([5, 6]))
show("_tuplegetter(1, 'doc').__get__(None, tuple)", lambda: _tuplegetter(1, 'doc').__get__(None, tuple))
show("_tuplegetter(1, 'doc').__set__((1, 2), 3)", lambda: _tuplegetter(1, 'doc').__set__((1, 2), 3))
show("_tuplegetter('a', 'doc')", lambda: _tuplegetter('a', 'doc'))
print(sorted(n for n in dir(_collections) if not n.startswith("__") and n != "OrderedDict"))
