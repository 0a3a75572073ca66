def attempt(f):
    try:
        r = f()
        print("ok", r)
    except Exception as e:
        print(type(e).__name__ + ":", e)

class Named:
    def __set_name__(self, owner, name):
        print("set_name", owner.__name__, name)
        self.name = name
class Failing:
    def __set_name__(self, owner, name):
        raise ValueError("boom " + name)
class Host:
    a = Named()
    b = Named()
print(Host.a.name, Host.b.name)
def failing_class():
    class A:
        ok = Named()
        x = Failing()
try:
    failing_class()
except RuntimeError as e:
    print(type(e).__name__, e, repr(e.__cause__), e.__context__ is e.__cause__)

class Base:
    def __init_subclass__(cls, /, flag=None, **kw):
        print("init_subclass", cls.__name__, flag, kw)
        super().__init_subclass__(**kw)
class S(Base, flag=1):
    pass
def with_kwargs(**kw):
    class T(Base, **kw):
        pass
    return T.__name__
attempt(lambda: with_kwargs(flag=2, other=3))
def plain_kwargs():
    class U(foo=1):
        pass
attempt(plain_kwargs)
attempt(lambda: type('X', (), {}, foo=1))
attempt(lambda: type('X', (Base,), {}, flag=7).__name__)
attempt(lambda: type.__init__(int, 'a', foo=1))
attempt(lambda: type.__init__(int, 'a', 'b'))
attempt(lambda: type.__init__(int, 'a', (), {}, foo=1))
attempt(lambda: object.__init_subclass__(1))
class Meta(type):
    def __new__(m, name, bases, ns, **kw):
        print("meta new", name, kw)
        return super().__new__(m, name, bases, ns, **kw)
    def __init__(cls, name, bases, ns, **kw):
        print("meta init", name, kw)
        super().__init__(name, bases, ns, **kw)
class V(Base, metaclass=Meta, flag=5):
    pass
class Refuses:
    def __init_subclass__(cls):
        raise RuntimeError("no subclasses of " + cls.__name__)
def subclass_refused():
    class W(Refuses):
        pass
attempt(subclass_refused)
class Counted:
    subclasses = []
    def __init_subclass__(cls, **kw):
        Counted.subclasses.append(cls.__name__)
class One(Counted): pass
class Two(One): pass
print(Counted.subclasses, type('Three', (Two,), {}).__module__)
