# Multiple inheritance: C3 linearisation, cooperative super(), and MRO conflicts.
def names(cls):
    return [c.__name__ for c in cls.__mro__]
class A:
    def who(self):
        return ["A"]
class B(A):
    def who(self):
        return ["B"] + super().who()
class C(A):
    def who(self):
        return ["C"] + super().who()
class D(B, C):
    def who(self):
        return ["D"] + super().who()
print(names(D), D().who())
class E(C, B):
    pass
print(names(E), E().who())
class O: pass
class F(O): pass
class G(O): pass
class H(O): pass
class I(O): pass
class J(O): pass
class K1(F, G, H): pass
class K2(I, G, J): pass
class K3(I, H): pass
class Z(K1, K2, K3): pass
print(names(Z))
try:
    class Bad(A, B):
        pass
except TypeError as e:
    print("TypeError:", e)
class Mixin:
    def describe(self):
        return f"{type(self).__name__} with {self.fields()}"
class JSONMixin:
    def to_json(self):
        items = ", ".join(f'"{k}": {v!r}' for k, v in vars(self).items())
        return "{" + items + "}"
class Record:
    def __init__(self, **kw):
        for k, v in kw.items():
            setattr(self, k, v)
    def fields(self):
        return sorted(vars(self))
class User(Mixin, JSONMixin, Record):
    pass
u = User(name="ann", id=7)
print(u.describe(), u.to_json(), names(User))
class Logged:
    def __init__(self, *a, **kw):
        print("Logged init")
        super().__init__(*a, **kw)
class Timestamped:
    def __init__(self, *a, **kw):
        print("Timestamped init")
        self.ts = 0
        super().__init__(*a, **kw)
class Entity:
    def __init__(self, name):
        print("Entity init", name)
        self.name = name
class Doc(Logged, Timestamped, Entity):
    pass
d = Doc("report")
print(d.name, d.ts, names(Doc))
print(D.__bases__ == (B, C), [b.__name__ for b in Z.__bases__], issubclass(D, A), D.mro()[1].__name__)
class P1:
    attr = "P1"
class P2:
    attr = "P2"
    other = "P2 other"
class Child(P1, P2):
    pass
print(Child.attr, Child.other)
class Left(A):
    def ping(self):
        return "left " + super().who()[0]
class Right(A):
    def who(self):
        return ["Right"]
class Both(Left, Right):
    pass
print(Both().ping(), names(Both))
print(super(B, D()).who(), super(C, D()).who())
