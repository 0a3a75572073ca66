# unicodedata.normalize / is_normalized in the four forms, and Unicode 3.2's for stringprep (ucd_3_2_0)
import unicodedata

texts = ["caf\u00e9", "cafe\u0301", "\ufb01", "\u1e9b\u0323", "\uac00\u11a8", "\u1100\u1161\u11a8", "\u212b",
         "\u0041\u030a\u0327", "\u00c5\u0327", "\u1e0b\u0323", "\u0071\u0307\u0323", "\u2460\u00bd\u2075",
         "\uff76\uff9e", "\u0958", "\u1f80\u0345", "\U0001d400", "\u0344", "\u0f73", "plain ascii", "",
         "\u03d3", "\u1fed", "\u00a8\u0301", "\U0001f100", "\u0390", "\u30ac\u309a"]
for t in texts:
    row = []
    for form in ("NFC", "NFD", "NFKC", "NFKD"):
        n = unicodedata.normalize(form, t)
        row.append(ascii(n))
        row.append(unicodedata.is_normalized(form, t))
    print(ascii(t), *row)
for form, arg in [("NFX", "a"), ("NFC", 1), (1, "a")]:
    try:
        unicodedata.normalize(form, arg)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
# the old version: the corrections made since 3.2 and characters it did not have
o = unicodedata.ucd_3_2_0
for t in ["\uf951", "\U0002f868", "\U0002f874", "\U0002f91f", "\U0002f95f", "\U0002f9bf", "\u2460", "\U0001f100",
          "\u1e9b\u0323"]:
    print(ascii(t), ascii(o.normalize("NFKC", t)), ascii(unicodedata.normalize("NFKC", t)), o.is_normalized("NFC", t))
print(o.category("\u00aa"), o.category("\u10d0"), o.category("\U0001fae0"), repr(o.bidirectional("\U0001fae0")),
      o.bidirectional("+"), o.bidirectional("\u2212"), o.combining("\U0001d167"), o.east_asian_width("\U0001f600"),
      o.decimal("\U0001d7ce", None), o.mirrored("\U0001f600"), repr(o.decomposition("\U0001f100")))
# every character's forms, folded into one checksum
CODE_POINTS = [*range(0x3400), *range(0xA000, 0xD800), *range(0xE000, 0x1FC00), *range(0xE0000, 0xE0200)]


def checksum(text, h):
    for ch in text:
        h = (h * 1000003 + ord(ch)) % 2305843009213693951
    return h


h = 0
for c in CODE_POINTS:
    ch = chr(c)
    for form in ("NFC", "NFD", "NFKC", "NFKD"):
        h = checksum(unicodedata.normalize(form, ch), h)
    h = checksum(o.normalize("NFKC", ch), h)
print(h)
old_changes = sum(1 for c in CODE_POINTS
                  if o.category(chr(c)) != unicodedata.category(chr(c))
                  or o.bidirectional(chr(c)) != unicodedata.bidirectional(chr(c)))
print(old_changes)
