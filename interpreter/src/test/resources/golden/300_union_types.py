# PEP 604 unions (X | Y on classes) and constructing builtin types directly, as types.py and the library do.
import sys


def show(label, thunk):
    try:
        print(label, repr(thunk()))
    except TypeError as e:
        print(label, "TypeError:", e)
    except ValueError as e:
        print(label, "ValueError:", e)


u = int | str
print(u, type(u), type(u).__module__, type(u).__name__, u.__args__, u.__parameters__)
print(int | None, None | int, int | int, (int | str) | (str | float), float | (int | str))
print(list[int] | None, list[int] | list[int], dict[str, int] | str, tuple[()] | bytes)
print(type(None) | int | None, int | str | int)
show("int | 'str'", lambda: int | "str")
show("3 | int", lambda: 3 | int)
show("u | 3", lambda: u | 3)

print(isinstance(3, int | str), isinstance(3.0, int | str), isinstance(None, int | None))
print(isinstance(True, (float, int | None)), isinstance(b"", bytes | (str | list)))
print(issubclass(bool, int | str), issubclass(float, int | str), issubclass(type(None), int | None))
show("isinstance generic first", lambda: isinstance([], list[int] | int))
show("isinstance generic after match", lambda: isinstance(3, int | list[int]))
show("issubclass non-class", lambda: issubclass(3, int | str))

print(int | str == str | int, hash(int | str) == hash(str | int), int | str == int | float)
print(int | str != str | int, (int | str) == int, {int | str: "found"}[str | int])
print(len({int | str, str | int, int | None}))


class Meta(type):
    pass


class A(metaclass=Meta):
    pass


class B:
    pass


print(A | int, B | A, isinstance(A(), B | A), isinstance(B(), A | None))


def annotated(x: int | None, y: list[str] | dict[str, int] = None) -> bytes | None:
    return None


print(annotated.__annotations__)

show("UnionType()", lambda: type(u)())
show("subclass UnionType", lambda: type("X", (type(u),), {}))
show("u[int]", lambda: u[int])
show("u.__or__(3)", lambda: u.__or__(3))
show("type.__or__", lambda: type.__or__(int, str))
show("type.__ror__", lambda: type.__ror__(int, None))

# builtin types that may or may not be called
for t in (type(iter([])), type(iter("é")), type({}.keys()), type(len), type(None), type(...), type(NotImplemented)):
    show(t.__name__ + "()", lambda: t())
show("ellipsis(1)", lambda: type(...)(1))
show("NotImplementedType(x=1)", lambda: type(NotImplemented)(x=1))


def outer():
    v = 10

    def inner(a, b=2):
        return a + b + v
    return inner


inner = outer()
FunctionType = type(inner)
same = FunctionType(inner.__code__, globals(), "renamed", (5,), inner.__closure__)
print(same.__name__, same.__qualname__, same(1), same(1, 1), same.__defaults__, same.__module__)
show("no closure", lambda: FunctionType(inner.__code__, {}))
show("closure too long", lambda: FunctionType(inner.__code__, {}, None, None, inner.__closure__ * 2))
show("closure not cells", lambda: FunctionType(inner.__code__, {}, None, None, (1,)))
show("bad code", lambda: FunctionType(1, {}))
show("bad globals", lambda: FunctionType(inner.__code__, []))
show("bad name", lambda: FunctionType(show.__code__, {}, 3))
show("bad defaults", lambda: FunctionType(show.__code__, {}, None, [1]))
plain = FunctionType(show.__code__, {"print": print, "repr": repr, "TypeError": TypeError, "ValueError": ValueError})
plain("called", lambda: "through a made function")
show("class FunctionType", lambda: type("F", (FunctionType,), {}))

MappingProxy = type(type.__dict__)
proxy = MappingProxy({"a": 1})
print(proxy, proxy["a"], len(proxy), type(proxy).__name__)
show("proxy of list", lambda: MappingProxy([1]))
show("proxy of int", lambda: MappingProxy(1))


class Alias(type(list[int])):
    def __repr__(self):
        return "Alias:" + super().__repr__()


a = Alias(list, (int,))
print(a, type(a).__name__, a.__origin__, a.__args__, a == list[int], a() == [], isinstance(a, type(list[int])))
print(Alias(dict, (str, int)) | None, (a | int).__args__)
