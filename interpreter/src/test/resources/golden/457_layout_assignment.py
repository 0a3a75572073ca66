"""__bases__ and __class__ assignment refused where the instance layouts differ (a dict base for a list subclass, slots,
__dict__ or __weakref__ added), with CPython's messages."""
def t(f):
    try:
        f()
        print('ok')
    except TypeError as e:
        print(e)
class A: pass
class B: pass
class C(A): pass
class L(list): pass
class S: __slots__ = ('a',)
class T(S): pass
def f1(): C.__bases__ = (object,)
def f2(): C.__bases__ = (B,)
def f3(): L.__bases__ = (dict,)
def f4(): T.__bases__ = (A,)
def f5(): C.__bases__ = (S,)
def f7(): C.__bases__ = (list, dict)
for f in (f1, f2, f3, f4, f5, f7):
    t(f)
print(C.__bases__, C.__mro__)
class J(object):
    __slots__ = ["c", "b"]
class N(J):
    __slots__ = ["__weakref__"]
class P(J):
    __slots__ = ["__dict__"]
class Q(J):
    pass
class R(J):
    __slots__ = ["__dict__", "__weakref__"]
for cls, cls2 in ((J, N), (N, J), (P, Q), (Q, R), (R, Q), (J, P)):
    x = cls()
    def g():
        x.__class__ = cls2
    t(g)
