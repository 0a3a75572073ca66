"""Class creation details: a __dict__ property of the class body kept, __base__ as the base whose layout the
class extends, an OrderedDict namespace in its own order, names and doc strings CPython cannot store, sum() of
bytes, NotImplemented in a boolean context, a __dir__ that returns no sequence."""
import collections
class C_get_vars(object):
    def getDict(self):
        return {'a':2}
    __dict__ = property(fget=getDict)
c = C_get_vars()
print(c.__dict__, vars(c))
c.x = 5
print(c.__dict__, getattr(c, 'x', None))
class B:
    def ham(self):
        return 'ham%d' % self
C = type('C', (B, int), {'spam': lambda self: 'spam%s' % self})
print(C.__base__, C.__bases__, C.__mro__)
class D(B, int): pass
print(D.__base__)
class E(int, B): pass
print(E.__base__)
class S:
    __slots__ = ('a',)
class T(B, S): pass
print(T.__base__)
class U(B, Exception): pass
print(U.__base__)
class V(B, dict): pass
print(V.__base__)
class W(collections.OrderedDict): pass
class X(B, W): pass
print(X.__base__)
od = collections.OrderedDict([('a', 1), ('b', 2)])
od.move_to_end('a')
C = type('C', (), od)
print(list(C.__dict__.items())[:2])
for name in ('A\x00B', 'A\udcdcB', b'A'):
    try:
        type(name, (), {})
    except Exception as e:
        print(type(e).__name__, e)
    A = type('C', (), {})
    try:
        A.__name__ = name
    except Exception as e:
        print(type(e).__name__, e)
    print(A.__name__)
try:
    type('A', (), {'__doc__': 'x\udcdcy'})
except Exception as e:
    print(type(e).__name__, e)
A = type('A', (), {})
A.__doc__ = 'x\udcdcy'
print(ascii(A.__doc__))
try:
    print(sum([b'a', b'c'], b''))
except TypeError as e:
    print(e)
try:
    print(sum([bytearray(b'a')], bytearray(b'')))
except TypeError as e:
    print(e)
import warnings
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    print(bool(NotImplemented))
    print(not NotImplemented)
print([str(x.message) for x in w])
class F:
    def __dir__(self):
        return 7
try:
    dir(F())
except TypeError as e:
    print(e)
