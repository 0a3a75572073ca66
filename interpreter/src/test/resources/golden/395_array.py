# array: typecodes, conversions to and from bytes and lists, sequence operations, the buffer protocol, pickling
# golden: needs the standard library
import array
import copy
import pickle
import struct
import weakref

for tc in array.typecodes:
    a = array.array(tc)
    print(tc, a.itemsize, a.typecode, repr(a))
a = array.array("i", [1, 2, 3])
a.append(4)
a.extend([5, 6])
a.extend(array.array("i", [7]))
a.insert(0, 0)
a.insert(-1, 99)
a.insert(100, 8)
print(a, len(a), a[0], a[-1], a[2:5], a[::-2], a.pop(), a.pop(0), a.index(99), a.count(2), 3 in a, 42 in a)
a.remove(99)
a.reverse()
print(a, a.tolist(), a.tobytes().hex(), a.buffer_info()[1])
a[1] = -5
a[2:4] = array.array("i", [10, 20, 30])
del a[0]
del a[::2]
print(a)
a[::2] = array.array("i", [7] * len(a[::2]))
print(a, a + array.array("i", [1]), a * 2, 2 * a, a * -1)
b = array.array("i", a)
b += array.array("i", [9])
b *= 2
print(b, a == b, a < b, a == array.array("d", a.tolist()), array.array("i", [1, 2]) < array.array("i", [1, 3]))
h = array.array("h", b"\x01\x00\x02\x00\xff\xff")
print(h, h.tobytes(), bytes(h), bytearray(h), struct.unpack("3h", h), memoryview(h).tobytes())
h.byteswap()
print(h)
h.frombytes(b"\x03\x00")
h.fromlist([4, 5])
print(h, list(h), [x for x in reversed(h)])
u = array.array("u", "héllo")
u.fromunicode(" wörld")
print(u, u.tounicode(), u[1], len(u), u.itemsize)
f = array.array("f", [0.1, 1.5, -2.25])
d = array.array("d", [0.1, 1e300, float("inf")])
print(f, d, f[0] == 0.1, d.tolist())
print(array.array("B", [0, 255]), array.array("b", [-128, 127]), array.array("Q", [2**64 - 1]), array.array("q", [-2**63]))
print(array.array("L", [2**64 - 1]), array.array("I", [2**32 - 1]), array.array("H", range(3)), array.array("b", b"\x80"))
for proto in range(pickle.HIGHEST_PROTOCOL + 1):
    for x in (array.array("i", [1, -2]), array.array("u", "hi"), array.array("d", [0.5]), array.array("B")):
        y = pickle.loads(pickle.dumps(x, proto))
        print(proto, y, y == x, type(y) is array.array)
print(array.array("i", [1]).__reduce_ex__(2), array.array("h", [1, 2]).__reduce_ex__(3))
print(array._array_reconstructor(array.array, "h", 5, b"\x00\x01\x00\x02"), array._array_reconstructor(array.array, "d", 17, bytes(8)))
c = copy.copy(a), copy.deepcopy(a)
print(c, c[0] is not a)
class Sub(array.array):
    pass
s = Sub("i", [1, 2])
s.tag = "x"
t = pickle.loads(pickle.dumps(s))
print(type(t).__name__, t, t.tag, type(s[:1]).__name__)
m = memoryview(array.array("B", [1, 2, 3]))
print(m.tobytes(), m[0], len(m))
for bad in (lambda: array.array("b", [128]), lambda: array.array("B", [-1]), lambda: array.array("h", [2**15]),
            lambda: array.array("H", [-1]), lambda: array.array("i", [2**31]), lambda: array.array("I", [-1]),
            lambda: array.array("I", [2**32]), lambda: array.array("l", [2**63]), lambda: array.array("L", [-1]),
            lambda: array.array("q", [2**63]), lambda: array.array("Q", [-1]), lambda: array.array("i", [1.0]),
            lambda: array.array("d", ["x"]), lambda: array.array("u", ["ab"]), lambda: array.array("x"),
            lambda: array.array("bb"), lambda: array.array("b", "text"), lambda: array.array("h", b"odd"),
            lambda: a[100], lambda: a.__setitem__(100, 1), lambda: a.__delitem__(100), lambda: array.array("i").pop(),
            lambda: a.pop(100), lambda: a.remove(12345), lambda: a.index(12345), lambda: a.tounicode(),
            lambda: a + [1], lambda: a + array.array("d"), lambda: a.extend(array.array("d")),
            lambda: a.__setitem__(slice(0, 1), [1]), lambda: a.__setitem__(slice(0, 4, 2), array.array("i")),
            lambda: a.fromlist((1,)), lambda: hash(a), lambda: a["x"], lambda: array.array("i", [1], x=1),
            lambda: array._array_reconstructor(int, "i", 8, b""), lambda: array._array_reconstructor(array.array, "z", 8, b""),
            lambda: array._array_reconstructor(array.array, "i", 99, b""), lambda: array.array("i", None)):
    try:
        print(bad())
    except (OverflowError, TypeError, ValueError, IndexError) as e:
        print(type(e).__name__ + ":", e)
e = array.array("i", [1, 2])
view = memoryview(e)
try:
    e.append(3)
except BufferError as err:
    print("BufferError:", err)
view.release()
e.append(3)
print(e)
proxy = weakref.proxy(e)
print(proxy.tolist(), len(proxy))
