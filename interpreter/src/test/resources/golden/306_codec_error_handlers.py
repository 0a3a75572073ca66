# Error handlers: the standard ones through str.encode/bytes.decode of the VM's codecs and of codecs from Lib,
# handlers registered with codecs.register_error (replacement text or bytes, positions forward, backward and from
# the end, bad answers), the standard handler functions called on exception objects, and the Unicode errors'
# constructors, attributes and messages.
import codecs

STANDARD = ["strict", "ignore", "replace", "backslashreplace", "xmlcharrefreplace", "namereplace",
            "surrogateescape", "surrogatepass"]


def attempt(f):
    try:
        return repr(f())
    except Exception as e:
        extra = ""
        if isinstance(e, UnicodeError):
            extra = " %r %r %r %r" % (e.encoding, e.object, e.start, e.end)
        return "%s: %s%s" % (type(e).__name__, e, extra)


texts = ["abc", "caf\xe9", "\u20ac5", "x\udcff\udc80y", "\ud800", "a\U0001f600b", "\u0436\u0437"]
for enc in ["utf-8", "ascii", "latin-1", "utf-16-le", "utf-32", "cp1252", "koi8_r", "utf-7"]:
    for errors in STANDARD:
        print(enc, errors, [attempt(lambda: t.encode(enc, errors)) for t in texts])

blobs = [b"abc", b"caf\xc3\xa9", b"\xff\xfe", b"a\x80\x81b", b"\xed\xa0\x80", b"\xe2\x82", b"\xf0\x9f\x98", b"\x81\x8d"]
for enc in ["utf-8", "ascii", "latin-1", "utf-16-be", "utf-32-le", "cp1252", "utf-7"]:
    for errors in STANDARD:
        print(enc, errors, [attempt(lambda: b.decode(enc, errors)) for b in blobs])

print(attempt(lambda: "x".encode("utf-8", "no-such-handler")))
print(attempt(lambda: "\xe9".encode("ascii", "no-such-handler")))
print(attempt(lambda: b"\xff".decode("ascii", "no-such-handler")))
print(attempt(lambda: codecs.lookup_error("no-such-handler")))

for name in STANDARD:
    f = codecs.lookup_error(name)
    print(name, f.__name__, f is codecs.lookup_error(name))

calls = []


def handler(exc):
    calls.append((type(exc).__name__, exc.start, exc.end, exc.reason))
    if isinstance(exc, UnicodeEncodeError):
        return "<%s>" % ",".join("%x" % ord(c) for c in exc.object[exc.start:exc.end]), exc.end
    return "[%d:%d]" % (exc.start, exc.end), exc.end


codecs.register_error("test.angle", handler)
print("a\xe9\xe8b\u20ac".encode("ascii", "test.angle"), calls)
calls.clear()
print(b"a\xff\xfeb".decode("utf-8", "test.angle"), calls)
print(b"a\x81b".decode("cp1252", "test.angle"), "a\u20ac\u0100".encode("cp1252", "test.angle"))
print(b"\x00a\xd8\x00".decode("utf-16-be", "test.angle"))

codecs.register_error("test.bytes", lambda e: (b"#%d#" % e.start, e.end))
print("a\xe9b".encode("ascii", "test.bytes"), "a\udcffb".encode("utf-8", "test.bytes"),
      "\u20ac".encode("latin-1", "test.bytes"))
codecs.register_error("test.skipall", lambda e: ("", len(e.object)))
print("ab\xe9cd".encode("ascii", "test.skipall"), b"ab\xffcd".decode("ascii", "test.skipall"))
codecs.register_error("test.fromend", lambda e: ("?", -1))
print("ab\xe9cd".encode("ascii", "test.fromend"), b"ab\xffcd".decode("ascii", "test.fromend"))
state = {"n": 0}


def back_once(e):
    state["n"] += 1
    return ("<" + str(state["n"]) + ">", e.start + 1 if state["n"] > 1 else 0)


codecs.register_error("test.back", back_once)
print("ab\xe9cd".encode("ascii", "test.back"))

for name, result in [("test.notuple", "x"), ("test.short", ("x",)), ("test.badpos", ("x", "y")),
                     ("test.badrepl", (1, 1)), ("test.far", ("x", 100)), ("test.farback", ("x", -100)),
                     ("test.nonascii", ("\xe9", 2))]:
    codecs.register_error(name, lambda e, r=result: r)
    print(name, attempt(lambda: "a\xe9".encode("ascii", name)), attempt(lambda: b"a\xff".decode("utf-8", name)))

codecs.register_error("test.raises", lambda e: (_ for _ in ()).throw(KeyError("from the handler")))
print(attempt(lambda: "\xe9".encode("ascii", "test.raises")))
print(attempt(lambda: codecs.register_error("x", 1)), attempt(lambda: codecs.register_error(1, print)))

enc_err = UnicodeEncodeError("ascii", "ab\xe9\u20ac\U0001f600", 2, 5, "ordinal not in range(128)")
dec_err = UnicodeDecodeError("utf-8", b"ab\xff\xfe", 2, 4, "invalid start byte")
tr_err = UnicodeTranslateError("ab\xe9\u20ac", 2, 4, "no mapping")
for name in STANDARD:
    f = codecs.lookup_error(name)
    print(name, [attempt(lambda: f(e)) for e in (enc_err, dec_err, tr_err)], attempt(lambda: f(1)))

surr = UnicodeEncodeError("utf-8", "a\udcff\ud800b", 1, 3, "surrogates not allowed")
print(codecs.surrogateescape_errors if hasattr(codecs, "surrogateescape_errors") else "-",
      attempt(lambda: codecs.lookup_error("surrogatepass")(surr)),
      attempt(lambda: codecs.lookup_error("surrogateescape")(surr)))
for enc in ["utf-16", "utf-16-be", "UTF_32_LE", "utf8", "latin-1"]:
    e = UnicodeEncodeError(enc, "\ud800x", 0, 1, "r")
    print(enc, attempt(lambda: codecs.lookup_error("surrogatepass")(e)))
    d = UnicodeDecodeError(enc, "\ud800".encode(enc if enc != "latin-1" else "utf-8", "surrogatepass") + b"zz",
                           0, 1, "r")
    print(enc, attempt(lambda: codecs.lookup_error("surrogatepass")(d)))

print(str(enc_err), "|", str(dec_err), "|", str(tr_err))
print(repr(enc_err), enc_err.args, tr_err.encoding)
print(str(UnicodeEncodeError("x", "abc", 1, 2, "why")), "|", str(UnicodeEncodeError("x", "a\U0001f600", 1, 2, "y")))
print(str(UnicodeDecodeError("x", b"abc", 1, 2, "why")), "|", str(UnicodeDecodeError("x", b"", 0, 1, "r")))
print(str(UnicodeDecodeError("x", bytearray(b"ab"), 0, 2, "r")), UnicodeDecodeError("x", bytearray(b"ab"), 0, 2, "r").object)
e = UnicodeDecodeError("x", b"abc", 0, 1, "r")
e.start = 1
e.end = 3
e.reason = "changed"
print(e, e.args)
print(repr(str(UnicodeEncodeError.__new__(UnicodeEncodeError))), UnicodeEncodeError.__new__(UnicodeEncodeError).args)
for args in [("x",), ("x", 1, 2, 3, "r"), ("x", b"", 2, 3, "r"), (1, "", 0, 0, "r"), ("x", "", "0", 0, "r"),
             ("x", "", 0, 0, 1)]:
    print(attempt(lambda: UnicodeEncodeError(*args)), attempt(lambda: UnicodeDecodeError(*args)))
print(attempt(lambda: UnicodeTranslateError("x")), attempt(lambda: UnicodeEncodeError(encoding="x")))
try:
    "\xe9".encode("ascii")
except UnicodeEncodeError as err:
    print(err.encoding, err.object, err.start, err.end, err.reason, err.args)
try:
    b"ab\xff".decode()
except UnicodeDecodeError as err:
    print(err.encoding, err.object, err.start, err.end, err.reason, err.args)
