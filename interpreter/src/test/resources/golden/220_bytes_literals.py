# bytes literals and the bytes type's basics: escapes, raw and triple-quoted forms, concatenation, repr with
# CPython's quote choice, indexing to ints, slicing, comparisons, hashing, `in`, iteration and construction.


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


print(b"abc", b'abc', B"x", b"", b'\x00\x7f\x80\xff', b"\n\r\t\\", b"\a\b\f\v\0", b"\101\1012\777")
print(b"\u1234\N{DASH}\d", rb"\x00\n", br"\\", Rb"a\b", bR'''x\'y''', b"""multi
line""")
print(b"ab" b'cd' rb"\e", b"a" if False else b"x" b"y")
print(b"'", b'"', b"'\"", b"it's", b'say "hi"', b"both ' and \"")
print(repr(b"\x1f\x20\x7e\x7f"), str(b"q"), ascii(b"\xe9"), f"{b'f'}", f"{b'f'!r}")
x = b"hello world"
print(len(x), x[0], x[-1], x[1:4], x[::-1], x[::2], x[100:], x[-3:], x[:0])
print(type(x).__name__, type(x[0]).__name__, type(x[1:2]).__name__, isinstance(x, bytes))
print(list(b"abc"), tuple(b"\x00\xff"), [c for c in b"hi"], sum(b"\x01\x02\x03"), max(b"azm"), sorted(b"cab"))
print(x == b"hello world", x != b"hello", b"a" < b"b", b"a" < b"ab", b"\xff" > b"\x00", b"" <= b"", b"b" >= b"abc")
print(b"a" == "a", b"a" != "a", b"a" == bytearray(b"a"), b"a" == 97, b"" == b"")
print(hash(b"abc") == hash(b"ab" + b"c"), {b"a": 1, b"b": 2}[b"a"], len({b"a", b"a", b"b"}))
print(b"l" in x, b"wor" in x, 111 in x, 0 in x, b"" in x, b"xyz" in x, bytearray(b"he") in x, memoryview(b"lo") in x)
print(b"ab" + b"cd", b"ab" + bytearray(b"cd"), b"ab" * 3, 2 * b"xy", b"a" * 0, b"a" * -1, bool(b""), bool(b"\x00"))
print(bytes(), bytes(3), bytes([65, 66, 67]), bytes(range(5)), bytes((x for x in (104, 105))), bytes(b"copy"))
print(bytes(bytearray(b"ba")), bytes(memoryview(b"mv")), bytes("héllo", "utf-8"), bytes("abc", encoding="ascii"))
print(bytes("é", "latin-1", "strict"), bytes(source=b"kw"), bytes({1: 2, 3: 4}))
print(bytes.fromhex("de ad be ef"), bytes.fromhex(""), bytes.fromhex("  0A0b  "), b"\x01\xab".hex(), b"".hex())
print(b"abcdef".hex(":"), b"abcdef".hex("-", 2), b"abcdef".hex("_", -4), b"abc".hex(b"|", 1), b"abcde".hex(" ", 2))


class WithBytes:
    def __bytes__(self):
        return b"from __bytes__"


class BadBytes:
    def __bytes__(self):
        return "not bytes"


class Index:
    def __index__(self):
        return 4


print(bytes(WithBytes()), bytes(Index()), b"%s" % WithBytes())
show("bad __bytes__", lambda: bytes(BadBytes()))
show("bytes str", lambda: bytes("abc"))
show("bytes negative", lambda: bytes(-1))
show("bytes 256", lambda: bytes([256]))
show("bytes -1 item", lambda: bytes([-1]))
show("bytes str item", lambda: bytes(["a"]))
show("bytes float", lambda: bytes(1.5))
show("bytes None", lambda: bytes(None))
show("bytes bad encoding", lambda: bytes("a", "nope"))
show("bytes encoding without str", lambda: bytes(b"a", "utf-8"))
show("bytes only encoding", lambda: bytes(encoding="utf-8"))
show("bytes only errors", lambda: bytes(5, errors="x"))
show("bytes encoding int", lambda: bytes("a", 5))
show("bytes keyword", lambda: bytes(x=1))
show("index", lambda: b"a"[5])
show("index str", lambda: b"a"[str("x")])
show("concat str", lambda: b"a" + "b")
show("str concat", lambda: "b" + b"a")
show("mul str", lambda: b"a" * "x")
show("in str", lambda: "x" in b"a")
show("in 300", lambda: 300 in b"a")
show("in -1", lambda: -1 in b"a")
show("lt str", lambda: b"a" < "a")
show("fromhex bad", lambda: bytes.fromhex("0g"))
show("fromhex odd", lambda: bytes.fromhex("abc"))
show("fromhex bytes", lambda: bytes.fromhex(b"00"))
show("hex sep int", lambda: b"a".hex(1))
show("hex sep long", lambda: b"abc".hex("::"))
show("setitem", lambda: b"abc".__setitem__(0, 1))
show("ord", lambda: (ord(b"a"), ord(bytearray(b"\xff"))))
show("ord long", lambda: ord(b"ab"))
show("int of bytes", lambda: (int(b"12"), int(b" -7 "), int(b"ff", 16), int(bytearray(b"0x10"), 0), float(b"1.5")))
show("int of bad bytes", lambda: int(b"x"))
show("subclass", lambda: type(type("B", (bytes,), {})(b"sub")).__name__)


class MyBytes(bytes):
    def shout(self):
        return self.upper()


m = MyBytes(b"mine")
print(m, m.shout(), type(m.shout()).__name__, m == b"mine", isinstance(m, bytes), len(m), m[1:], type(m[1:]).__name__)
print(b"x".__len__(), b"ab".__getitem__(1), bytes.__add__(b"a", b"b"), b"a".__mul__(2), b"a".__rmul__(3))
print(b"\x00".__repr__(), b"a".__bytes__(), b"abc".__getnewargs__())
for i, c in enumerate(b"AZ"):
    print(i, c, chr(c))
print(b"caf\xc3\xa9".decode(), "café".encode())
