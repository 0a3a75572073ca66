# unicodedata.name and lookup: stored names, names by rule, aliases, named sequences; \N{...} in literals
import unicodedata

for ch in "A\u00e9\u0000\u00ad\u061d\U0001fae0\uac00\ud7a3\u4e00\U0003134a\U00031350\uf900\U0002f800" \
          "\U00018b00\U0001b170\U00017000\U00017ff7\ufe00\U000e0100\U0001f1e6\u1f88\ud800\ue000\U0010ffff":
    print("%06X" % ord(ch), unicodedata.name(ch, None))
for name in ["LATIN SMALL LETTER A", "latin small letter a", "Latin Capital Letter E With Acute", "MELTING FACE",
             "HANGUL SYLLABLE GAG", "hangul syllable gag", "CJK UNIFIED IDEOGRAPH-4E00", "CJK UNIFIED IDEOGRAPH-04E00",
             "CJK UNIFIED IDEOGRAPH-4e00", "CJK UNIFIED IDEOGRAPH-9FFF", "CJK UNIFIED IDEOGRAPH-3134B",
             "cjk compatibility ideograph-f900", "NULL", "LINE FEED", "BYTE ORDER MARK", "NBSP", "FVS1",
             "LATIN CAPITAL LETTER GHA", "KEYCAP NUMBER SIGN", "LATIN CAPITAL LETTER A WITH MACRON AND GRAVE",
             "TAMIL SYLLABLE KSSA", "TANGUT IDEOGRAPH-17000", "NO SUCH THING", "LATIN SMALL LETTER A ", "",
             "a" * 300]:
    try:
        print(repr(name[:40]), [hex(ord(c)) for c in unicodedata.lookup(name)])
    except KeyError as e:
        print(repr(name[:40]), "KeyError", e)
print(unicodedata.lookup(b"DIGIT ONE"))
try:
    unicodedata.lookup(1)
except TypeError as e:
    print("TypeError", e)
o = unicodedata.ucd_3_2_0
print(o.name("A"), o.name("\U0001fae0", "-"), o.name("\u9fa6", "-"))
for name in ["NULL", "LATIN SMALL LETTER A", "MELTING FACE", "KEYCAP NUMBER SIGN", "CJK UNIFIED IDEOGRAPH-9FA6"]:
    try:
        print(repr(o.lookup(name)))
    except KeyError as e:
        print("KeyError", e)
print("\N{LATIN SMALL LETTER A}\N{latin small letter b}\N{BYTE ORDER MARK}\N{MELTING FACE}\N{HANGUL SYLLABLE GA}"
      == "ab\ufeff\U0001fae0\uac00")
print(ascii("\N{CJK UNIFIED IDEOGRAPH-4E00}\N{NULL}\N{LINE FEED}"))
for src in [r'"\N{KEYCAP NUMBER SIGN}"', r'"\N{NO SUCH NAME}"', r'"\N{}"']:
    try:
        print(ascii(eval(src)))
    except SyntaxError as e:
        print("SyntaxError", e.msg)
print(b"\\N{EM DASH}\\N{MELTING FACE}".decode("unicode_escape") == "\u2014\U0001fae0")
print("a\u061d\U0001fae0b\x00".encode("ascii", "namereplace"))
# every stored name goes there and back
count = 0
for c in [*range(0x3400), *range(0xA000, 0x1FC00), *range(0xE0000, 0xE0200)]:
    n = unicodedata.name(chr(c), None)
    if n is not None:
        count += 1
        assert unicodedata.lookup(n) == chr(c), hex(c)
print(count)
