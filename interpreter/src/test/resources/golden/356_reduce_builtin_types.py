# The reduce values of builtin types, object.__getstate__, and the errors of the reduce protocol
import copyreg


def show(v):
    if isinstance(v, tuple):
        return "(" + ", ".join(show(x) for x in v) + ("," if len(v) == 1 else "") + ")"
    if isinstance(v, type):
        return "<class " + v.__qualname__ + ">"
    if callable(v) and hasattr(v, "__qualname__"):
        return (getattr(v, "__module__", None) or "?") + "." + v.__qualname__
    return repr(v)


def attempt(label, f):
    try:
        print(label, show(f()))
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


def gen():
    yield 1


def func():
    pass


values = [5, True, 2.5, 1j, "text", (1, 2), b"by", bytearray(b"ba"), bytearray(), range(1, 9, 2), slice(3),
          slice(1, 2, 3), {1, 2}, frozenset({3}), None, ..., NotImplemented, len, [].append, list.append,
          int.__new__, object.__new__, gen(), func, property(), type]
for v in values:
    for proto in (0, 2, 3):
        attempt(f"{type(v).__name__} {proto}:", lambda: v.__reduce_ex__(proto))
    attempt(f"{type(v).__name__} reduce:", lambda: v.__reduce__())


class Obj:
    pass


class WithSlots:
    __slots__ = ("a", "b", "__weakref__")


class Sub(WithSlots):
    __slots__ = ("c",)


o = Obj()
print(o.__getstate__())
o.x = 1
print(o.__getstate__(), o.__getstate__() is o.__dict__)
w = Sub()
print(w.__getstate__())
w.b = 2
w.c = 3
print(w.__getstate__())
print(Sub.__slotnames__, copyreg._slotnames(Sub))
print(object().__getstate__(), [].__getstate__(), (5).__getstate__())

# errors
attempt("no argument:", lambda: object().__reduce_ex__())
attempt("two arguments:", lambda: object().__reduce_ex__(2, 3))
attempt("str protocol:", lambda: object().__reduce_ex__("2"))
attempt("huge protocol:", lambda: object().__reduce_ex__(2 ** 70))
attempt("negative protocol:", lambda: object().__reduce_ex__(-1))
attempt("bool protocol:", lambda: object().__reduce_ex__(True))
attempt("keyword:", lambda: object().__reduce_ex__(protocol=2))
attempt("reduce argument:", lambda: object().__reduce__(1))
attempt("getstate argument:", lambda: object().__getstate__(1))
attempt("unbound:", lambda: object.__reduce_ex__(Obj(), 2))


class BadNewArgs:
    def __init__(self, r):
        self.r = r

    def __getnewargs__(self):
        return self.r


class BadNewArgsEx(BadNewArgs):
    def __getnewargs_ex__(self):
        return self.r


for r in [[1], (1, 2), ((), []), ([], {}), "ab", ()]:
    attempt(f"getnewargs {r!r}:", lambda: BadNewArgs(r).__reduce_ex__(2))
    attempt(f"getnewargs_ex {r!r}:", lambda: BadNewArgsEx(r).__reduce_ex__(2))


class BadSlotnames:
    __slotnames__ = ("a",)


attempt("slotnames tuple:", lambda: BadSlotnames().__reduce_ex__(2))


class RaisingState:
    def __getstate__(self):
        raise ValueError("no state")


attempt("raising getstate:", lambda: RaisingState().__reduce_ex__(2))
attempt("raising getstate 0:", lambda: RaisingState().__reduce_ex__(0))
