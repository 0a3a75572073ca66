# Guest subclasses of types.GenericAlias, as collections.abc makes for Callable[[...], ...]
GenericAlias = type(list[int])


class CallableAlias(GenericAlias):
    __slots__ = ()

    def __new__(cls, origin, args):
        if not isinstance(args, tuple) or len(args) != 2:
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        return super().__new__(cls, origin, args)

    def __repr__(self):
        return "callable:" + super().__repr__()


a = CallableAlias(list, (int, str))
print(repr(a), type(a).__name__, a.__origin__, a.__args__)
print(isinstance(a, GenericAlias), isinstance(a, CallableAlias), type(a) is GenericAlias)
print(a == list[int, str], a(), a([1, 2]))
try:
    CallableAlias(list, int)
except TypeError as e:
    print("TypeError:", e)
try:
    a.extra = 1
except AttributeError as e:
    print("AttributeError:", e)


class WithDict(GenericAlias):
    pass


w = WithDict(dict, (str, int))
w.note = "kept"
print(w, "__dict__" in dir(WithDict))
try:
    print(w.note)
except AttributeError as e:
    print("AttributeError:", e)
print(type(w).__mro__)
