# unicodedata: the character properties of Unicode 14.0, defaults and errors
import unicodedata

print(unicodedata.unidata_version, unicodedata.ucd_3_2_0.unidata_version)
# new in Unicode 14: ARABIC END OF TEXT MARK, MELTING FACE, LATIN SMALL LETTER C WITH PALATAL HOOK, TOTO
# (Java 17's Character knows none of them)
samples = "Aa1 \t\u00bd\u0300\u05d0\u0627\u0661\u2160\u3000\u4e00\uac00\ufb01\U0001d7ce\ud800\ue000\u0378" \
          "\u061d\U0001fae0\u0870\U0001e290\u2ff0\U000e0001\u00df\u01c5\u2070\u0f33\u1f88"
for ch in samples:
    print("%06X" % ord(ch), unicodedata.category(ch), repr(unicodedata.bidirectional(ch)),
          unicodedata.combining(ch), unicodedata.east_asian_width(ch), unicodedata.mirrored(ch),
          repr(unicodedata.decomposition(ch)), unicodedata.decimal(ch, None), unicodedata.digit(ch, None),
          unicodedata.numeric(ch, None))

print(unicodedata.mirrored("("), unicodedata.mirrored("\u2039"), unicodedata.numeric("\u2152"),
      unicodedata.numeric("\u5146"), unicodedata.numeric("\U00016b5d"), unicodedata.digit("\u2469", "no"))
for f, arg in [(unicodedata.decimal, "a"), (unicodedata.digit, "\u2155"), (unicodedata.numeric, "x"),
               (unicodedata.category, "ab"), (unicodedata.category, ""), (unicodedata.category, 65),
               (unicodedata.combining, b"a")]:
    try:
        print(f(arg))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    unicodedata.category(chr=".")
except TypeError as e:
    print("TypeError", e)
try:
    unicodedata.name("a", "b", "c")
except TypeError as e:
    print("TypeError", e)

# a census of the planes in use but the big CJK blocks, so that a table difference shows (the unit tests compare every code point)
CODE_POINTS = [*range(0x3400), *range(0xA000, 0x1FC00), *range(0xE0000, 0xE0200)]  # all but the big CJK blocks


def census(f):
    counts = {}
    for c in CODE_POINTS:
        v = f(chr(c))
        counts[v] = counts.get(v, 0) + 1
    return sorted(counts.items())


print(census(unicodedata.category))
print(census(unicodedata.bidirectional))
print(census(unicodedata.combining))
print(census(unicodedata.east_asian_width))
print(census(unicodedata.mirrored))
print(sum(1 for c in CODE_POINTS if unicodedata.decomposition(chr(c))))
print(sum(unicodedata.numeric(chr(c), 0) for c in CODE_POINTS))
print(type(unicodedata.ucd_3_2_0).__name__, type(unicodedata.ucd_3_2_0) is unicodedata.UCD)
try:
    unicodedata.UCD()
except TypeError as e:
    print("TypeError", e)
