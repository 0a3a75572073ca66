# The codec registry beneath codecs and encodings: lookup and its name normalisation, CodecInfo, search functions
# registered and unregistered, str.encode/bytes.decode falling back to the registry (and refusing non-text codecs
# or wrong result types), codecs.encode/decode of any object, and the wrapping of a failing codec's error.
import codecs
import _codecs

for name in ["utf-8", "UTF8", "utf_8", "U8", "latin-1", "Latin 1", "iso-8859-1", "ascii", "US-ASCII", "646",
             "cp1252", "windows-1252", "koi8-r", "utf-16", "UTF-16LE", "utf_32_be", "utf-8-sig", "utf-7",
             "unicode_escape", "raw-unicode-escape", "mac-roman", "cp437", "rot13", "hex", "base64"]:
    info = codecs.lookup(name)
    print(repr(name), "->", info.name, type(info).__name__, isinstance(info, tuple), len(info),
          getattr(info, "_is_text_encoding", None))

for bad in ["no-such-codec", "", "utf-9"]:
    try:
        codecs.lookup(bad)
    except LookupError as e:
        print("LookupError", e)

try:
    codecs.lookup(1)
except TypeError as e:
    print("TypeError", e)

print(codecs.lookup("utf-8") is codecs.lookup("UTF-8"))


# a codec of our own: swaps case, registered through a search function
def swap_encode(s, errors="strict"):
    return s.swapcase().encode("ascii", errors), len(s)


def swap_decode(b, errors="strict"):
    return bytes(b).decode("ascii", errors).swapcase(), len(b)


seen = []


def search(name):
    seen.append(name)
    if name == "swap_case":
        return codecs.CodecInfo(swap_encode, swap_decode, name="swap-case")
    if name == "bad_shape":
        return (1, 2, 3)
    if name == "not_text":
        return codecs.CodecInfo(swap_encode, swap_decode, name="not-text", _is_text_encoding=False)
    if name == "wrong_type":
        return codecs.CodecInfo(lambda s, e="strict": (s, len(s)), lambda b, e="strict": (b, len(b)), name="wrong")
    if name == "one_arg":
        return codecs.CodecInfo(lambda s: (s.encode() + b"!", len(s)), lambda b: ("<" + bytes(b).decode() + ">", 1))
    if name == "fails":
        def boom(s, errors="strict"):
            raise ValueError("the codec broke")
        return codecs.CodecInfo(boom, boom, name="fails")
    if name == "bad_result":
        return codecs.CodecInfo(lambda s, e="strict": b"x", lambda b, e="strict": ("x", 1, 2))
    return None


codecs.register(search)
print("Hello World".encode("Swap Case"), b"Hello World".decode("swap-case"))
print(codecs.lookup("SWAP case").name, seen[-1])
print("abc".encode("one_arg"), b"abc".decode("one-arg"), str(b"xy", "one_arg"))
print(codecs.encode("Abc", "swap_case"), codecs.decode(b"Abc", "swap_case"))

for call in [lambda: codecs.lookup("bad_shape"),
             lambda: "x".encode("not_text"),
             lambda: b"x".decode("not_text"),
             lambda: "x".encode("wrong_type"),
             lambda: b"x".decode("wrong_type"),
             lambda: "x".encode("fails"),
             lambda: codecs.encode("x", "fails"),
             lambda: b"x".decode("fails"),
             lambda: "x".encode("bad_result"),
             lambda: b"x".decode("bad_result"),
             lambda: "x".encode("rot13"),
             lambda: b"x".decode("hex"),
             lambda: codecs.encode(b"abc", "utf-8"),
             lambda: codecs.encode(1, "hex"),
             lambda: codecs.decode("x", "utf-8"),
             lambda: codecs.register(1),
             lambda: codecs.encode("x", encoding=1)]:
    try:
        print(repr(call()))
    except Exception as e:
        print(type(e).__name__, e, "| cause:", repr(e.__cause__))

print(codecs.encode("Hello", "rot13"), codecs.decode("Uryyb", "rot_13"))
print(codecs.encode(b"\x00\xff", "hex"), codecs.decode(b"00ff", "hex_codec"))
print(codecs.encode(b"hi there", "base64"), codecs.decode(b"aGkgdGhlcmU=\n", "base64"))
print(codecs.encode("abc"), codecs.decode(b"abc"), codecs.encode("\xe9", "latin-1", "strict"))
print("caf\xe9".encode("cp1252"), b"caf\xe9\x80".decode("cp1252"), "\u0436".encode("koi8_r"))

codecs.unregister(search)
try:
    codecs.lookup("swap_case")
except LookupError as e:
    print("after unregister:", e)
codecs.unregister(search)  # a second time is no error
print(_codecs.lookup is codecs.lookup, codecs.register is _codecs.register)
