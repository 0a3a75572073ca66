# Attribute loads on classes themselves (C.X, C.f) in warm code: inherited and shadowed values, deleted and
# patched attributes, functions and descriptors, and a metaclass that answers every lookup itself.
class A:
    X = 1
    def f(self): return "A.f"
    @staticmethod
    def s(): return "s"
    @classmethod
    def c(cls): return cls.__name__
    @property
    def p(self): return 1
class B(A):
    pass
def read(k):
    return (k.X, k.f(k()) if k is not None else None, k.s(), k.c(), type(k.p).__name__, k.__name__)
out = []
for i in range(100):
    out.append(read(B))
    if i == 50:
        A.X = 2
    if i == 60:
        B.X = 3
    if i == 70:
        del B.X
    if i == 80:
        A.f = lambda self: "new f"
    if i == 90:
        B.__bases__ = B.__bases__  # assigning the same bases still changes the class
print(out[0], out[55], out[65], out[75], out[85], out[99])
class M(type):
    def __getattribute__(cls, name):
        return "meta:" + name
class E(metaclass=M):
    Y = 1
def readE():
    return E.Y
print([readE() for i in range(60)][-1])
for i in range(60):
    v = A.X
A.X = 9
print(A.X, B.X)
