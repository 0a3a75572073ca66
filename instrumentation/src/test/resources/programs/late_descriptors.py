# A class attribute whose class gains __get__, __set__ or __delete__ after the loads that read it were optimized
# becomes a descriptor at once, whether the class, a base of it or the value's own __class__ changed.
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
def read():
    return C.X
def read_w():
    return C.W
def read_inst(o):
    return o.X
def store(o, v):
    o.X = v
def delete(o):
    del o.X
def warm():
    for _ in range(50):
        read(); read_w(); read_inst(o)
        store(o, 1)
        delete(o)
    optimize_now()
def show(v):
    return v if isinstance(v, (str, tuple, int)) else type(v).__name__

o = C()
warm()
print(show(read()), show(read_inst(o)))
V.__get__ = lambda self, inst, owner: ("V.__get__", inst is None)
print(show(read()), show(read_inst(o)))
del V.__get__
warm()
print(show(read()), show(read_inst(o)))
Base.__get__ = lambda self, inst, owner: ("Base.__get__", owner.__name__)
print(show(read()), show(read_inst(o)))
del Base.__get__
warm()
calls = []
V.__set__ = lambda self, inst, v: calls.append(("set", v))
store(o, 5)
print(calls, sorted(o.__dict__))
V.__delete__ = lambda self, inst: calls.append("delete")
delete(o)
print(calls, sorted(o.__dict__), show(read_inst(o)))
del V.__set__, V.__delete__
warm()
print(show(read_w()))
C.W.__class__ = D
print(show(read_w()))
