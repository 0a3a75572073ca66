# A class's __dict__ is a read-only mappingproxy; class attributes change only through setattr/delattr.
class Base:
    shared = "base"

class C(Base):
    x = 1
    def m(self):
        return self.x

d = C.__dict__
print(type(d).__name__, d["x"], "x" in d, "shared" in d, d.get("x"), d.get("zz", 5))
print(sorted(k for k in d if not k.startswith("__")))
print(sorted(k for k in d.keys() if not k.startswith("__")), 1 in d.values())
print(repr(d).startswith("mappingproxy({"), d == dict(d), d != dict(d), len(d) == len(dict(d)))
print(type(d | {"q": 1}).__name__, ({"q": 1} | d)["x"], d.copy()["x"], list(reversed(d))[-1])
print(vars(C)["x"], vars(C) is C.__dict__)

for statement in ("d['x'] = 2", "hash(d)", "object.__setattr__(C, 'x', 2)",
                  "object.__delattr__(C, 'x')", "d['nope']"):
    try:
        exec(statement)
    except (TypeError, KeyError) as e:
        print(type(e).__name__, e)

obj = C()
print(obj.m(), C.x)
C.x = 2
print(obj.m(), C.x, d["x"])
del C.x
print("x" in d, C.__dict__.get("x"))
