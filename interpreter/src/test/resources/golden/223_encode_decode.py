# str.encode and bytes.decode through the VM's codecs: utf-8 (and -sig), latin-1, ascii, utf-16/32 with and
# without BOM, cp1252; error handlers; UnicodeDecodeError/UnicodeEncodeError attributes with the bytes object.


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


text = "héllo wörld €𝄞"
for enc in ("utf-8", "UTF8", "utf_8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le",
            "utf-32-be", "U16"):
    data = text.encode(enc)
    print(enc, len(data), data[:12], data.decode(enc) == text)
for enc in ("latin-1", "iso-8859-1", "cp1252", "ascii", "us-ascii"):
    for errors in ("strict", "replace", "ignore", "backslashreplace", "xmlcharrefreplace", "namereplace"):
        show(enc + " " + errors, lambda: text.encode(enc, errors))
print("\udcff\udc80".encode("utf-8", "surrogateescape"), "\ud800".encode("utf-8", "surrogatepass"))
print("x\udcffy".encode("latin-1", "surrogateescape"), "é".encode(encoding="latin-1", errors="strict"))
print("abc".encode(), "".encode(), "€".encode("cp1252"), "abc".encode("utf-16-le"))
bad = b"ok\xff\xfeend\xc3"
for errors in ("strict", "replace", "ignore", "backslashreplace", "surrogateescape"):
    show("utf-8 " + errors, lambda: bad.decode("utf-8", errors))
    show("ascii " + errors, lambda: bad.decode("ascii", errors))
print(b"\xed\xa0\x80".decode("utf-8", "surrogatepass") == "\ud800", b"\xef\xbb\xbfBOM".decode("utf-8-sig"))
print(b"\xff\xfeA\x00".decode("utf-16"), b"\xfe\xff\x00A".decode("utf-16"), b"A\x00".decode("utf-16-le"))
print(b"\x80\x81".decode("cp1252", "replace"), b"\x80".decode("cp1252"), b"\xe9".decode("latin-1"))
print(str(b"caf\xc3\xa9", "utf-8"), str(b"\xff", "ascii", "replace"), str(bytearray(b"ba"), encoding="ascii"))
print(str(memoryview(b"mv"), "utf-8"), str(b"x", errors="strict"))
try:
    b"ab\xffcd".decode("utf-8")
except UnicodeDecodeError as e:
    print(type(e).__name__, e.encoding, e.object, e.start, e.end, e.reason)
    print(str(e))
try:
    bytearray(b"\x80").decode("ascii")
except UnicodeDecodeError as e:
    print(e.object, type(e.object).__name__, e.start, e.end)
try:
    "aé€".encode("ascii")
except UnicodeEncodeError as e:
    print(type(e).__name__, e.encoding, e.object, e.start, e.end, e.reason)
    print(str(e))
try:
    "x\ud800".encode()
except UnicodeEncodeError as e:
    print(e.object == "x\ud800", e.start, e.end, e.reason)
show("encode bad codec", lambda: "a".encode("nope"))
show("encode int codec", lambda: "a".encode(1))
show("encode int errors", lambda: "a".encode(errors=1))
show("encode bad handler", lambda: "é".encode("ascii", "bad"))
show("encode keyword", lambda: "a".encode(foo=1))
show("encode 3 args", lambda: "a".encode("a", "b", "c"))
show("decode bad handler", lambda: b"\xff".decode("ascii", "bad"))
show("decode xmlcharrefreplace", lambda: b"\xff".decode("ascii", "xmlcharrefreplace"))
show("decode truncated utf-16", lambda: b"A\x00B".decode("utf-16-le"))
show("decode utf-32 range", lambda: b"\x00\x00\x11\x00".decode("utf-32-le"))
show("str decode str", lambda: str("x", "utf-8"))
show("str decode int", lambda: str(5, "utf-8"))
show("str bad encoding arg", lambda: str(b"x", 5))
show("bytes surrogate", lambda: bytes("\ud800", "utf-8"))
