"""Instance dicts replaced (a dict subclass that is its own __dict__, a list subclass) and deleted; a data descriptor
without __get__ lets the instance dict answer; an unbound super kept on a class binds; super() of a proxy."""
class AttrDict(dict):
    def __init__(self, *a, **k):
        super().__init__(*a, **k)
        self.__dict__ = self
d = AttrDict(a=1)
d.b = 2
print(d, d.a, d['b'], d.__dict__ is d)
class L(list): pass
l = L()
l.__dict__ = {'x': 1}
print(l.x)
class A: pass
a = A()
a.x = 1
del a.__dict__
print(a.__dict__, hasattr(a, 'x'))
a.y = 3
print(a.__dict__)
try:
    a.__dict__ = 5
except TypeError as e:
    print(e)
class Descr:
    def __init__(self, name):
        self.name = name
    def __set__(self, obj, value):
        obj.__dict__[self.name] = value
descr = Descr('a')
class X:
    a = descr
x = X()
print(x.a is descr)
x.a = 42
print(x.a)
class Meta(type): pass
class Y(metaclass=Meta): pass
Y.a = 42
Meta.a = Descr('a')
print(Y.a)
class B0:
    def meth(self):
        return 'A'
class C0(B0):
    def meth(self):
        return 'C' + self.__super.meth()
C0._C0__super = super(C0)
print(C0().meth())
class Proxy:
    def __init__(self, obj):
        self.__obj = obj
    def __getattribute__(self, name):
        if name.startswith("_Proxy__"):
            return object.__getattribute__(self, name)
        return getattr(self.__obj, name)
class PB:
    def f(self):
        return "B.f"
class PC(PB):
    def f(self):
        return super(PC, self).f() + "->C.f"
print(PC.__dict__["f"](Proxy(PC())))
s = super(C0)
print(s.__get__(None, C0) is s, s.__get__(C0()).__self_class__)
