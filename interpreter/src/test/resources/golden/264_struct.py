# _struct without the standard library: sizes, alignment, every code, floats and halves, buffers, errors
import _struct
from _struct import Struct, calcsize, pack, pack_into, unpack, unpack_from, iter_unpack, error


def show(label, thunk):
    try:
        print(label, "->", thunk())
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


for fmt in ["i", "@bi", "=bi", "<qh", "@hq", "3s2x?", "P", "nN", "e", "@cd", "@bhiq", "<bhiq", "!lL", "@lL", "0i",
            "2h 3b", "@?q", "10p", "@xq"]:
    print(repr(fmt), calcsize(fmt), end="; ")
print()
values = (-3, 250, -30000, 60000, -2 ** 31, 2 ** 32 - 1, -2 ** 63, 2 ** 64 - 1, True, b"A")
for order in "@<>!=":
    fmt = order + "bBhHiIqQ?c"
    packed = pack(fmt, *values)
    print(order, packed.hex(), unpack(fmt, packed) == values)
print(pack("<hH", -2, 65535), pack("5s", b"ab"), pack("2s", b"abcd"), pack("3p", b"abcd"), pack("0p", b"x"),
      pack("<2c", b"a", b"b"), pack("?", []), pack(">?", 2), pack("<i", True), pack("<x"), pack("@n N P", -1, 2, 3))
print(unpack("<2s?", b"ab\x02"), unpack("3p", b"\x05ab"), unpack("3p", b"\x01ab"), unpack("@nN", pack("@nN", -5, 7)),
      unpack(">H", b"\x01\x02"), unpack("<H", b"\x01\x02"), unpack("@P", pack("@P", 2 ** 64 - 1)))
for x in [0.0, -0.0, 1.5, -2.25, 1e-8, 3.141592653589793, 65504.0, 65519.0, 6.1e-5, 5.96e-8, 2.9e-8, 1e-10,
          float("inf"), 0.1, 1 / 3, 2049.0, 2051.0, 1.00048828125, 1.00146484375]:
    e = pack("<e", x)
    f = pack(">f", x)
    print(x, e.hex(), unpack("<e", e)[0], f.hex(), unpack(">f", f)[0], pack("<d", x).hex())
print(unpack("<e", b"\x00\x7e")[0], unpack("<f", b"\x00\x00\x80\x7f"), pack("<d", 7), pack("<e", 2))
s = Struct("<ihb")
print(s.format, s.size, s.pack(1, 2, 3), s.unpack(s.pack(1, 2, 3)), Struct(b"<i").format, type(s).__name__)
buf = bytearray(12)
s.pack_into(buf, 2, -1, -2, -3)
pack_into("<h", buf, -2, 0x4142)
print(buf, s.unpack_from(buf, 2), s.unpack_from(buf, offset=2), unpack_from("<h", buf, -2), unpack_from("<h", b"xxab", 2))
print(list(iter_unpack("<h", b"abcd")), list(s.iter_unpack(bytes(14))), iter_unpack("<h", b"abcdef").__length_hint__())
mv = memoryview(bytearray(4))
pack_into("<I", mv, 0, 0xdeadbeef)
print(mv.tobytes(), unpack("<I", mv), unpack("<i", bytearray(b"\xff\xff\xff\xff")))
_struct._clearcache()
for expr in ["calcsize('<nN')", "calcsize('z')", "calcsize('3')", "calcsize(1)", "pack('>i', 2 ** 31)",
             "pack('b', 200)", "pack('B', -1)", "pack('i', 'a')", "pack('i', 1.5)", "pack('ii', 1)", "pack('i', 1, 2)",
             "pack('c', b'ab')", "pack('c', 'a')", "pack('<f', 1e40)", "pack('<e', 1e6)", "pack('<Q', 2 ** 64)",
             "pack('s', 'x')", "pack('p', 1)", "unpack('<i', b'abc')", "unpack_from('<h', b'xxab', offset=3)",
             "iter_unpack('<h', b'abc')", "iter_unpack('', b'')", "pack('<l', 2 ** 31)", "pack('<L', -1)",
             "pack('<0s')", "pack_into('<h', bytearray(1), 0, 7)", "pack_into('<h', b'ab', 0, 7)",
             "pack_into('<h', bytearray(4), -1, 7)", "pack_into('<h', bytearray(4), -6, 7)", "unpack_from('<h', b'ab', -3)",
             "pack('<I', 2 ** 32)", "pack('<H', 65536)", "pack('>H', -1)", "pack('>h', 32768)", "pack('>q', 2 ** 63)",
             "pack('<d', 'x')", "pack('<f', 10 ** 400)", "pack('>Q', -1)", "pack('<q', 2 ** 70)", "Struct('<i').unpack(b'')",
             "Struct('y')", "pack()", "unpack('<i')"]:
    show(expr, lambda: eval(expr))


class Index:
    def __index__(self):
        return 7


class Floaty:
    def __float__(self):
        return 2.5


print(pack("<bq", Index(), Index()), pack("<d", Floaty()), pack("<d", Index()))
print(error.__module__, error.__name__, error.__mro__[1].__name__, sorted(n for n in dir(_struct) if not n.startswith("__")))
