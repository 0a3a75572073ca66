# classmethod and staticmethod take over the attributes of what they wrap (CPython 3.10+); update_wrapper's `is`
import abc
import functools


def f(a: int) -> str:
    """f's doc"""


f.extra = 'not copied'
for kind in (classmethod, staticmethod):
    m = kind(f)
    print(kind.__name__, m.__name__, m.__qualname__, m.__doc__, m.__module__, m.__annotations__)
    print(sorted(m.__dict__), m.__wrapped__ is f, m.__func__ is f, m.__isabstractmethod__)
    print(hasattr(m, 'extra'), m.__annotations__ is f.__annotations__)
    m.note = 1
    print(m.__dict__['note'])
    try:
        m.__dict__ = 1
    except TypeError as e:
        print('TypeError:', e)
    try:
        del m.__dict__
    except TypeError as e:
        print('TypeError:', e)
    m.__dict__ = {'__name__': 'renamed'}
    print(m.__name__, sorted(m.__dict__))
    print(kind(abc.abstractmethod(lambda: None)).__isabstractmethod__)

# a callable without some of the attributes: those are left out
print(sorted(classmethod(len).__dict__), sorted(staticmethod(functools.partial(len)).__dict__))


class Broken:
    @property
    def __isabstractmethod__(self):
        raise ValueError('asked')

    def __call__(self):
        pass


try:
    classmethod(Broken()).__isabstractmethod__
except ValueError as e:
    print('ValueError:', e)


# singledispatchmethod over classmethod and staticmethod reads the annotations through them
class A:
    t = functools.singledispatchmethod(classmethod(lambda cls, arg: 'default'))

    @t.register
    @classmethod
    def _(cls, arg: int):
        return 'int for ' + cls.__name__

    @t.register
    @staticmethod
    def _(arg: str):
        return 'str'


print(A.t(1), A.t('x'), A.t(1.5))


# a function's __name__ and __qualname__ are the str objects they were set to, read as often as wanted
def wrapper():
    pass


functools.update_wrapper(wrapper, f)
print(wrapper.__qualname__ is f.__qualname__, wrapper.__name__ is f.__name__, f.__qualname__ is f.__qualname__)
name = ''.join(['ren', 'amed'])
wrapper.__qualname__ = name
print(wrapper.__qualname__ is name, wrapper.__qualname__)
