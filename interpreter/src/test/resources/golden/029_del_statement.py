# del on names, items, slices, attributes; unbound names afterwards.
x = 5
del x
try:
    print(x)
except NameError as e:
    print("NameError:", e)
a, b, c = 1, 2, 3
del a, b
print(c, "a" in globals(), "c" in globals())
lst = list(range(8))
del lst[0], lst[-1]
print(lst)
del lst[1:5:2]
print(lst)
d = {"k": 1, "j": 2, "m": 3}
del d["j"]
print(d)
class Thing:
    kind = "thing"
    def __init__(self):
        self.a = 1
        self.b = 2
t = Thing()
del t.a
print(vars(t), hasattr(t, "a"), t.kind)
try:
    del t.a
except AttributeError as e:
    print("AttributeError:", e)
try:
    del t.kind
except AttributeError as e:
    print("AttributeError:", e)
del Thing.kind
print(hasattr(t, "kind"))
def local_del():
    y = 10
    del y
    try:
        return y
    except UnboundLocalError as e:
        return "UnboundLocalError: " + str(e)
print(local_del())
def never_assigned():
    try:
        print(z)
    except NameError as e:
        print(type(e).__name__, e)
    z = 1
never_assigned()
nested = {"a": [1, {"b": 2, "c": 3}]}
del nested["a"][1]["b"]
print(nested)
class Slots:
    def __init__(self):
        self.store = {}
    def __setitem__(self, k, v):
        self.store[k] = v
    def __delitem__(self, k):
        print("deleting", k)
        del self.store[k]
s = Slots()
s["x"] = 1
s["y"] = 2
del s["x"]
print(s.store)
try:
    del s["missing"]
except KeyError as e:
    print("KeyError:", e)
for i in range(3):
    pass
del i
print("i" in globals())
try:
    del undefined_name
except NameError as e:
    print("NameError:", e)
