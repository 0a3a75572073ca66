import sys
def attempt(f):
    try:
        r = f()
        print("ok", r)
    except Exception as e:
        print(type(e).__name__ + ":", e)

class A:
    def who(self): return "A"
class B:
    def who(self): return "B"
a = A()
print(a.who())
a.__class__ = B
print(a.who(), type(a).__name__, isinstance(a, B))
class S1:
    __slots__ = ('x',)
class S2:
    __slots__ = ('x',)
class S3:
    __slots__ = ('y',)
s = S1(); s.x = 5
s.__class__ = S2
print(type(s).__name__, s.x)
attempt(lambda: setattr(s, '__class__', S3))
attempt(lambda: setattr(s, '__class__', A))
attempt(lambda: setattr(a, '__class__', int))
attempt(lambda: setattr(1, '__class__', bool))
attempt(lambda: setattr([], '__class__', list))
attempt(lambda: setattr(a, '__class__', 5))
attempt(lambda: delattr(a, '__class__'))
class L1(list): pass
class L2(list): pass
l = L1([1])
l.__class__ = L2
print(type(l).__name__, l)
attempt(lambda: setattr(l, '__class__', A))
attempt(lambda: setattr(object(), '__class__', A))

ModuleType = type(sys)
print(ModuleType)
class Verbose(ModuleType):
    def __setattr__(self, name, value):
        print("set", name)
        super().__setattr__(name, value)
    @property
    def computed(self):
        return 42
mod = sys.modules[__name__]
mod.__class__ = Verbose
print(type(mod).__name__, mod.computed)
mod.value = 3
print(value)
mod.__class__ = ModuleType
print(type(mod).__name__)
attempt(lambda: setattr(mod, '__class__', A))
class Slotted(ModuleType):
    __slots__ = ('z',)
attempt(lambda: setattr(mod, '__class__', Slotted))
m2 = Verbose('m2')
print(type(m2).__name__, m2.__name__, m2.computed)
m2.q = 1
print(m2.q)
