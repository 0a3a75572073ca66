# object.__reduce_ex__ and object.__reduce__ of guest class instances, protocols 0 to 5
import copyreg


def show(v):
    """A reduce value as text without addresses: callables by name, iterators as the lists they give."""
    if isinstance(v, tuple):
        return "(" + ", ".join(show(x) for x in v) + ("," if len(v) == 1 else "") + ")"
    if isinstance(v, type):
        return "<class " + v.__qualname__ + ">"
    if callable(v) and hasattr(v, "__qualname__"):
        return (getattr(v, "__module__", None) or "?") + "." + v.__qualname__
    if type(v).__name__.endswith("iterator"):
        return type(v).__name__ + "(" + repr(list(v)) + ")"
    if isinstance(v, dict):
        return "{" + ", ".join(repr(k) + ": " + show(x) for k, x in v.items()) + "}"
    return repr(v)


def attempt(label, f):
    try:
        print(label, show(f()))
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


class Plain:
    pass


class WithDict:
    def __init__(self):
        self.a = 1
        self.b = [2, 3]


class Slotted:
    __slots__ = ("x", "y")

    def __init__(self):
        self.x = 10


class Both(WithDict):
    __slots__ = ("s", "__p")

    def __init__(self):
        super().__init__()
        self.s = "slot"
        self.__p = "private"


class NewArgs:
    def __new__(cls, n):
        o = super().__new__(cls)
        o.n = n
        return o

    def __getnewargs__(self):
        return (self.n,)


class NewArgsEx:
    def __new__(cls, a, *, key):
        o = super().__new__(cls)
        o.a, o.key = a, key
        return o

    def __getnewargs_ex__(self):
        return (self.a,), {"key": self.key}


class OnlyKeywords(NewArgsEx):
    def __getnewargs_ex__(self):
        return (), {"key": 5}


class OwnState:
    def __init__(self):
        self.v = 1

    def __getstate__(self):
        return {"v": self.v * 100}


class FalseState:
    def __getstate__(self):
        return 0


class OwnReduce:
    def __reduce__(self):
        return (OwnReduce, ())


class OwnReduceEx:
    def __reduce_ex__(self, proto):
        return ("proto", proto)


class MyList(list):
    pass


class MyDict(dict):
    pass


class MyInt(int):
    pass


class MyTuple(tuple):
    pass


class MyStr(str):
    pass


ml = MyList([1, 2])
ml.tag = "t"
md = MyDict(a=1)
mi = MyInt(7)
mi.note = "n"

objects = [("Plain", Plain()), ("WithDict", WithDict()), ("Slotted", Slotted()), ("Both", Both()),
           ("NewArgs", NewArgs(4)), ("NewArgsEx", NewArgsEx(1, key=2)), ("OnlyKeywords", OnlyKeywords(0, key=1)),
           ("OwnState", OwnState()), ("FalseState", FalseState()), ("OwnReduce", OwnReduce()),
           ("OwnReduceEx", OwnReduceEx()), ("MyList", ml), ("MyDict", md), ("MyInt", mi),
           ("MyTuple", MyTuple((1, 2))), ("MyStr", MyStr("s"))]

for name, o in objects:
    for proto in range(6):
        attempt(f"{name} {proto}:", lambda: o.__reduce_ex__(proto))
    attempt(f"{name} reduce:", lambda: o.__reduce__())

print(Slotted.__dict__.get("__slotnames__", "no cache"))
print(Both.__slotnames__, WithDict.__slotnames__)
print(object.__reduce__ is Plain.__reduce__, Plain().__reduce_ex__.__name__)
print(type(Plain.__flags__).__name__, bool(Plain.__flags__ & copyreg._HEAPTYPE), bool(int.__flags__ & copyreg._HEAPTYPE))
