# open() in text mode honours errors=: strict raises CPython's UnicodeDecodeError/UnicodeEncodeError, the other
# handlers replace, drop, escape or smuggle the bad bytes and characters.
DATA = "_170_data.txt"
OUT = "_170_out.txt"


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)


def read(errors=None, encoding=None):
    with open(DATA, encoding=encoding, errors=errors) as f:
        return f.read()


with open(DATA, "w", encoding="latin-1") as f:
    f.write("ab\xe9cd\n\xff\xfe\nend\n")
show(lambda: read())
show(lambda: open(DATA).readline())
show(lambda: next(iter(open(DATA))))
show(lambda: read("strict"))
for handler in ["replace", "ignore", "surrogateescape", "backslashreplace", "xmlcharrefreplace", "namereplace", "bogus"]:
    show(lambda: read(handler))
show(lambda: read(encoding="ascii"))
show(lambda: read("replace", "ascii"))

# a character split between reads and a truncated one at the end
with open(DATA, "w", encoding="utf-8") as f:
    f.write("x" * 8191 + "\u20ac" + "y")
text = read()
print(len(text), repr(text[8189:]))
with open(DATA, "w", encoding="latin-1") as f:
    f.write("ok\xe2\x82")
show(lambda: read())
show(lambda: read("replace"))
show(lambda: read("surrogateescape"))

# encoding: the error comes from write(), positions count characters of that write
show(lambda: open(OUT, "w", encoding="ascii").write("h\xe9llo"))
show(lambda: open(OUT, "w", encoding="ascii").write("h\xe9\xe9llo"))
show(lambda: open(OUT, "w").write("a\udc80"))
show(lambda: open(OUT, "w").write("a\udc00\udc01\udfffb"))
show(lambda: open(OUT, "w", encoding="latin-1").write("a\u20acb"))
show(lambda: open(OUT, "w", encoding="latin-1").write("a\U0001f600b"))
show(lambda: open(OUT, "w", encoding="cp1252").write("a\u0100b"))
show(lambda: open(OUT, "w", encoding="utf-16").write("a\udc80b"))
for handler in ["backslashreplace", "xmlcharrefreplace", "replace", "ignore", "namereplace"]:
    with open(OUT, "w", encoding="ascii", errors=handler) as f:
        print(handler, f.write("h\xe9\u20ac\U0001f600!"), f.errors)
    print(repr(open(OUT).read()))
with open(OUT, "w", errors="surrogateescape") as f:
    f.write("h\udce9\udcffx")
print(repr(open(OUT, encoding="latin-1").read()))
print(repr(open(OUT, errors="surrogateescape").read()))
with open(OUT, "w", errors="surrogatepass") as f:
    f.write("h\udce9x")
print(repr(open(OUT, encoding="latin-1").read()))
print(repr(open(OUT, errors="surrogatepass").read()))
show(lambda: open(OUT, "w", encoding="ascii", errors="surrogateescape").write("h\u20ac"))
show(lambda: open(OUT, "w", errors="bogus").write("fine"))
show(lambda: open(OUT, "w", errors="bogus").write("\udc80"))
show(lambda: open(OUT, "w", errors=3))
show(lambda: open(OUT, "w", encoding=3))

try:
    open(DATA, "w").write("\udc80")
except UnicodeEncodeError as e:
    print(e.encoding, e.start, e.end, e.reason, repr(e.object))
try:
    open(DATA, "w", encoding="latin-1").write("\xff")
    open(DATA).read()
except UnicodeDecodeError as e:
    print(e.encoding, e.start, e.end, e.reason)

try:
    import os
    os.remove(DATA)
    os.remove(OUT)
except ImportError:
    pass
