# type(), isinstance/issubclass with tuples, type objects as values, dynamic class creation.
values = [1, 1.0, "s", [], (), {}, set(), frozenset(), None, True, range(1), slice(1), len, type, object()]
print([type(v).__name__ for v in values])
print(type(1) is int, type(True) is bool, type(type) is type, type(object) is type, type(None).__name__)
print(isinstance(3, (str, int)), isinstance("x", (int, float)), isinstance([], (list, tuple)), isinstance(None, object))
print(issubclass(bool, (str, int)), issubclass(int, object), issubclass(type, object), issubclass(object, type))
print(isinstance(int, type), isinstance(len, object), isinstance(object, object))
def kind(v):
    if isinstance(v, bool):
        return "bool"
    if isinstance(v, (int, float)):
        return "number"
    if isinstance(v, str):
        return "text"
    if isinstance(v, (list, tuple, set, frozenset)):
        return f"collection of {len(v)}"
    if isinstance(v, dict):
        return "mapping"
    return "other"
print([kind(v) for v in [True, 3, 2.5, "x", [1, 2], (1,), {1: 2}, None]])
Point = type("Point", (), {"x": 0, "y": 0, "dist": lambda self: (self.x ** 2 + self.y ** 2) ** 0.5})
p = Point()
p.x, p.y = 3, 4
print(type(p).__name__, p.dist(), Point.__name__, Point.__bases__[0].__name__)
Base = type("Base", (object,), {"hello": lambda self: "hi from " + type(self).__name__})
Child = type("Child", (Base,), {})
print(Child().hello(), [c.__name__ for c in Child.__mro__])
converters = {"int": int, "float": float, "str": str, "list": list}
print([converters[name]("12") for name in ["int", "float", "str", "list"]])
print(type(3)("42") + 1, type("")(3.5), type([])("ab"))
try:
    isinstance(1, "int")
except TypeError as e:
    print("TypeError:", e)
try:
    issubclass(1, int)
except TypeError as e:
    print("TypeError:", e)
class Meta:
    pass
print(repr(int), repr(Meta).startswith("<class '__main__.Meta'"), str(type(None)), repr(type(print)))
print(int.__name__, str.__name__, list.__qualname__, type(int.__name__).__name__)
print(object().__class__.__name__, (1).__class__ is int, [].__class__.__name__, Meta().__class__ is Meta)
dispatch = {int: lambda v: v * 2, str: lambda v: v + v, list: lambda v: v + v}
print([dispatch[type(v)](v) for v in [21, "ab", [0]]])
print(type("X", (Exception,), {})("msg").args, issubclass(type("E2", (KeyError,), {}), LookupError))
