# the idna codec and stringprep, which need unicodedata.ucd_3_2_0 (nameprep: NFKC and the tables of RFC 3454)
# golden: needs the standard library
import encodings.idna
import stringprep

for host in ["b\u00fccher.example", "\u30c9\u30e1\u30a4\u30f3.\u30c6\u30b9\u30c8", "Stra\u00dfe.de", "\ufb01le.com",
             "\u0645\u062b\u0627\u0644.\u0625\u062e\u062a\u0628\u0627\u0631", "\u03b5\u03bb.\u03a3\u0391\u03a3",
             "xn--bcher-kva.example", "ascii.example.", "\u2460\u2461.jp"]:
    try:
        enc = host.encode("idna")
        print(ascii(host), enc, ascii(enc.decode("idna")))
    except UnicodeError as e:
        print(ascii(host), "UnicodeError", e)
for bad in ["a\u0627b.example", "\u0627a\u0628.example", "\U0001fae0.example", "\ue000.example", "a\u200e.x"]:
    try:
        print(ascii(bad), bad.encode("idna"))
    except UnicodeError as e:
        print(ascii(bad), "UnicodeError", e)
print(ascii(encodings.idna.nameprep("Caf\u00e9\u00ad\u200b")), ascii(encodings.idna.nameprep("\u1e9b\u0323")))
tables = [name for name in dir(stringprep) if name.startswith("in_table_")]
for name in sorted(tables):
    test = getattr(stringprep, name)
    print(name, sum(1 for c in [*range(0xd800), *range(0xe000, 0x20000)] if test(chr(c))))
print(ascii([stringprep.map_table_b2(c) for c in "\u1e9e\u00c5\u2163\u03d2"]), ascii(stringprep.map_table_b3("\u1e9e")))
import re
print(ascii(re.findall(r"\w+", "caf\u00e9 \u0661\u0662 \u2160x \u061d")), ascii(re.findall(r"\d", "\u0661\u00b2\U0001e2f1")),
      ascii(re.findall(r"(?i)\u1e9e", "\u00df\u1e9e")), re.match(r"\s+", "\u3000\x1c\x85 ").end())
