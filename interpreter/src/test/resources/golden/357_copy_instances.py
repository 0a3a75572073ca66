# copy.copy and copy.deepcopy of guest class instances, through the reduce protocol
import copy


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
        self.tags = ["a"]

    def __repr__(self):
        return f"Point({self.x}, {self.y}, {self.tags})"


p = Point(1, 2)
c = copy.copy(p)
d = copy.deepcopy(p)
print(c, d, type(c) is Point, c is p, c.tags is p.tags, d.tags is p.tags)


class Slots:
    __slots__ = ("a", "b")

    def __init__(self):
        self.a = [1]

    def __repr__(self):
        return f"Slots(a={getattr(self, 'a', '-')}, b={getattr(self, 'b', '-')})"


s = Slots()
s2 = copy.copy(s)
s3 = copy.deepcopy(s)
print(s2, s3, s2.a is s.a, s3.a is s.a)


class Mixed(Point):
    __slots__ = ("z",)


m = Mixed(3, 4)
m.z = {"k": [1]}
m2 = copy.deepcopy(m)
print(m2, m2.z, m2.z is m.z, m2.z == m.z)


class Stateful:
    def __init__(self):
        self.secret = "s"
        self.visible = 1

    def __getstate__(self):
        print("getstate called")
        return {"visible": self.visible}

    def __setstate__(self, state):
        print("setstate called with", state)
        self.__dict__.update(state)
        self.restored = True


st = copy.copy(Stateful())
print(sorted(vars(st).items()))
st = copy.deepcopy(Stateful())
print(sorted(vars(st).items()))


class Hooks:
    def __init__(self, v):
        self.v = v

    def __copy__(self):
        print("__copy__")
        return Hooks(self.v + 1)

    def __deepcopy__(self, memo):
        print("__deepcopy__", type(memo).__name__)
        return Hooks(self.v + 2)


print(copy.copy(Hooks(1)).v, copy.deepcopy(Hooks(1)).v)


class Node:
    def __init__(self, name):
        self.name = name
        self.children = []
        self.parent = None


root = Node("root")
kid = Node("kid")
kid.parent = root
root.children.append(kid)
root.self_ref = root
r2 = copy.deepcopy(root)
print(r2 is not root, r2.self_ref is r2, r2.children[0].parent is r2, r2.children[0] is not kid)

lst = [1, [2, 3]]
lst.append(lst)
l2 = copy.deepcopy(lst)
print(l2[2] is l2, l2[1] is not lst[1], l2[:2])

shared = [0]
pair = [shared, shared]
p2 = copy.deepcopy(pair)
print(p2[0] is p2[1], p2[0] is not shared)


class NewArgs:
    def __new__(cls, n):
        print("__new__", n)
        o = super().__new__(cls)
        o.n = n
        return o

    def __init__(self, n):
        print("__init__ (only once)")

    def __getnewargs__(self):
        return (self.n,)


na = copy.copy(NewArgs(5))
print(na.n)


class KwOnly:
    def __new__(cls, *, size):
        o = super().__new__(cls)
        o.size = size
        return o

    def __getnewargs_ex__(self):
        return (), {"size": self.size}


print(copy.deepcopy(KwOnly(size=9)).size)


class TaggedList(list):
    pass


tl = TaggedList([1, [2]])
tl.tag = "x"
tl2 = copy.deepcopy(tl)
print(type(tl2).__name__, tl2, tl2.tag, tl2[1] is tl[1])


class TaggedDict(dict):
    pass


td = TaggedDict(a=[1])
td.note = "n"
td2 = copy.copy(td)
print(type(td2).__name__, td2, td2.note, td2["a"] is td["a"])


class Reduced:
    def __init__(self, v):
        self.v = v

    def __reduce__(self):
        return (Reduced, (self.v * 2,))


print(copy.copy(Reduced(2)).v, copy.deepcopy(Reduced(3)).v)


class NoCopy:
    def __reduce_ex__(self, proto):
        raise TypeError("not copyable " + str(proto))


try:
    copy.copy(NoCopy())
except TypeError as e:
    print("TypeError:", e)

for thing in [(x for x in ()), property()]:
    try:
        copy.copy(thing)
    except TypeError as e:
        print("TypeError:", e)

print(copy.copy(ValueError("v", 1)).args, copy.deepcopy(KeyError("k")).args)
e = ValueError("with attr")
e.extra = [1]
e2 = copy.deepcopy(e)
print(e2.args, e2.extra, e2.extra is e.extra)
print(copy.deepcopy({1, 2, 3}), copy.copy(frozenset({4})), copy.deepcopy(bytearray(b"xy")), copy.copy(range(3)))
print(copy.deepcopy({"a": (1, [2])}), copy.deepcopy(slice(1, [2], 3)))
