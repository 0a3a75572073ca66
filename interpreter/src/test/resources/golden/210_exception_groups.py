# ExceptionGroup and BaseExceptionGroup: construction, split, subgroup, derive, notes


def show(label, value):
    print(label, repr(value))


def tree(exc, indent=0):
    """The structure of a group: type, message and members."""
    pad = "  " * indent
    if isinstance(exc, BaseExceptionGroup):
        print(f"{pad}{type(exc).__name__}({exc.message!r})")
        for e in exc.exceptions:
            tree(e, indent + 1)
    else:
        print(f"{pad}{exc!r}")


eg = ExceptionGroup("many", [ValueError(1), TypeError(2), ValueError(3)])
show("repr", eg)
show("str", str(eg))
show("args", eg.args)
show("message", eg.message)
show("exceptions", eg.exceptions)
print(str(ExceptionGroup("one", (KeyError("k"),))))
print(type(BaseExceptionGroup("all exceptions", [ValueError()])).__name__)
print(type(BaseExceptionGroup("some base", [ValueError(), KeyboardInterrupt()])).__name__)
print(ExceptionGroup.__mro__)
print(BaseExceptionGroup.__mro__)
print(issubclass(ExceptionGroup, Exception), issubclass(BaseExceptionGroup, Exception))
print(BaseExceptionGroup in BaseException.__subclasses__(), ExceptionGroup in Exception.__subclasses__())

# the constructor's checks
for args in [(), ("m",), ("m", [ValueError()], 3), (1, [ValueError()]), ("m", 5), ("m", []),
             ("m", [1]), ("m", [ValueError(), "x"]), ("m", [KeyboardInterrupt()]), ("m", {ValueError(): 1})]:
    try:
        ExceptionGroup(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    ExceptionGroup("m", [ValueError()], extra=1)
except TypeError as e:
    print(e)
try:
    eg.message = "other"
except AttributeError as e:
    print("AttributeError", e)

# split and subgroup: by type, tuple of types and predicate
nested = ExceptionGroup("outer", [
    ValueError("v1"),
    ExceptionGroup("inner", [TypeError("t1"), ValueError("v2")]),
    OSError("o1"),
])
match, rest = nested.split(ValueError)
tree(match)
tree(rest)
match, rest = nested.split((TypeError, OSError))
tree(match)
tree(rest)
tree(nested.subgroup(lambda e: isinstance(e, ValueError) and "2" in str(e)))
print(nested.subgroup(KeyError))
print(nested.split(KeyError)[0], nested.split(KeyError)[1] is nested)
print(nested.split(Exception)[0] is nested, nested.split(Exception)[1])
print(nested.subgroup(lambda e: e is nested) is nested)
for bad in [1, "ValueError", (ValueError, 1), int]:
    try:
        nested.split(bad)
    except TypeError as e:
        print(type(bad).__name__, e)
seen = []
nested.subgroup(lambda e: seen.append(type(e).__name__))
print(seen)

# the parts keep traceback, cause, context and a copy of the notes
try:
    try:
        raise KeyError("ctx")
    except KeyError:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)]) from OSError("cause")
except ExceptionGroup as caught:
    caught.add_note("a note")
    match, rest = caught.split(ValueError)
    for part in (match, rest):
        print(part.__traceback__ is caught.__traceback__, repr(part.__cause__), repr(part.__context__),
              part.__suppress_context__, part.__notes__, part.__notes__ is caught.__notes__)

# derive: subclasses override it to keep their type
class MyGroup(ExceptionGroup):
    def derive(self, excs):
        return MyGroup(self.message + "!", excs)


class PlainSub(ExceptionGroup):
    pass


m, r = MyGroup("mine", [ValueError(1), TypeError(2)]).split(ValueError)
print(type(m).__name__, m.message, type(r).__name__, r.message)
m, r = PlainSub("plain", [ValueError(1), TypeError(2)]).split(ValueError)
print(type(m).__name__, type(r).__name__)
d = eg.derive([KeyboardInterrupt()])
print(type(d).__name__, d.message, d.exceptions)


class BadDerive(ExceptionGroup):
    def derive(self, excs):
        return 42


try:
    BadDerive("bad", [ValueError(), TypeError()]).split(ValueError)
except TypeError as e:
    print(e)


class WithInit(ExceptionGroup):
    def __new__(cls, message, excs, code):
        obj = super().__new__(cls, message, excs)
        obj.code = code
        return obj

    def __init__(self, message, excs, code):
        super().__init__(message, excs)


w = WithInit("coded", [ValueError()], 7)
print(w.code, w.args, repr(w))
try:
    class BaseNester(ExceptionGroup):
        pass
    BaseNester("x", [SystemExit()])
except TypeError as e:
    print(e)


class BaseGroup(BaseExceptionGroup):
    pass


print(type(BaseGroup("x", [ValueError()])).__name__, type(BaseGroup("x", [SystemExit()])).__name__)

# add_note and __notes__ on every exception
e = ValueError("noted")
print(hasattr(e, "__notes__"))
e.add_note("first")
e.add_note("second\nline")
print(e.__notes__, e.__dict__)
try:
    e.add_note(3)
except TypeError as err:
    print(err)
e.__notes__ = ("not", "a list")
try:
    e.add_note("x")
except TypeError as err:
    print(err)
del e.__notes__
e.add_note("again")
print(e.__notes__)
