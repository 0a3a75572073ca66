# dict methods.
d = {"one": 1, "two": 2}
d["three"] = 3
print(d, len(d), d["two"], d.get("four"), d.get("four", 4), "one" in d, 1 in d)
d["one"] = 11
print(d)
print(d.pop("two"), d.pop("missing", "dflt"), d)
print(d.setdefault("four", 4), d.setdefault("one", 0), d)
d.update({"five": 5}, six=6)
d.update([("seven", 7)])
print(d)
print(list(d.keys()), list(d.values()), list(d.items())[:2])
k, v = d.popitem()
print(k, v, d)
c = d.copy()
c["x"] = 0
print(len(d), len(c), c == d, dict(c) == c)
del c["x"]
print(c == d, c is d)
print(dict.fromkeys(["a", "b"]), dict.fromkeys(range(3), 0))
print(dict(a=1, b=2), dict([("k", "v")]), dict(zip("abc", range(3))), dict({1: 2}, z=3))
for bad in [lambda: d["nope"], lambda: d.pop("nope"), lambda: {}.popitem(), lambda: {[1]: 2}]:
    try:
        bad()
    except (KeyError, TypeError) as e:
        print(type(e).__name__ + ":", e)
try:
    del d["ghost"]
except KeyError as e:
    print("KeyError:", e, repr(e), e.args)
mixed = {1: "int", 1.0: "float", True: "bool", (1, 2): "tuple", None: "none", "1": "str"}
print(mixed, len(mixed))
print({1: "a"} == {1.0: "a"}, {"a": 1, "b": 2} == {"b": 2, "a": 1})
d.clear()
print(d, bool(d))
nested = {"cfg": {"depth": 2, "tags": ["x", "y"]}, "n": None}
print(nested["cfg"]["tags"][1], nested)
print({**{"a": 1}, **{"b": 2, "a": 3}}, {"a": 1} | {"a": 2, "c": 3})
m = {"a": 1}
m |= {"b": 2}
print(m, m.get("b"), sorted(m, reverse=True))
inventory = {}
for item in "apple pear apple fig pear apple".split():
    inventory[item] = inventory.get(item, 0) + 1
print(inventory, max(inventory, key=inventory.get), sorted(inventory.items(), key=lambda kv: kv[1]))
print(repr({}), str({"q": "'"}), {"k": {"k": {}}})
