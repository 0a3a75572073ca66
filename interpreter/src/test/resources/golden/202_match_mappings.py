# match: mapping patterns, **rest, how keys are looked up


def config(x):
    match x:
        case {}:
            if not x:
                return "empty mapping"
            match x:
                case {"name": str(name), "port": int(port)}:
                    return f"server {name}:{port}"
                case {"name": name, **rest}:
                    return f"named {name!r} with {rest!r}"
                case {1: one, 2.0: two}:
                    return f"numbers {one} {two}"
                case {**everything}:
                    return f"everything {everything!r}"
        case _:
            return "not a mapping"


for v in [{}, {"name": "a", "port": 80}, {"name": "b", "port": "x"}, {"name": "c"}, {1: "a", 2: "b", 3: "c"},
          {"x": 1}, [("name", 1)], "name", None]:
    print(repr(v), "->", config(v))

# extra keys are allowed; **rest gets them in order, without the matched keys
match {"a": 1, "b": 2, "c": 3, "d": 4}:
    case {"c": c, "a": a, **rest}:
        print(a, c, rest, type(rest).__name__)

# rest is a new dict, not the subject
subject = {"a": 1}
match subject:
    case {**rest}:
        rest["b"] = 2
print(subject, rest)

# None, True and False keys, negative numbers and complex keys
match {None: "n", True: "t", -1: "m", 1j: "j"}:
    case {None: n, True: t, -1: m, 1j: j}:
        print(n, t, m, j)

# keys given by attribute lookup


class K:
    first = "f"
    second = "s"


match {"f": 1, "s": 2}:
    case {K.first: f, K.second: s}:
        print("attribute keys:", f, s)

# values are looked up with .get(key, sentinel): __missing__ is not called, no key is added


class Counting(dict):
    def __missing__(self, key):
        print("  __missing__", key)
        return 0


c = Counting(a=1)
match c:
    case {"a": 1, "zzz": _}:
        print("matched")
    case {"a": a}:
        print("a =", a, "keys", list(c))


class LoudGet(dict):
    def get(self, key, default=None):
        print("  get", repr(key))
        return super().get(key, default)


match LoudGet(x=1, y=2):
    case {"y": y, "x": x}:
        print("got", x, y)

# the same key twice at run time (attribute keys) is a ValueError


class Same:
    k1 = "k"
    k2 = "k"


try:
    match {"k": 1, "z": 2}:
        case {Same.k1: a, Same.k2: b}:
            print("matched twice?")
except ValueError as e:
    print("ValueError:", e)

# an unhashable key from an attribute is a TypeError


class Unhashable:
    key = []


try:
    match {"k": 1}:
        case {Unhashable.key: v}:
            pass
except TypeError as e:
    print("TypeError:", e)

# mappingproxy and dict subclasses are mappings; a class with keys()/__getitem__ is not
match type("T", (), {"attr": 5}).__dict__:
    case {"attr": value}:
        print("mappingproxy attr", value)


class Fake:
    def keys(self):
        return ["a"]

    def __getitem__(self, k):
        return 1


match Fake():
    case {"a": 1}:
        print("fake matched?")
    case _:
        print("Fake is no mapping")

# nested mappings and sequences
event = {"type": "click", "pos": [10, 20], "mods": {"shift": True}}
match event:
    case {"type": "click", "pos": [x, y], "mods": {"shift": True}}:
        print("shift-click at", x, y)
