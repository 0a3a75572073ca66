# A class attribute whose class gains __get__, __set__ or __delete__ after the VM cached the loads and stores that
# reach it is a descriptor from then on, whether the value's class, a base of it or the value's own __class__
# changed; hot loops, so that compiled code meets it too.
class Base:
    pass


class V(Base):
    pass


class D:
    def __get__(self, inst, owner):
        return "D.__get__"


class C:
    X = V()
    W = V()


def show(v):
    return v if isinstance(v, (str, tuple, int)) else type(v).__name__


def rounds(o, n):
    seen = set()
    for _ in range(n):
        seen.add(show(C.X))
        seen.add(show(o.X))
        seen.add(show(C.W))
    return sorted(map(str, seen))


def stores(o, n):
    for i in range(n):
        o.X = i
        del o.X


o = C()
print(rounds(o, 500))
stores(o, 500)
V.__get__ = lambda self, inst, owner: ("V.__get__", inst is None)
print(rounds(o, 500))
del V.__get__
print(rounds(o, 500))
Base.__get__ = lambda self, inst, owner: ("Base.__get__", owner.__name__)
print(rounds(o, 500))
del Base.__get__
calls = []
V.__set__ = lambda self, inst, v: calls.append(v)
V.__delete__ = lambda self, inst: calls.append("del")
stores(o, 3)
print(calls, sorted(o.__dict__))
del V.__set__, V.__delete__
stores(o, 500)
print(rounds(o, 500))
C.W.__class__ = D
print(rounds(o, 500))
