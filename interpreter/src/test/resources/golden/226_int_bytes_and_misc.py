# int.to_bytes/int.from_bytes, int()/float()/ord() of bytes, bytes among other builtins (sorted, max, sets,
# dict keys, f-strings, str()), bytes subclasses with __bytes__, and bytes-like arguments across types.


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


print((1024).to_bytes(2, "big"), (1024).to_bytes(2, "little"), (1024).to_bytes(4), (0).to_bytes(0), (255).to_bytes())
print((-1).to_bytes(2, "big", signed=True), (-128).to_bytes(1, signed=True), (127).to_bytes(1, signed=True))
print((2 ** 70).to_bytes(9, "big"), (-(2 ** 70)).to_bytes(10, "little", signed=True), (5).to_bytes(length=3, byteorder="little"))
print(int.from_bytes(b"\x01\x00"), int.from_bytes(b"\x01\x00", "little"), int.from_bytes(b"\xff\xff", signed=True))
print(int.from_bytes([1, 2], "little"), int.from_bytes(b""), int.from_bytes(bytearray(b"\x80"), "big", signed=True))
print(int.from_bytes(memoryview(b"\x00\x01"), byteorder="big"), int.from_bytes(b"\x01" * 12), bool.from_bytes(b"\x01"))
print(int.from_bytes((x for x in (1, 0)), "little"), type(bool.from_bytes(b"\x00")).__name__)
for n in (0, 1, 255, 256, 65535, -1, -256, 2 ** 63):
    size = (n.bit_length() + 8) // 8
    data = n.to_bytes(size, "big", signed=True)
    print(n, data, int.from_bytes(data, "big", signed=True) == n)
show("to_bytes too big", lambda: (1).to_bytes(0))
show("to_bytes 300", lambda: (300).to_bytes(1, "big"))
show("to_bytes 128 signed", lambda: (128).to_bytes(1, signed=True))
show("to_bytes negative", lambda: (-1).to_bytes(1, "big"))
show("to_bytes order", lambda: (1).to_bytes(1, "middle"))
show("to_bytes length", lambda: (1).to_bytes(-1))
show("to_bytes str length", lambda: (1).to_bytes("x"))
show("from_bytes str", lambda: int.from_bytes("a", "big"))
show("from_bytes int", lambda: int.from_bytes(5))
show("from_bytes order", lambda: int.from_bytes(b"a", "x"))
show("from_bytes order int", lambda: int.from_bytes(b"a", byteorder=1))
show("from_bytes none", lambda: int.from_bytes())
print(int(b"12"), int(b" -7 "), int(b"ff", 16), int(bytearray(b"0x10"), 0), int(memoryview(b"3")), float(b"1.5"))
print(float(bytearray(b"-2e3")), ord(b"a"), ord(bytearray(b"\xff")), ord(memoryview(b"z")) if False else 0)
show("int bad bytes", lambda: int(b"x"))
show("int bad bytearray", lambda: int(bytearray(b"1x"), 16))
show("ord long", lambda: ord(b"ab"))
show("ord empty", lambda: ord(b""))
print(sorted([b"b", b"a", b"ab", b""]), max(b"x", b"y"), min([bytearray(b"z"), b"a"]))
print({b"k": 1}.get(b"k"), b"k" in set([b"k"]), {b"a", b"a"}, f"{b'x'!s:>8}|{b'y'!r}", str(bytearray(b"\x00")), str(memoryview(b"")) [:8])
print(repr(b"a" * 3), b"".join([b"x"] * 3), list(reversed(b"abc")), b"abc"[::-1] == bytes(reversed(b"abc")))
print(bytes(3) == b"\x00\x00\x00", bytearray(2) + b"\x01", b"\x00" * 2 == bytes(bytearray(2)))


class Blob:
    def __init__(self, data):
        self.data = data

    def __bytes__(self):
        return self.data


print(bytes(Blob(b"blob")), b"%s|%b" % (Blob(b"x"), Blob(b"y")), bytearray(b"[%s]") % b"q")
show("bytearray of __bytes__", lambda: bytearray(Blob(b"b")))
show("bytes of bytearray-returning", lambda: bytes(Blob(bytearray(b"b"))))


class Fancy(bytes):
    def __new__(cls, text):
        return super().__new__(cls, text.encode())

    def __repr__(self):
        return "Fancy(" + super().__repr__() + ")"


fb = Fancy("ok")
print(fb, repr(fb), fb + b"!", fb.decode(), len(fb), fb == b"ok", hash(fb) == hash(b"ok"), Fancy.fromhex("41") if False else 0)
