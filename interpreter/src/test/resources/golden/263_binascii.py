# binascii without the standard library: hex, base64, uu, crc32, crc_hqx and their errors
import binascii
from binascii import (a2b_base64, a2b_hex, a2b_uu, b2a_base64, b2a_hex, b2a_uu, crc32, crc_hqx, hexlify,
                      unhexlify)


def show(label, thunk):
    try:
        print(label, "->", thunk())
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


blob = bytes(range(256))
print(hexlify(b"\x00\xffab"), b2a_hex(bytearray(b"xy")), hexlify(memoryview(b"hi")), hexlify(b""))
for sep, n in [("-", 1), (":", 2), (b":", -2), (" ", 3), (" ", -3), ("_", 10), ("|", -1)]:
    print(repr(sep), n, hexlify(b"abcdefg", sep, n), b2a_hex(b"abcde", sep=sep, bytes_per_sep=n))
print(unhexlify(b"00ff"), unhexlify("00FFaB"), a2b_hex(memoryview(b"41")), unhexlify(hexlify(blob)) == blob)
print(b2a_base64(b"hello"), b2a_base64(b"hello", newline=False), b2a_base64(b""), b2a_base64(b"a"), b2a_base64(b"ab"))
print(a2b_base64(b2a_base64(blob)) == blob, len(b2a_base64(blob)))
for text in ["aGVsbG8=\n", "aGVsbG8=x", "ab!c d=", "aGVsbA==", "aGVsbG8==extra", "YQ==YQ==", "Y Q = =", "", "====",
             "YWJj", "YW=Jj", "Y=", "YW=", "YWI="]:
    show(f"a2b_base64({text!r})", lambda: a2b_base64(text))
    show(f"a2b_base64({text!r}, strict_mode=True)", lambda: a2b_base64(text, strict_mode=True))
for text in ["aGVsbG8", "a", "aGVsbA=", "abcde", "é"]:
    show(f"a2b_base64({text!r})", lambda: a2b_base64(text))
print(crc32(b"hello"), crc32(b"hello", 12345), crc32(b"", -1), crc32(b"x", 2 ** 40), crc32(blob), crc32(b"lo", crc32(b"hel")))
print(crc_hqx(b"hello", 0), crc_hqx(b"hello", 0x1234567), crc_hqx(blob, 0xffff), crc_hqx(b"", 7))
line = b2a_uu(b"hello world")
print(line, b2a_uu(b"hi", backtick=True), b2a_uu(b""), b2a_uu(b"", backtick=True), a2b_uu(line), a2b_uu(b"!    "))
print(a2b_uu(b2a_uu(blob[:45])) == blob[:45], a2b_uu(b2a_uu(b"\x00" * 7, backtick=True)), a2b_uu("&86)C`\n"), a2b_uu(""))
show("a2b_uu(b'#abc!!!!')", lambda: a2b_uu(b"#abc!!!!"))
show("a2b_uu(b'!\\x01')", lambda: a2b_uu(b"!\x01"))
for expr in ["hexlify('ab')", "hexlify(b'ab', 'ab')", "unhexlify('0')", "unhexlify('zz')", "unhexlify('é0')",
             "b2a_uu(b'x' * 46)", "b2a_base64(1)", "a2b_base64(1)", "crc32('a')", "a2b_hex(b'0g')", "b2a_base64()",
             "hexlify()", "unhexlify(b'1', b'2')", "crc_hqx(b'hello')", "crc32()", "b2a_base64(b'', True)"]:
    show(expr, lambda: eval(expr))
print(binascii.Error.__mro__[1].__name__, binascii.Incomplete.__mro__[1].__name__, binascii.Error.__module__,
      issubclass(binascii.Error, ValueError))
try:
    unhexlify("abc")
except ValueError as e:
    print("caught as ValueError:", type(e).__name__, e)
