# Iterators of builtin containers pickle as CPython's (iter(...) over what is left, or reversed(...) at an index),
# exhausted ones drop their container, and instances of builtin types' subclasses run __del__.
import array, gc, pickle, threading, collections, functools

def reduced(it):
    r = it.__reduce__()
    return (r[0].__name__,) + r[1:]

for obj in [b"ab", bytearray(b"ab"), array.array('b', [1]), {1: 2}, {1: 2}.values(), {1: 2}.items(),
            {1}, reversed([1]), reversed((1,)), [1], (1,), reversed({1: 2, 3: 4})]:
    it = iter(obj) if not hasattr(obj, '__next__') else obj
    r0 = reduced(it)
    rest = list(it)
    print(type(it).__name__, r0, rest, reduced(it))

d = {1: 'a', 2: 'b', 3: 'c'}
it = iter(d.items()); next(it)
print(reduced(it), list(it))
s = {10, 20, 30}
it = iter(s); first = next(it)
print(sorted(reduced(it)[1][0] + [first]) == sorted(s))

it = iter(b"abc"); it.__setstate__(2); print(list(it))
for n in (0, -5, 10, 1):
    it = reversed([1, 2, 3]); it.__setstate__(n); print(n, list(it))
a = array.array('b', [1, 2, 3]); it = iter(a); it.__setstate__(1); print(list(it))
it = iter(a); it.__setstate__(99); print(list(it))

# an exhausted iterator stays exhausted when its container grows
for make in (lambda: bytearray(b"x"), lambda: array.array('i', [1])):
    c = make()
    ex, fresh = iter(c), iter(c)
    for _ in ex:
        next(fresh)
    c.append(7)
    print(list(ex), list(fresh))

for proto in range(pickle.HIGHEST_PROTOCOL + 1):
    it = iter(bytearray(b"xyz")); next(it)
    a = array.array('h', [5, 6, 7]); ai = iter(a); next(ai)
    r = reversed([1, 2, 3]); next(r)
    di = iter({'k': 1, 'j': 2}); next(di)
    out = pickle.loads(pickle.dumps((it, ai, r, di), proto))
    print(proto, [list(x) for x in out])

print(isinstance(array.array('B'), collections.abc.MutableSequence))

class Arr(array.array):
    __slots__ = ['offset']
    def __new__(cls, typecode, data, offset):
        return array.array.__new__(cls, typecode, data)
    def __init__(self, typecode, data, offset):
        self.offset = offset
    def __getitem__(self, i):
        return array.array.__getitem__(self, i) + self.offset
x = Arr('i', [3, 6], 4)
print(x[0], x.offset)
try:
    x.color = 1
except AttributeError as e:
    print("AttributeError")

class Kw(array.array):
    def __init__(self, typecode, newarg=None):
        array.array.__init__(self)
print(Kw('b', newarg=1), Kw('b', newarg=1).typecode)

died = []
def finalizing(base, *args):
    class C(base):
        def __del__(self):
            died.append(base.__name__)
    return C(*args)

for base, args in [(list, ()), (dict, ()), (set, ()), (frozenset, ()), (str, ("s",)), (bytes, (b"b",)),
                   (bytearray, ()), (int, (5,)), (float, (1.5,)), (complex, (1j,)), (tuple, ((1,),)),
                   (ValueError, ()), (collections.deque, ()), (collections.defaultdict, ()),
                   (functools.partial, (print,)), (threading.local, ()), (array.array, ('b',))]:
    o = finalizing(base, *args)
    del o
    gc.collect()
print(died)
