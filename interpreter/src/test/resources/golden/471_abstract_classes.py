# Abstract classes: object.__new__ refuses a class with abstract methods; the wrappers report what they wrap
import abc


class Base(metaclass=abc.ABCMeta):
    @abc.abstractmethod
    def zeta(self): pass

    @abc.abstractmethod
    def alpha(self): pass

    def concrete(self): return 1


for cls in [Base]:
    try:
        cls()
    except TypeError as e:
        print(e)


class Half(Base):
    def alpha(self): return 'a'


try:
    Half()
except TypeError as e:
    print(e)


class Whole(Half):
    def zeta(self): return 'z'


print(Whole().alpha(), Whole().zeta(), Base.__abstractmethods__ == {'alpha', 'zeta'}, Whole.__abstractmethods__)


class Plain:
    pass


Plain.__abstractmethods__ = frozenset({'m'})
try:
    Plain()
except TypeError as e:
    print(e)
Plain.__abstractmethods__ = frozenset()
print(type(Plain()).__name__)


def f(self): pass


print(staticmethod(f).__isabstractmethod__, classmethod(f).__isabstractmethod__, property(f).__isabstractmethod__)
g = abc.abstractmethod(lambda self: None)
print(staticmethod(g).__isabstractmethod__, classmethod(g).__isabstractmethod__)
print(property(f, g).__isabstractmethod__, property(None, None, g).__isabstractmethod__, property().__isabstractmethod__)

# the legacy decorators are subclasses of staticmethod, classmethod and property
sm = abc.abstractstaticmethod(f)
cm = abc.abstractclassmethod(f)
pr = abc.abstractproperty(f)
print(type(sm).__name__, type(cm).__name__, type(pr).__name__, sm.__isabstractmethod__, cm.__isabstractmethod__)
print(isinstance(sm, staticmethod), isinstance(cm, classmethod), isinstance(pr, property))
print(type(pr.setter(g)).__name__, type(pr.getter(f)).__name__)


class Tagged(staticmethod):
    def __init__(self, func):
        super().__init__(func)
        self.tag = 'tagged'


class Holder:
    @Tagged
    def s():
        return 'static'

    @abc.abstractclassmethod
    def c(cls):
        return cls.__name__

    @abc.abstractproperty
    def p(self):
        return 'property'


print(Holder.s(), Holder.__dict__['s'].tag, Holder.c(), Holder().p, 'tag' in vars(Holder.__dict__['s']))


# a metaclass's __subclasscheck__ decides, even for the class itself
class Hooked(metaclass=abc.ABCMeta):
    @classmethod
    def __subclasshook__(cls, other):
        return 'marker' in other.__dict__


class Marked:
    marker = 1


print(issubclass(Hooked, Hooked), issubclass(Hooked, (Hooked,)), issubclass(Marked, Hooked), issubclass(int, Hooked))


class Meta(type):
    def __subclasscheck__(cls, sub):
        return sub is int


class Odd(metaclass=Meta):
    pass


print(issubclass(int, Odd), issubclass(Odd, Odd), issubclass(bool, Odd), issubclass(3, Odd))
try:
    issubclass(3, Hooked)
except TypeError as e:
    print(e)
try:
    issubclass(3, int)
except TypeError as e:
    print(e)
