# The per-codec functions of _codecs that the encodings modules call: encoders answer (bytes, characters
# consumed), decoders (str, bytes consumed), and with final=False leave a cut-off character for the next call.
import _codecs


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        return "%s: %s" % (type(e).__name__, e)


print(sorted(n for n in dir(_codecs) if not n.startswith("__")))
text = "a\xe9\u20ac\U0001f600"
for name in ["utf_8", "utf_7", "utf_16", "utf_16_le", "utf_16_be", "utf_32", "utf_32_le", "utf_32_be",
             "unicode_escape", "raw_unicode_escape"]:
    enc = getattr(_codecs, name + "_encode")
    dec = getattr(_codecs, name + "_decode")
    data, n = enc(text)
    print(name, data, n, dec(data), attempt(lambda: dec(data, "strict", True)))
    for cut in range(len(data) + 1):
        print(" ", cut, attempt(lambda: dec(data[:cut], "strict", False)))

for name in ["latin_1", "ascii"]:
    enc = getattr(_codecs, name + "_encode")
    dec = getattr(_codecs, name + "_decode")
    print(name, attempt(lambda: enc("abc\xe9")), attempt(lambda: enc("ab\u20ac", "replace")),
          attempt(lambda: dec(b"ab\xe9")), attempt(lambda: dec(bytearray(b"xyz"))),
          attempt(lambda: dec(memoryview(b"\xff"), "replace")), attempt(lambda: dec(b"a", "strict", True)))

print(_codecs.utf_16_encode("ab", None, 0), _codecs.utf_16_encode("ab", None, -1), _codecs.utf_16_encode("ab", None, 1))
print(_codecs.utf_32_encode("ab", None, 0), _codecs.utf_32_encode("ab", None, -1), _codecs.utf_32_encode("ab", None, 1))
for data in [b"", b"\xff", b"\xff\xfe", b"\xfe\xff\x00a", b"\xff\xfea\x00b", b"a\x00", b"\x00a"]:
    for order in [0, -1, 1]:
        print("16", data, order, attempt(lambda: _codecs.utf_16_ex_decode(data, "strict", order, False)),
              attempt(lambda: _codecs.utf_16_ex_decode(data, "replace", order, True)))
for data in [b"\xff\xfe\x00\x00a\x00\x00\x00", b"\x00\x00\xfe\xff\x00\x00\x00a", b"a\x00\x00\x00", b"\xff\xfe\x00"]:
    print("32", data, attempt(lambda: _codecs.utf_32_ex_decode(data)),
          attempt(lambda: _codecs.utf_32_ex_decode(data, None, 0, True)))

print(_codecs.utf_8_decode(b"\xef\xbb\xbfa"), _codecs.utf_8_encode("\udcff", "surrogateescape"),
      _codecs.utf_8_encode("\ud800", "surrogatepass"), _codecs.utf_8_decode(b"\xed\xa0\x80", "surrogatepass"))

# charmap: str tables, mappings, EncodingMap
table = "".join(chr(i) for i in range(128)) + "\u20ac\ufffe" + "".join(chr(0x410 + i) for i in range(126))
print(attempt(lambda: _codecs.charmap_decode(b"ab\x80\x81\x82", "strict", table)))
print(attempt(lambda: _codecs.charmap_decode(b"ab\x80\x81\x82", "replace", table)))
print(attempt(lambda: _codecs.charmap_decode(b"ab\x80\x81\x82", "backslashreplace", table)))
print(attempt(lambda: _codecs.charmap_decode(b"\x00\x01\x02\x03", "strict", "ab")))
print(attempt(lambda: _codecs.charmap_decode(b"\x00\x01\x02", "strict", {0: "x", 1: None, 2: 3})))
print(attempt(lambda: _codecs.charmap_decode(b"\x00\x01", "strict", {0: "xyz", 1: 0x1f600})))
print(attempt(lambda: _codecs.charmap_decode(b"\x00\x01", "ignore", {0: 0xfffe, 1: "\ufffe"})))
print(attempt(lambda: _codecs.charmap_decode(b"\x00", "strict", {0: 0x110000})))
print(attempt(lambda: _codecs.charmap_decode(b"\x00", "strict", {0: b"a"})))
print(attempt(lambda: _codecs.charmap_decode(b"\xe9\x00")), attempt(lambda: _codecs.charmap_decode(b"a", None, None)))
emap = _codecs.charmap_build(table)
print(type(emap).__name__, emap.size(), type(_codecs.charmap_build("abc")).__name__, _codecs.charmap_build("ab\ufffea"))
print(type(_codecs.charmap_build("\x00" + "a" * 300)).__name__, type(_codecs.charmap_build("\x00\U0001f600")).__name__)
print(_codecs.charmap_build("".join(map(chr, range(256)))).size())
print(attempt(lambda: _codecs.charmap_encode("ab\u20ac\u0410", "strict", emap)))
print(attempt(lambda: _codecs.charmap_encode("ab\xe9\xe8\u0410", "strict", emap)))
print(attempt(lambda: _codecs.charmap_encode("ab\xe9\xe8\u0410", "replace", emap)))
print(attempt(lambda: _codecs.charmap_encode("ab\xe9\u0410", "xmlcharrefreplace", emap)))
print(attempt(lambda: _codecs.charmap_encode("\ufffe", "strict", emap)))
print(attempt(lambda: _codecs.charmap_encode("abc", "strict", {97: 1, 98: b"xy", 99: None})))
print(attempt(lambda: _codecs.charmap_encode("abd", "replace", {97: 1, 98: b"xy", 63: 0x3f})))
print(attempt(lambda: _codecs.charmap_encode("abd", "replace", {97: 1})))
print(attempt(lambda: _codecs.charmap_encode("a", "strict", {97: 300})))
print(attempt(lambda: _codecs.charmap_encode("a", "strict", {97: "x"})))
print(attempt(lambda: _codecs.charmap_encode("ab\xe9")), attempt(lambda: _codecs.charmap_encode("\u20ac")))

# the escape codecs
for data in [b"plain", b"\\n\\t\\\\\\'\\\"\\a\\b\\f\\v\\r", b"\\x41\\u20ac\\U0001f600\\101\\7\\377",
             b"\\N{EURO SIGN}\\N{no such name}", b"\\N{", b"\\N", b"ab\\", b"\\x4", b"\\u12", b"\\U00110000",
             b"caf\xe9", b"line\\\ncontinued"]:
    print(data, attempt(lambda: _codecs.unicode_escape_decode(data)),
          attempt(lambda: _codecs.unicode_escape_decode(data, "replace")),
          attempt(lambda: _codecs.unicode_escape_decode(data, "strict", False)),
          attempt(lambda: _codecs.raw_unicode_escape_decode(data, "backslashreplace")))
for s in ["plain", "tab\there\nnl\\ 'q' \"d\"", "\x00\x7f\xe9\u20ac\U0001f600", "\ud800"]:
    print(repr(s), _codecs.unicode_escape_encode(s), _codecs.raw_unicode_escape_encode(s))
print(_codecs.raw_unicode_escape_decode(b"\\\\u0041 \\\\\\u0041 \\x41"))
for data in [b"\\x41\\n", b"\\x4", b"\\xg1x", b"\\", b"\\101\\0\\1234", b"a\\\nb"]:
    print(data, attempt(lambda: _codecs.escape_decode(data)), attempt(lambda: _codecs.escape_decode(data, "replace")),
          attempt(lambda: _codecs.escape_decode(data, "ignore")), attempt(lambda: _codecs.escape_decode(data, "x")))
print(_codecs.escape_decode("\\x41\u20ac"), _codecs.escape_encode(b"\x00\x7f\xff'\"\\\t\n\ra"))
print(_codecs.readbuffer_encode(b"ab"), _codecs.readbuffer_encode("\u20ac"), _codecs.readbuffer_encode(bytearray(b"x")))

# UTF-7 details
for s in ["a+b", "~\\", "hi there", "A\u2262\u0391.", "\u65e5\u672c\u8a9e", "\ud800", "-+-", "x\U0001f600-y"]:
    print(repr(s), _codecs.utf_7_encode(s), _codecs.utf_7_decode(_codecs.utf_7_encode(s)[0]))
for data in [b"+", b"+-", b"a+AGE", b"a+AGE-", b"+AGEA-", b"+AGEAYQ", b"+2D3eAA", b"+2D0-", b"+!", b"a\x80",
             b"+AGE\x80", b"+ZeVnLIqe-"]:
    print(data, attempt(lambda: _codecs.utf_7_decode(data, "strict", True)),
          attempt(lambda: _codecs.utf_7_decode(data, "strict", False)),
          attempt(lambda: _codecs.utf_7_decode(data, "replace", True)))

# argument checking
for call in [lambda: _codecs.utf_8_encode(b"x"), lambda: _codecs.utf_8_encode("x", 1),
             lambda: _codecs.utf_8_decode("x"), lambda: _codecs.utf_8_decode(b"x", None, "no"),
             lambda: _codecs.utf_8_encode(), lambda: _codecs.utf_8_encode("a", "strict", 1),
             lambda: _codecs.latin_1_decode(b"x", "strict", True), lambda: _codecs.utf_8_decode(data=b"x"),
             lambda: _codecs.escape_encode(bytearray(b"x")), lambda: _codecs.charmap_build(1),
             lambda: _codecs.lookup_error(1), lambda: _codecs.utf_8_encode("x", "bogus"),
             lambda: _codecs.utf_8_encode("\ud800", "bogus")]:
    print(attempt(call))
