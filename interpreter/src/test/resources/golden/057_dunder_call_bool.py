# __call__, __bool__, __len__-based truth, __getattr__/__setattr__, __enter__/__exit__ on one object.
class Polynomial:
    def __init__(self, *coeffs):
        self.coeffs = coeffs
    def __call__(self, x):
        result = 0
        for c in self.coeffs:
            result = result * x + c
        return result
    def __bool__(self):
        return any(self.coeffs)
    def __repr__(self):
        terms = []
        n = len(self.coeffs) - 1
        for i, c in enumerate(self.coeffs):
            if c:
                p = n - i
                terms.append(f"{c}" + ("x" if p >= 1 else "") + (f"^{p}" if p > 1 else ""))
        return " + ".join(terms) or "0"
p = Polynomial(2, 0, -3, 1)
print(p, [p(x) for x in range(-2, 3)], bool(p), bool(Polynomial(0, 0)), Polynomial(0))
print(callable(p), callable(Polynomial), callable(42), callable(print), callable(lambda: 0))
class Empty:
    def __len__(self):
        return 0
class Full:
    def __len__(self):
        return 2
print(bool(Empty()), bool(Full()), "yes" if Full() else "no", not Empty())
class Both:
    def __bool__(self):
        return True
    def __len__(self):
        return 0
print(bool(Both()))
class BadBool:
    def __bool__(self):
        return 1
try:
    bool(BadBool())
except TypeError as e:
    print("TypeError:", e)
class Record:
    def __init__(self):
        object.__setattr__(self, "_data", {})
    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        return self._data.get(name, f"<no {name}>")
    def __setattr__(self, name, value):
        print(f"  set {name}={value!r}")
        self._data[name] = value
    def __delattr__(self, name):
        print(f"  del {name}")
        del self._data[name]
r = Record()
r.title = "Dune"
r.year = 1965
print(r.title, r.year, r.author, r._data)
del r.year
print(r.year, hasattr(r, "_secret"), getattr(r, "x", "dflt"))
class Traced:
    real = "class attribute"
    def __getattribute__(self, name):
        if name == "virtual":
            return "computed " + name
        return object.__getattribute__(self, name)
t = Traced()
print(t.real, t.virtual)
class Session:
    def __init__(self):
        self.active = False
    def __enter__(self):
        self.active = True
        return self
    def __exit__(self, *exc):
        self.active = False
    def __call__(self, query):
        if not self.active:
            raise RuntimeError("session closed")
        return f"result of {query}"
s = Session()
with s as live:
    print(live("SELECT 1"), s.active)
print(s.active)
try:
    s("late")
except RuntimeError as e:
    print("RuntimeError:", e)
class Adder:
    def __init__(self, n):
        self.n = n
    def __call__(self, *args, scale=1):
        return (self.n + sum(args)) * scale
add5 = Adder(5)
print(add5(), add5(1, 2), add5(1, scale=10), list(map(add5, [1, 2, 3])), sorted([3, 1, 2], key=Adder(0)))
try:
    Full()()
except TypeError as e:
    print("TypeError:", e)
