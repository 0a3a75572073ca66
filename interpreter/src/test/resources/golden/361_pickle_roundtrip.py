# pickle.loads(pickle.dumps(x, p)) for builtin values and guest classes, protocols 0 to 5
import collections
import functools
import pickle


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __eq__(self, other):
        return type(other) is type(self) and vars(other) == vars(self)

    def __repr__(self):
        return f"{type(self).__name__}({self.x!r}, {self.y!r})"


class Slotted:
    __slots__ = ("a", "b")

    def __init__(self, a):
        self.a = a

    def __getstate__(self):
        return {"a": self.a}

    def __setstate__(self, state):
        self.a = state["a"]

    def __repr__(self):
        return f"Slotted({self.a!r}, b={getattr(self, 'b', '-')})"


class SlottedDefault:
    __slots__ = ("a", "b")

    def __init__(self):
        self.a = [1]

    def __repr__(self):
        return f"SlottedDefault({self.a!r}, b={getattr(self, 'b', '-')})"


class KwOnly:
    def __new__(cls, *, size):
        o = super().__new__(cls)
        o.size = size
        return o

    def __getnewargs_ex__(self):
        return (), {"size": self.size}

    def __repr__(self):
        return f"KwOnly(size={self.size})"


class Counted(list):
    def __init__(self, *a):
        super().__init__(*a)
        self.count = len(self)


class Config(dict):
    pass


class Color:
    class Inner:
        def __repr__(self):
            return "Color.Inner()"


def top_level(x):
    return x * 2


cfg = Config(a=1)
cfg.source = "file"
node = {"name": "n"}
node["self"] = node
lst = [1]
lst.append(lst)
values = [42, -2 ** 100, 3.25, 1 + 2j, "t\xe9xt \u20ac", b"\x00\x01", bytearray(b"xy"), (1, (2, 3)), [1, [2]],
          {"k": {"n": None}}, {1, 2}, frozenset({9}), range(2, 20, 3), slice(None, 5), True, None, ...,
          Point(1, [2]), Slotted([3]), KwOnly(size=4), Counted([1, 2]), Color.Inner(), top_level, len, max,
          functools.partial(top_level, 3), collections.OrderedDict(a=1, b=2), collections.deque([1, 2], maxlen=5),
          collections.defaultdict(list, {"x": [1]}), collections.Counter("abca"), ValueError("bad", 2),
          KeyError("k"), Point, type(None), [].append, list.append]

for proto in range(6):
    for v in values:
        try:
            back = pickle.loads(pickle.dumps(v, proto))
        except Exception as e:
            print(proto, type(v).__name__, type(e).__name__ + ":", e)
            continue
        if isinstance(v, BaseException):
            same = type(back) is type(v) and back.args == v.args
        elif isinstance(v, Color.Inner):
            same = type(back) is Color.Inner
        elif isinstance(v, functools.partial):
            same = back.func is v.func and back.args == v.args and back() == 6
        elif isinstance(v, KwOnly):
            same = repr(back) == repr(v)
        elif type(v).__name__ == "builtin_function_or_method" and not isinstance(v.__self__, type(pickle)):
            same = back.__name__ == v.__name__ and type(back.__self__) is type(v.__self__)
        elif isinstance(v, (Slotted,)):
            same = back.a == v.a
        else:
            same = back == v
        print(proto, type(v).__name__, "same" if same else "DIFFERENT", type(back).__name__)
    s = pickle.loads(pickle.dumps(SlottedDefault(), proto)) if proto >= 2 else None
    print(proto, "slots", s)
    c2 = pickle.loads(pickle.dumps(cfg, proto))
    print(proto, "dict subclass", type(c2).__name__, c2, c2.source)
    n2 = pickle.loads(pickle.dumps(node, proto))
    print(proto, "recursive dict", n2["self"] is n2)
    l2 = pickle.loads(pickle.dumps(lst, proto))
    print(proto, "recursive list", l2[1] is l2)
    counted = pickle.loads(pickle.dumps(Counted([5, 6, 7]), proto))
    print(proto, "list subclass", counted, counted.count)
    shared = [1]
    t = pickle.loads(pickle.dumps((shared, shared), proto))
    print(proto, "shared", t[0] is t[1])

try:
    pickle.dumps(lambda: 0)
except Exception as e:
    print(type(e).__name__)  # the wording is the pickler's own: CPython's C one and Lib's pure one differ
try:
    pickle.dumps((x for x in ()))
except Exception as e:
    print(type(e).__name__ + ":", e)
