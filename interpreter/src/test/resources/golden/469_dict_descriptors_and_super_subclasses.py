"""__dict__ of classes and modules through a mixed-in class's descriptor, exception __dict__ assignment, subclasses
of super bound as descriptors, __class__ assignment between classes that add slots, CPython's messages."""
import types


class Base:
    pass


def attempt(what, f):
    try:
        r = f()
        print(what, 'ok', r if r is None or isinstance(r, (int, str)) else type(r).__name__)
    except (AttributeError, TypeError) as e:
        print(what, type(e).__name__, e)


class Meta1(type, Base):
    pass


class Meta2(Base, type):
    pass


class D(metaclass=Meta1):
    pass


class E(metaclass=Meta2):
    pass


for cls in D, E:
    attempt('proxy', lambda: cls.__dict__)
    attempt('store', lambda: cls.__dict__.__setitem__('spam', 1))
    attempt('assign', lambda: setattr(cls, '__dict__', {}))
    attempt('delete', lambda: delattr(cls, '__dict__'))
    attempt('descr', lambda: Base.__dict__['__dict__'].__set__(cls, {}))


class Module1(types.ModuleType, Base):
    pass


m = Module1('m')
attempt('module assign', lambda: setattr(m, '__dict__', {}))
attempt('module delete', lambda: delattr(m, '__dict__'))


class Exception1(Exception, Base):
    pass


class Exception2(Base, Exception):
    pass


for ExceptionType in Exception, Exception1, Exception2:
    e = ExceptionType()
    e.__dict__ = {"a": 1}
    print(ExceptionType.__name__, e.a)
    attempt('exc delete', lambda: delattr(e, '__dict__'))
    attempt('exc bad', lambda: setattr(e, '__dict__', 5))


class A:
    def meth(self, a):
        return "A(%r)" % a


class B(A):
    def meth(self, a):
        return "B(%r)" % a + super().meth(a)


class mysuper(super):
    def __init__(self, *args):
        return super(mysuper, self).__init__(*args)


class F(B):
    def meth(self, a):
        s = self.__super
        return "F(%r)[%s]" % (a, s.__class__.__name__) + s.meth(a)


F._F__super = mysuper(F)
print(F().meth(6), type(mysuper(F, F())).__name__)


class X(type):
    __doc__ = 'x'


class Y:
    "elephant"


Y.__doc__ = "banana"
attempt('doc delete', lambda: type(Y).__dict__["__doc__"].__delete__(Y))
attempt('doc set builtin', lambda: type(list).__dict__["__doc__"].__set__(list, "blah"))
print(Y.__doc__)


class H:
    __slots__ = ["b", "a"]


class I:
    __slots__ = ["a", "b"]


class L(H):
    __slots__ = ["e"]


class M(I):
    __slots__ = ["e"]


x = L()
attempt('class L->M', lambda: setattr(x, '__class__', M))
x = H()
x.a = 1
x.__class__ = I
print(type(x).__name__, x.a)
