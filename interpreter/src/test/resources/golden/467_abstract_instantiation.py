# object.__new__ refuses a class whose own __abstractmethods__ is true (abc's classes, or set by hand)
import abc
import collections.abc


class A(abc.ABC):
    @abc.abstractmethod
    def m(self):
        pass

    @abc.abstractmethod
    def b(self):
        pass


class B(A):
    def m(self):
        pass


class C(B):
    def b(self):
        return 'concrete'


for cls in (A, B, C, collections.abc.Callable, collections.abc.Generator, collections.abc.Sized):
    try:
        print(type(cls()).__name__)
    except TypeError as e:
        print('TypeError:', e)
    print(bool(cls.__flags__ & (1 << 20)), sorted(cls.__abstractmethods__))


class Plain:
    pass


Plain.__abstractmethods__ = frozenset({'z', 'y'})
for attempt in range(3):  # the same call site again: no cached way around the check
    try:
        Plain()
    except TypeError as e:
        print('TypeError:', e)
Plain.__abstractmethods__ = frozenset()
print(type(Plain()).__name__)
del Plain.__abstractmethods__
print(type(Plain()).__name__)


class Sub(Plain):
    pass


Plain.__abstractmethods__ = ['q']
print(type(Sub()).__name__)
try:
    Plain()
except TypeError as e:
    print('TypeError:', e)
Plain.__abstractmethods__ = [1, 2]
try:
    Plain()
except TypeError as e:
    print('TypeError:', e)


class WithNew(A):
    def __new__(cls):
        return 'made by __new__'


print(WithNew())


class IntBased(int, metaclass=abc.ABCMeta):
    @abc.abstractmethod
    def m(self):
        pass


print(IntBased(3))
try:
    object.__new__(A)
except TypeError as e:
    print('TypeError:', e)


# property.__isabstractmethod__: any of its three functions abstract
class WithProperties(abc.ABC):
    @property
    @abc.abstractmethod
    def x(self):
        pass

    y = property(lambda s: 1)
    z = property(None, abc.abstractmethod(lambda s, v: None))


d = WithProperties.__dict__
print(d['x'].__isabstractmethod__, d['y'].__isabstractmethod__, d['z'].__isabstractmethod__)
print(property().__isabstractmethod__, sorted(WithProperties.__abstractmethods__))
try:
    WithProperties()
except TypeError as e:
    print('TypeError:', e)


class Concrete(WithProperties):
    x = 1
    z = 2


print(type(Concrete()).__name__)
