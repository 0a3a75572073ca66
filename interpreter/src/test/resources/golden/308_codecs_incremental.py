# Incremental decoding and encoding through Lib's codecs: bytes fed one at a time to the incremental decoders of
# the VM's codecs and of Lib's own (utf-8, utf-8-sig, utf-16, utf-32, utf-7, cp1252, escapes), getstate/setstate
# and reset, StreamReader/StreamWriter over BytesIO, codecs.iterdecode/iterencode, and TextIOWrapper over BytesIO
# with encodings from Lib.
import codecs
import io

sample = "a\xe9\u20ac\U0001f600z"
for enc in ["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-be", "utf-7", "latin-1",
            "cp1252", "mac_roman", "unicode_escape", "raw_unicode_escape"]:
    try:
        data = sample.encode(enc)
    except UnicodeEncodeError:
        data = "a\xe9z".encode(enc)
    dec = codecs.getincrementaldecoder(enc)()
    pieces = [dec.decode(data[i:i + 1]) for i in range(len(data))]
    pieces.append(dec.decode(b"", final=True))
    print(enc, data, pieces)
    enc_obj = codecs.getincrementalencoder(enc)()
    out = b"".join(enc_obj.encode(c) for c in "ab\xe9") + enc_obj.encode("", final=True)
    print("  encoded piecewise:", out)

dec = codecs.getincrementaldecoder("utf-8")()
print(repr(dec.decode(b"\xe2\x82")), dec.getstate())
dec.setstate((b"", 0))
print(repr(dec.decode(b"\xac")) if False else "", repr(dec.decode(b"ok")))
dec = codecs.getincrementaldecoder("utf-8")(errors="replace")
print(repr(dec.decode(b"a\xe2\x82")), repr(dec.decode(b"b")), repr(dec.decode(b"\xe2", final=True)))
dec = codecs.getincrementaldecoder("utf-8")()
dec.decode(b"\xe2")
try:
    dec.decode(b"", final=True)
except UnicodeDecodeError as e:
    print("final:", e)
dec.reset()
print(repr(dec.decode(b"x")))

dec = codecs.getincrementaldecoder("utf-16")()
print([dec.decode(bytes([b])) for b in b"\xfe\xff\x00a\xd8\x3d\xde\x00"])
try:
    codecs.getincrementaldecoder("utf-16")().decode(b"a\x00b\x00", final=True)
except UnicodeError as e:
    print(type(e).__name__, e)

buf = io.BytesIO()
w = codecs.getwriter("utf-16")(buf)
w.write("hi")
w.write("\u20ac")
print(buf.getvalue())
buf.seek(0)
r = codecs.getreader("utf-16")(buf)
print(repr(r.read()))
stream = io.BytesIO("line one\nline \u20ac two\r\nthree".encode("utf-8"))
print(codecs.getreader("utf-8")(stream).readlines())
print(list(codecs.iterdecode([b"a\xc3", b"\xa9", b"\xe2\x82\xac"], "utf-8")))
print(list(codecs.iterencode(["a", "\xe9", ""], "utf-16-le")))

for enc in ["utf-8", "cp1252", "koi8_r", "utf-16", "utf-7", "iso8859_15", "cp437"]:
    raw = io.BytesIO()
    t = io.TextIOWrapper(raw, encoding=enc, newline="\n")
    text = "caf\xe9 \u2500\n\u0436 \u20ac\n"
    try:
        t.write(text)
        t.flush()
    except UnicodeEncodeError as e:
        print(enc, "cannot write:", e)
        continue
    data = raw.getvalue()
    back = io.TextIOWrapper(io.BytesIO(data), encoding=enc, newline="\n")
    print(enc, data, repr(back.read()), back.encoding)

t = io.TextIOWrapper(io.BytesIO(b"caf\x81"), encoding="cp1252", errors="replace")
print(repr(t.read()))
t = io.TextIOWrapper(io.BytesIO(b"caf\x81"), encoding="cp1252")
try:
    t.read()
except UnicodeDecodeError as e:
    print("UnicodeDecodeError", e)
for bad in ["rot13", "no-such-encoding"]:
    try:
        io.TextIOWrapper(io.BytesIO(), encoding=bad)
    except LookupError as e:
        print("LookupError", e)
