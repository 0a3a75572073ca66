# memoryview over bytes and bytearray: indexing, zero-copy slices that see bytearray writes, tobytes, tolist,
# hex, release and the context manager, attributes, casts to native formats, equality, hashing, and the
# BufferError of resizing a bytearray while a view of it is unreleased.


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


data = bytearray(b"abcdef")
m = memoryview(data)
print(type(m).__name__, len(m), m[0], m[-1], m.tobytes(), m.tolist()[:3], m.hex(), m.hex(":", 2), bytes(m))
print(m.format, m.itemsize, m.nbytes, m.readonly, m.ndim, m.shape, m.strides, m.obj is data, m.suboffsets)
print(m.c_contiguous, m.f_contiguous, m.contiguous)
s = m[1:4]
print(s.tobytes(), s.nbytes, s.obj is data, s[0], s.shape, list(s))
data[1] = ord("B")
m[2] = ord("C")
print(s.tobytes(), data)
s[2] = 0x44
print(data, m.tobytes())
m[4:6] = b"EF"
print(data)
e = m[::2]
print(e.tobytes(), e.strides, e.c_contiguous, e.tolist(), e.hex(), m[::-1].tobytes(), len(m[5:1]), m[10:].tobytes())
e[1] = 120
print(data)
ro = memoryview(b"read-only")
print(ro.readonly, ro[0], ro[5:].tobytes(), hash(ro) == hash(b"read-only"), ro.toreadonly().readonly)
print(m.toreadonly().readonly, m.toreadonly().tobytes())
print(m == data, m == bytes(data), m == m, ro == b"read-only", ro == b"other", m == [97], ro != b"x", e == b"aCx")
print(memoryview(b"ab") == memoryview(bytearray(b"ab")), memoryview(b"\x01\x00").cast("H") == memoryview(b"\x01\x00"))
h = memoryview(bytearray(b"\x01\x00\x02\x00\xff\xff\x00\x00"))
print(h.cast("H").tolist(), h.cast("h").tolist(), h.cast("I").tolist(), h.cast("i").tolist(), h.cast("Q").tolist())
print(h.cast("b").tolist(), h.cast("c").tolist()[:2], h.cast("?").tolist()[:4], h.cast("@B").format, h.cast("H").format)
print(h.cast("H").itemsize, h.cast("H").nbytes, h.cast("H").shape, h.cast("H").strides, len(h.cast("I")))
print(memoryview(bytes(8)).cast("d").tolist(), memoryview(bytes(4)).cast("f")[0], h[2:6].cast("H").tolist())
w = h.cast("H")
w[0] = 0x4142
print(h.tobytes(), w.cast("B")[0], w.cast("c")[1])
cv = memoryview(bytearray(b"xy")).cast("c")
cv[0] = b"z"
print(cv.tobytes(), cv[1])
print(list(memoryview(b"it")), [x for x in memoryview(b"\x00\x01")], b"".join([memoryview(b"j"), memoryview(b"k")]))
with memoryview(data) as v:
    print(v[0], v.readonly)
print(repr(v).startswith("<released memory at 0x"), repr(ro).startswith("<memory at 0x"))
show("released index", lambda: v[0])
show("released len", lambda: len(v))
show("released tobytes", lambda: v.tobytes())
show("released attr", lambda: v.readonly)
print(v.release(), v == v, v == b"")
show("resize with view", lambda: data.append(1))
show("extend with view", lambda: data.extend(b"x"))
show("pop with view", lambda: data.pop())
show("clear with view", lambda: data.clear())
show("grow slice with view", lambda: data.__setitem__(slice(0, 1), b"xy"))
show("del with view", lambda: data.__delitem__(0))
show("iadd with view", lambda: data.__iadd__(b"x"))
data[0:1] = b"Q"
data.reverse()
print(data, m.tobytes())
m.release()
show("slice still holds", lambda: data.append(1))
s.release()
e.release()
data.append(33)
print(data)
m2 = memoryview(data)
m3 = memoryview(m2)
print(m3.obj is data, m3.tobytes() == m2.tobytes())
m2.release()
show("second view holds", lambda: data.append(1))
m3.release()
data.append(63)
print(data)
show("index out", lambda: memoryview(b"a")[5])
show("not bytes-like", lambda: memoryview("a"))
show("int", lambda: memoryview(5))
show("no args", lambda: memoryview())
show("read-only set", lambda: memoryview(b"a").__setitem__(0, 1))
show("set 300", lambda: memoryview(bytearray(b"a")).__setitem__(0, 300))
show("set str", lambda: memoryview(bytearray(b"a")).__setitem__(0, "x"))
show("slice size", lambda: memoryview(bytearray(b"a")).__setitem__(slice(0, 1), b"xy"))
show("cast bad format", lambda: memoryview(b"ab").cast("x"))
show("cast endian", lambda: memoryview(b"ab").cast("<H"))
show("cast length", lambda: memoryview(b"abc").cast("H"))
show("cast non-byte", lambda: memoryview(b"abcd").cast("H").cast("i"))
show("cast strided", lambda: memoryview(b"abcd")[::2].cast("B"))
show("set c int", lambda: memoryview(bytearray(4)).cast("c").__setitem__(0, 1))
show("set H big", lambda: memoryview(bytearray(4)).cast("H").__setitem__(0, 70000))
show("hash writable", lambda: hash(memoryview(bytearray(b"a"))))
show("order", lambda: memoryview(b"a") < memoryview(b"b"))
show("float key", lambda: memoryview(b"a")[1.5])
show("tobytes order", lambda: memoryview(b"a").tobytes("Z"))
show("delete", lambda: memoryview(bytearray(b"a")).__delitem__(0))
