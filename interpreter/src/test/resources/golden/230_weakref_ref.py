# _weakref.ref: callbacks, __callback__, equality and hashing, subclasses, the per-object list
import _weakref
import gc


def addresses(text):
    parts = text.split("0x")
    return parts[0] + "".join("0x..." + p.lstrip("0123456789abcdef") for p in parts[1:])


class Node:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "Node(%s)" % self.name


seen = []


def died(ref):
    seen.append(("died", ref() is None))


a = Node("a")
plain = _weakref.ref(a)
told = _weakref.ref(a, died)
print(plain() is a, told() is a, plain is _weakref.ref(a), told is _weakref.ref(a, died))
print(plain.__callback__, told.__callback__ is died)
gc.collect()  # the reference made for the comparison above is gone (CPython: at once)
print(a.__weakref__ is plain, _weakref.getweakrefcount(a), _weakref.getweakrefs(a) == [plain, told])
print(type(plain).__name__, _weakref.ref is _weakref.ReferenceType)
print(addresses(repr(plain)))
print(plain == told, plain != told, hash(plain) == hash(a))
b = Node("b")
print(_weakref.ref(b) == plain, _weakref.ref(b) != plain)


def f():
    pass


print(addresses(repr(_weakref.ref(f))))
del a
gc.collect()
print(seen, plain(), told(), told.__callback__)
print(addresses(repr(plain)))
try:
    hash(told)
except TypeError as e:
    print("TypeError:", e)
print(hash(plain) == hash(plain), plain == plain, plain == told)

for value in (1, "s", (1,), [1], {}, None, object(), 2.5):
    try:
        _weakref.ref(value)
    except TypeError as e:
        print("TypeError:", e)
print(_weakref.getweakrefcount(1), _weakref.getweakrefs("x"))
for value in (Node, f, {1}, frozenset(), gc, Node("m").__repr__):
    print(type(value).__name__, _weakref.ref(value)() is not None or type(value).__name__)


class Tagged(_weakref.ref):
    def __new__(cls, ob, callback, tag):
        self = _weakref.ref.__new__(cls, ob, callback)
        self.tag = tag
        return self

    def __init__(self, ob, callback, tag):
        super().__init__(ob, callback)


c = Node("c")
order = []
t1 = Tagged(c, lambda r: order.append(r.tag), "first")
t2 = Tagged(c, lambda r: order.append(r.tag), "second")
dropped = Tagged(c, lambda r: order.append(r.tag), "dropped")
print(t1.tag, t1() is c, isinstance(t1, _weakref.ref), t1 is not t2, _weakref.getweakrefcount(c))
del dropped
gc.collect()
print(_weakref.getweakrefcount(c))
del c
gc.collect()
print(order)


class Keeper:
    pass


k = Keeper()
r = _weakref.ref(k)
d = {"key": r}
_weakref._remove_dead_weakref(d, "key")
_weakref._remove_dead_weakref(d, "missing")
print(list(d))
del k
gc.collect()
_weakref._remove_dead_weakref(d, "key")
print(list(d))
try:
    _weakref._remove_dead_weakref({"x": 1}, "x")
except TypeError as e:
    print("TypeError:", e)
try:
    _weakref.ref()
except TypeError as e:
    print("TypeError:", e)
try:
    _weakref.ref(k if False else Keeper(), None, 3)
except TypeError as e:
    print("TypeError:", e)
