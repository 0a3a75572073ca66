def attempt(f):
    try:
        r = f()
        print("ok", r)
    except Exception as e:
        print(type(e).__name__ + ":", e)

class P:
    __slots__ = ('y', 'x', '__z')
    k = 5
    def __init__(self):
        self.x = 1
        self.__z = 3
p = P()
print(P.x, P.y, type(P.x).__name__, P.__slots__, P._P__z)
print([k for k in P.__dict__])
attempt(lambda: p.x)
attempt(lambda: p.y)
attempt(lambda: setattr(p, 'w', 1))
attempt(lambda: p.__dict__)
attempt(lambda: vars(p))
attempt(lambda: delattr(p, 'y'))
del p.x
attempt(lambda: p.x)
attempt(lambda: P.x.__get__(p, P))
attempt(lambda: P.x.__get__(None, P))
attempt(lambda: P.x.__set__(p, 9) or p.x)
attempt(lambda: P.x.__get__(5))
attempt(lambda: P.x.__set__(5, 1))
attempt(lambda: (P.x.__name__, P.x.__objclass__, P.x.__doc__))
attempt(lambda: setattr(p, 'k', 2))
attempt(lambda: hasattr(p, '__weakref__'))
print(sorted(n for n in dir(p) if not n.startswith('__')))

class Q(P):
    pass
q = Q()
q.w = 4
print(q.__dict__, q.x, '__weakref__' in Q.__dict__, '__dict__' in Q.__dict__)

class R(P):
    __slots__ = 'r'
r = R()
r.r = 1; r.y = 2
print(r.r, r.y, R.__slots__)
attempt(lambda: setattr(r, 'q', 1))

class WithDict:
    __slots__ = ['a', '__dict__']
w = WithDict()
w.a = 1; w.b = 2
print(w.__dict__, w.a, [k for k in WithDict.__dict__])

class Mapping:
    __slots__ = {'a': 'doc of a', 'b': None}
print(Mapping.a.__doc__, Mapping.b.__doc__)

class Iter:
    __slots__ = iter(['i', 'j'])
print(Iter.i, Iter.j)

class Weak:
    __slots__ = ('__weakref__',)
print([k for k in Weak.__dict__], Weak.__weakref__)
class Empty:
    __slots__ = ()
attempt(lambda: setattr(Empty(), 'a', 1))

def make(name, bases, ns):
    attempt(lambda: type(name, bases, ns))
make('A', (), {'__slots__': ('x',), 'x': 1})
make('A', (), {'__slots__': ('__dict__', '__dict__')})
make('A', (Q,), {'__slots__': ('__dict__',)})
make('A', (Weak,), {'__slots__': ('__weakref__',)})
make('A', (), {'__slots__': ('__weakref__', '__weakref__')})
make('A', (), {'__slots__': (1,)})
make('A', (), {'__slots__': ('not an identifier',)})
make('A', (), {'__slots__': ('a', 'a')})
make('A', (int,), {'__slots__': ('a',)})
make('A', (tuple,), {'__slots__': ('a',)})
make('A', (int,), {'__slots__': ('__weakref__',)})
make('A', (int,), {'__slots__': ()})
make('A', (int,), {'__slots__': ('__dict__',)})
make('A', (), {'__slots__': 5})
make('A', (), {'__slots__': ('__qualname__',), '__qualname__': 'Q'})

class S1:
    __slots__ = ('a',)
class S2:
    __slots__ = ('b',)
class S3:
    __slots__ = ()
attempt(lambda: type('M', (S1, S2), {}))
attempt(lambda: type('M', (S1, S3), {}).__mro__)
attempt(lambda: type('M', (S1, list), {}))
attempt(lambda: type('M', (S3, list), {}).__mro__)
class L(list):
    __slots__ = ('tag',)
l = L([1, 2])
l.tag = 'x'
print(l, l.tag)
attempt(lambda: setattr(l, 'other', 1))
class D(dict):
    __slots__ = ('tag',)
d = D(a=1)
d.tag = 2
print(d, d.tag)
attempt(lambda: setattr(d, 'other', 1))
class Ex(Exception):
    __slots__ = ('code',)
e = Ex('m')
e.code = 3
print(e, e.code, e.__dict__)
import sys
print(sys.getsizeof(P()) - sys.getsizeof(Empty()))

# the inline caches of attribute loads and stores see slots, unset slots and a class that changes
class Point:
    __slots__ = ('x', 'y')
    def __init__(self, x, y):
        self.x = x
        self.y = y
class Plain:
    def __init__(self, x, y):
        self.x = x
        self.y = y
def total(points):
    t = 0
    for p in points:
        t += p.x * p.y
    return t
pts = [Point(i, i + 1) for i in range(60)] + [Plain(i, 2) for i in range(60)]
print(total(pts))
def move(p, n):
    for i in range(n):
        p.x = p.x + 1
    return p.x
print(move(Point(0, 0), 100), move(Plain(0, 0), 100))
half = Point(1, 2)
del half.y
attempt(lambda: total([Point(1, 1)] * 50 + [half]))
Point.x = property(lambda self: 'replaced', lambda self, v: None)
attempt(lambda: total([Point(1, 1)]))
attempt(lambda: Point(3, 4).x)
