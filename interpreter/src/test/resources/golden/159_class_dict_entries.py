# A new class's own __dict__ and __weakref__ entries (where no base has them yet), __doc__ and __hash__, in
# CPython's order; __weakref__ is None while nothing refers weakly; exceptions carry a __dict__.
class A: pass
class B(A): pass
class E(Exception): pass
class I(int): pass
class L(list): pass
class D(dict): pass
class St(set): pass
class Doc:
    "doc"
    y = 2
class H:
    def __eq__(self, other):
        return True
class Both(A, Exception): pass
class M(type): pass
for c in (A, B, E, I, L, D, St, Doc, H, Both, M):
    print(c.__name__, list(vars(c)))
a = A()
print(a.__weakref__, A.__dict__["__weakref__"], A.__dict__["__dict__"])
for action in ("set", "delete"):
    try:
        if action == "set":
            a.__weakref__ = 1
        else:
            del a.__weakref__
    except AttributeError as e:
        print(action, e)
e = E(1)
e.x = 2
print(e.__dict__, Exception().__dict__, "__dict__" in vars(BaseException))
