"""A metaclass's __prepare__ gets the class keywords, a metaclass that is not a class has its __prepare__ called too,
and a namespace that is no mapping is refused; type()'s argument-count messages."""
class BadMeta(type):
    @classmethod
    def __prepare__(*args):
        return None
try:
    class Foo(metaclass=BadMeta):
        pass
except TypeError as e:
    print(e)
class BadMeta2:
    @classmethod
    def __prepare__(*args):
        return None
try:
    class Bar(metaclass=BadMeta2()):
        pass
except TypeError as e:
    print(e)
class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases, **kw):
        print('prepare', name, bases, kw)
        return {'injected': kw.get('flag')}
    def __new__(mcls, name, bases, ns, **kw):
        return super().__new__(mcls, name, bases, ns)
class K(metaclass=Meta, flag=7):
    pass
print(K.injected)
def meta_func(name, bases, ns, **kw):
    return (name, sorted(ns), kw)
class Obj:
    def __prepare__(self, name, bases, **kw):
        print('obj prepare', name, kw)
        return {'z': 1}
    def __call__(self, name, bases, ns, **kw):
        return (name, sorted(ns), kw)
print(Obj().__class__.__name__)
class V(metaclass=Obj(), x=1):
    a = 2
print(V)
class M(type):
    pass
for args in ((5,), (1, 2), ()):
    try:
        M(*args)
    except TypeError as e:
        print(e)
for args in ((1, 2), ()):
    try:
        type(*args)
    except TypeError as e:
        print(e)
