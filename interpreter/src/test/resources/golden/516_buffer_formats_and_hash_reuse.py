# A memoryview of an array has the array's item format; views keep their hash after release; sets and dicts
# built from one another reuse the stored hashes; set iterators give a length hint; a dict view's mapping is
# read-only; dict.update refuses a source that its keys' __eq__ changes.
import array, weakref

a = array.array('i', [1, 2, 3])
m = memoryview(a)
print(m.format, m.itemsize, m.nbytes, m.shape, m.strides, len(m), m.tolist(), m[1], m[-1])
m[1] = 42
print(a, m[1:].tolist(), m.cast('B').tolist()[:8], bytes(m[:1]))
for code in 'bBhHiIlLqQfd':
    v = memoryview(array.array(code, [1, 2]))
    print(code, v.format, v.itemsize, v.tolist())
u = memoryview(array.array('u', 'ab'))
print(u.format, u.itemsize, u.nbytes)
try:
    u.tolist()
except NotImplementedError as e:
    print("NotImplementedError", e)
try:
    m[0] = 1.5
except TypeError as e:
    print("TypeError", e)
try:
    m.cast('d')
except TypeError as e:
    print("TypeError", e)
print(weakref.ref(m)() is m)

b = memoryview(b"abcdef")
h = hash(b)
b.release()
print(h == hash(b"abcdef"), hash(b) == h)
fresh = memoryview(b"abcdef")
fresh.release()
try:
    hash(fresh)
except ValueError as e:
    print("ValueError", e)
try:
    hash(memoryview(bytes(array.array('i', [1]))).cast('i'))
except ValueError as e:
    print("ValueError", e)

class HashCountingInt(int):
    def __init__(self, *args):
        self.hash_count = 0
    def __hash__(self):
        self.hash_count += 1
        return int.__hash__(self)

d = dict.fromkeys(map(HashCountingInt, range(10)))
count = lambda: sum(k.hash_count for k in d)
print(count())
s = set(d); print(count())
s.difference(d); print(count())
s.symmetric_difference_update(d); print(count())
s2 = set(d); s2.difference_update(d); print(count())
dict.fromkeys(set(d)); print(count())
dict.fromkeys(frozenset(d), 1); print(count())
print(dict.fromkeys(frozenset(d), 1) == dict.fromkeys(d, 1))

s = {1, 2, 3}
it = iter(s)
print(it.__length_hint__()); next(it); print(it.__length_hint__())
s.add(4)
print(it.__length_hint__())

d = {"a": 1}
for view in (d.keys(), d.values(), d.items()):
    mp = view.mapping
    print(type(mp).__name__, mp == d, mp["a"])
    try:
        mp["b"] = 2
    except TypeError as e:
        print("TypeError", e)

class X:
    def __hash__(self):
        return 0
    def __eq__(self, o):
        other.clear()
        return False
other = dict((i, 0) for i in range(1, 100))
other[X()] = 0
try:
    {X(): 0, 1: 1}.update(other)
except RuntimeError as e:
    print("RuntimeError", e)

# bytes and bytearray details
class StrWithBytes(str):
    def __bytes__(self):
        return b'abc'
print(bytes(StrWithBytes('\u20ac')), bytes(StrWithBytes('\u20ac'), 'iso8859-15'))
x = b'123abc1@'
print(x * 1 is x, 1 * x is x, x * 0 is x, bytearray(x) * 1 is x)
ba = bytearray(b'abcdef')
ba[::2] = b''
print(ba)
ba = bytearray(range(10))
view = memoryview(ba)
try:
    ba[1:-1:2] = b''
except BufferError as e:
    print("BufferError", e)
view.release()
print(ba)
class Slotted(bytearray):
    __slots__ = ['x', '__dict__']
sl = Slotted(b'ab'); sl.x = 1; sl.y = 2
print(sl.x, sl.y, sl, vars(sl))
class Tight(bytearray):
    __slots__ = ['x']
t = Tight(b'q'); t.x = 3
try:
    t.y = 1
except AttributeError:
    print("AttributeError", t.x)
