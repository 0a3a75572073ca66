# chr, ord, hex, oct, bin, str, repr, ascii, format, bool, list/tuple/dict/set constructors.
print(chr(65), chr(0x263A), chr(128512), ord("A"), ord("\n"), ord("€"))
print([ord(c) for c in "Hi!"], "".join(chr(c) for c in [80, 121, 116, 104, 111, 110]))
for bad in [lambda: chr(-1), lambda: chr(0x110000), lambda: ord("ab"), lambda: ord("")]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
print(hex(0), hex(4095), oct(511), bin(255), bin(-1), hex(-(2 ** 64)))
print(str(1), str(1.0), str(None), str(True), str([1, "a"]), str((1,)), str({"k": [None]}))
print(repr("a'b"), repr('a"b'), repr(1.5), repr([1.0, "x"]), repr(None), ascii("naïve"))
print(format(42), format(42, "b"), format(3.14159, ".2f"), format("hi", ">5"), format(0.5, "%"), format(10 ** 6, ","))
print(bool(), bool(0.0), bool("False"), bool([None]), int(), float(), str(), list(), tuple(), dict(), set())
print(list("abc"), list(range(3)), list({"a": 1}), list((1, 2)), list(x for x in "hi"))
print(tuple([1, 2]), dict([("a", 1), ["b", 2]]), dict(a=1), set([1, 1, 2]), frozenset("aab") == frozenset("ab"))
print(int("0b101", 0), int("0o17", 0), int("0x1f", 0), int("  12  "), int("-0"), float("1_000.5"))
print(str(12).zfill(5), str(-3.5), repr(str), repr(int), repr(len), type(len).__name__)
class WithStr:
    def __str__(self):
        return "custom str"
class WithRepr:
    def __repr__(self):
        return "custom repr"
print(str(WithStr()), str(WithRepr()), repr(WithRepr()), [WithRepr()], f"{WithRepr()}")
print(format(WithRepr()), "%s" % WithRepr(), str([WithStr()]) .startswith("[<__main__.WithStr object"))
try:
    format(WithStr(), "x")
except TypeError as e:
    print("TypeError:", e)
def to_roman(n):
    table = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
             (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    out = ""
    for value, sym in table:
        while n >= value:
            out += sym
            n -= value
    return out
def from_roman(s):
    vals = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for a, b in zip(s, s[1:] + " "):
        v = vals[a]
        total += -v if b != " " and vals[b] > v else v
    return total
for n in [1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999]:
    r = to_roman(n)
    print(n, r, from_roman(r))
