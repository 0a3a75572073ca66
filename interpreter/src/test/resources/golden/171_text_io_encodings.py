# open()'s encoding=: CPython's names and aliases, byte order marks, and LookupError for unknown codecs.
NAME = "_171_file.txt"


def raw():
    with open(NAME, encoding="latin-1") as f:
        return f.read()


def roundtrip(encoding, text="hi\n\u20ac\U0001f600"):
    with open(NAME, "w", encoding=encoding) as f:
        n = f.write(text)
    with open(NAME, encoding=encoding) as f:
        back = f.read()
    print(encoding, n, repr(raw()), back == text)


for enc in ["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be"]:
    roundtrip(enc)
for enc in ["latin-1", "iso-8859-15", "cp1252", "ascii"]:
    roundtrip(enc, "caf\xe9" if enc != "ascii" else "cafe")

# a BOM is dropped by utf-16 and utf-8-sig readers and kept by utf-8
with open(NAME, "w", encoding="utf-8-sig") as f:
    f.write("bom")
print(repr(open(NAME).read()), repr(open(NAME, encoding="utf-8-sig").read()))
with open(NAME, "w", encoding="utf-8") as f:
    f.write("no bom")
print(repr(open(NAME, encoding="utf-8-sig").read()))
with open(NAME, "w", encoding="utf-16-be") as f:
    f.write("\ufeffbig")
print(repr(open(NAME, encoding="utf-16").read()), repr(open(NAME, encoding="utf-16-be").read()))
# appending writes no second BOM
with open(NAME, "w", encoding="utf-16") as f:
    f.write("a")
with open(NAME, "a", encoding="utf-16") as f:
    f.write("b")
print(repr(raw()), repr(open(NAME, encoding="utf-16").read()))

# decoding errors of the wide codecs
with open(NAME, "w", encoding="latin-1") as f:
    f.write("ab\xe9cd\n\xff\xfe\n")
for enc in ["utf-16", "utf-32", "utf-16-be"]:
    try:
        print(repr(open(NAME, encoding=enc).read()))
    except UnicodeDecodeError as e:
        print("UnicodeDecodeError:", e)
with open(NAME, "w", encoding="latin-1") as f:
    f.write("\x00\xdc\x00\xd8a\x00")
for errors in ["strict", "replace", "surrogatepass"]:
    try:
        print(repr(open(NAME, encoding="utf-16-le", errors=errors).read()))
    except UnicodeDecodeError as e:
        print("UnicodeDecodeError:", e)
with open(NAME, "w", encoding="latin-1") as f:
    f.write("\x81")
try:
    open(NAME, encoding="cp1252").read()
except UnicodeDecodeError as e:
    print("UnicodeDecodeError:", e)

for enc in ["UTF8", "utf_8", "Latin1", "L1", "iso8859-1", "ISO-8859-1", "us-ascii", "646", "windows-1252", "U8",
            "utf", "UTF-16LE", "utf_16_be", "cp65001", "8859", "latin_1", "bogus", "utf-9", ""]:
    try:
        f = open(NAME, "w", encoding=enc)
        print(repr(enc), f.encoding, f.errors)
        f.close()
    except LookupError as e:
        print(repr(enc), "LookupError:", e)
print(open(NAME, "w"))
print(open(NAME, "w", encoding="Latin-1", errors="ignore").errors)

# newline= with a wide codec, and "\r\n" split across reads
N = NAME
def raw(enc="latin-1"):
    with open(N, encoding=enc, newline="") as f:
        return f.read()
for newline in [None, "", "\n", "\r", "\r\n"]:
    with open(N, "w", newline=newline, encoding="utf-16") as f:
        f.write("a\nb\r\nc\rd\n")
    print(repr(newline), repr(raw("utf-16")))
    for rn in [None, "", "\n", "\r", "\r\n"]:
        with open(N, newline=rn, encoding="utf-16") as f:
            print("  ", repr(rn), f.readlines())
with open(N, "w", encoding="latin-1", newline="") as f:
    f.write("x" * 8191 + "\r\n" + "y\r" + "z" * 8190 + "\r" + "\nw")
for rn in [None, ""]:
    with open(N, newline=rn) as f:
        print([len(l) for l in f])
try:
    open(N, newline="x")
except ValueError as e:
    print(e)
try:
    open(N, newline=5)
except TypeError as e:
    print(e)

try:
    import os
    os.remove(NAME)
except ImportError:
    pass
