# str.join of lists, tuples, generators and str subclasses (and its errors), generators consumed by builtins,
# startswith/endswith around surrogate pairs, int() of plain decimal text, ASCII and other case mappings, split
class S(str):
    def __str__(self): return "S!"
print(" ".join(["a", "b", S("c")]), "-".join(x for x in "xyz"), repr("".join(())), ",".join(("q",)), "".join([S("only")]),
      type("".join([S("only")])).__name__, repr(", ".join([])), "ab".join("123"), "".join(["é", "\U0001F600", "z"]))
for bad in [[1, "a"], ["a", 2], (None,), iter([b"x"]), "ab" and ["a", ["b"]]]:
    try:
        print(" ".join(bad))
    except TypeError as e:
        print("TypeError:", e)
try:
    " ".join(5)
except TypeError as e:
    print("TypeError:", e)
class Growing(list):
    def __iter__(self):
        yield "it"
        yield "er"
print("+".join(Growing(["x", "y"])))
def g():
    yield "a"
    yield "b"
    return "ret"
print("+".join(g()), list(g()), sum(x for x in [1, 2, 3]), tuple(y for y in "ab"), sorted(z for z in "cab"), max(len(w) for w in ["aa", "b"]))
def failing():
    yield "a"
    raise KeyError("inside")
try:
    "".join(failing())
except KeyError as e:
    print("KeyError:", e)
def stopper():
    yield "a"
    raise StopIteration("leak")
try:
    list(stopper())
except RuntimeError as e:
    print("RuntimeError:", e, type(e.__cause__).__name__)
gen = (c for c in "abc")
print(next(gen), "".join(gen), list(gen))
async def co():
    pass
c = co()
for consume in (next, list, "".join):
    try:
        consume(c)
    except TypeError as e:
        print("TypeError:", e)
c.close()
for s, fx in [("abc", "a"), ("abc", "c"), ("abc", ""), ("", ""), ("", "a"), ("abc", "abcd"), ("\U0001F600", "\ud83d"),
              ("\U0001F600", "\ude00"), ("x\U0001F600", "\ude00"), ("\U0001F600y", "\ud83d"), ("\U0001F600y", "\U0001F600")]:
    print(s.startswith(fx), s.endswith(fx), s.startswith(fx, 0), s.endswith(fx, 0, None), s.startswith(fx, 1),
          s.endswith(fx, 0, -1), s.startswith((fx, "zz")), s.endswith(("zz", fx)), s.startswith(fx, 5))
for t in ["12", "-12", "+7", " 12 ", "1_000", "0012", "-0", "123456789012345678", "-999999999999999999", "1234567890123456789",
          "99999999999999999999", "", "-", "+", "1a", "٣", "１２", "0x10", "12.5", "1__2", "--1", "+-1"]:
    try:
        r = int(t)
        print(repr(t), r, type(r).__name__, int(t, 0) if not t.strip().startswith(("0", "-0", "+0")) or t.strip() in ("0", "-0") else "-")
    except ValueError as e:
        print(repr(t), "ValueError:", e)
for s in ["Hello World 123", "", "abc", "ABC", "ß straße", "ǅ", "ﬁ", "İ", "ÿ", "µ", "ΣΑΣ ΟΔΟΣ", "\U00010428"]:
    print(repr(s.upper()), repr(s.lower()), repr(s.casefold()), s.isupper(), s.islower())
print(b"abc".upper(), bytearray(b"aBc").isupper(), b"xyz".find(b"y"), b"  a ".strip(), b"ab".center(6, b"*"), bytearray(b"AbC").lower())
line = "00001234 INFO  [    auth] request timeout retry took=123ms"
print(line.split(" ", 2), line.split(), line.rsplit(None, 2), line.split("o"), "a,b,,c,".split(","), "".split(), "".split(","))
print(" ".join(str(i) for i in range(30)).split(" ", 20), "x y z".rsplit(" ", 1), "  lead".split(), "a\u2003b\x1cc".split())
