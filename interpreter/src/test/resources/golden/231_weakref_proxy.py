# _weakref.proxy: operations forwarded to the referent, ReferenceError once it died
import _weakref
import gc


class Vec:
    def __init__(self, x):
        self.x = x

    def __add__(self, other):
        return Vec(self.x + (other.x if isinstance(other, Vec) else other))

    def __radd__(self, other):
        return Vec(other + self.x)

    def __len__(self):
        return self.x

    def __getitem__(self, i):
        return i * self.x

    def __iter__(self):
        return iter(range(self.x))

    def __eq__(self, other):
        return isinstance(other, Vec) and other.x == self.x

    def __lt__(self, other):
        return self.x < other.x

    __hash__ = object.__hash__

    def __str__(self):
        return "Vec(%d)" % self.x

    def __bool__(self):
        return self.x != 0

    def __call__(self, y):
        return self.x * y


class Plain:
    def __init__(self):
        self.items = [3, 1, 2]


v = Vec(3)
w = Vec(4)
p = _weakref.proxy(v)
q = _weakref.proxy(w)
print(type(p).__name__, type(_weakref.proxy(Plain())).__name__)
gc.collect()
print(p.x, str(p), len(p), p[5], list(p), bool(p), p(7))
print((p + 1).x, (1 + p).x, (p + q).x)
print(p == v, p == Vec(3), p < q, q < p, p is _weakref.proxy(v))
p.y = 10
print(v.y, hasattr(p, "y"), getattr(p, "missing", "default"))
del p.y
print(hasattr(v, "y"))
try:
    hash(p)
except TypeError as e:
    print("TypeError:", e)
n = [1, 2]
try:
    _weakref.proxy(n)
except TypeError as e:
    print("TypeError:", e)
pl = Plain()
pp = _weakref.proxy(pl)
pp.items.sort()
print(pl.items, _weakref.getweakrefcount(pl))
calls = []
told = _weakref.proxy(pl, lambda proxy: calls.append(type(proxy).__name__))
del pl
gc.collect()
print(calls)
for attempt in (lambda: pp.items, lambda: str(pp), lambda: len(told), lambda: pp + 1):
    try:
        attempt()
    except ReferenceError as e:
        print("ReferenceError:", e)
    except TypeError as e:
        print("TypeError:", e)
del v
gc.collect()
try:
    p(2)
except ReferenceError as e:
    print("ReferenceError:", e)
print(q.x)
