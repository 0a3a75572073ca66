"""Module objects: module.__new__ makes an empty one that __init__ names; reprs and missing-attribute messages by
the __name__ they have now; __length_hint__ looked up on the type."""
import types
M = types.ModuleType
m = M.__new__(M)
print(repr(m), m.__dict__, hasattr(m, '__name__'))
m.foo = 1
print(m.__dict__)
m.__init__('x')
print(m, sorted(m.__dict__))
m.__init__('y', 'doc')
print(m, m.__doc__)
class N(M):
    def __init__(self):
        pass
n = N()
print(repr(n), n.__dict__)
try:
    getattr(m, 'zz')
except AttributeError as e:
    print(e)
try:
    getattr(M.__new__(M), 'zz')
except AttributeError as e:
    print(e)
try:
    M(5)
except TypeError as e:
    print(e)
print(M('q', 'd').__dict__)
import sys
print(type(sys).__name__, sys.__name__)
class LH:
    def __iter__(self): return self
    def __next__(self): raise StopIteration
    def __length_hint__(self): return 3
    def __getattribute__(self, name):
        print('getattribute', name)
        return object.__getattribute__(self, name)
print(list(LH()))
