# BaseException.__reduce__/__setstate__, and copying exceptions whose kinds have attributes of their own
import copy

cases = [ValueError(), ValueError("v", 1), KeyError("k"), StopIteration(5), SystemExit(3),
         OSError(2, "No such file"), OSError(2, "No such file", "a.txt"), OSError(1, "x", "a", None, "b"),
         FileNotFoundError(2, "gone", "f"), ImportError("no module", name="m", path="/p"), ImportError("plain"),
         ModuleNotFoundError("mnf", name="pkg"), AttributeError("attr"), NameError("n"), SyntaxError("bad"),
         UnicodeError("u")]
for e in cases:
    r = e.__reduce__()
    print(type(e).__name__, r[0].__name__, r[1:])
    for c in (copy.copy(e), copy.deepcopy(e)):
        same = type(c) is type(e) and c.args == e.args and str(c) == str(e)
        print("   ", same, getattr(c, "filename", "-"), getattr(c, "name", "-"), getattr(c, "value", "-"))

e = ValueError("with attributes")
e.extra = [1]
e.add_note("a note")
print(e.__reduce__()[2])
c = copy.deepcopy(e)
print(c.extra, c.extra is e.extra, c.__notes__)
s = StopIteration(1)
s.value = 9
print(s.__reduce__(), copy.copy(s).value)
v = ValueError()
v.__setstate__({"a": 1, "b": 2})
print(v.a, v.b, v.__setstate__(None))
for bad in ([1], "x"):
    try:
        v.__setstate__(bad)
    except TypeError as err:
        print("TypeError:", err)
try:
    v.__setstate__({1: 2})
except TypeError as err:
    print("TypeError:", err)
