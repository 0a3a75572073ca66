# Lib's encodings package over _codecs: every byte of many single-byte code pages decoded and encoded back
# (charmap tables, EncodingMap), aliases, punycode (pure Python), open() and tokenize with encodings
# from Lib, and the source-encoding detection linecache and tokenize use.
import codecs
import encodings
import encodings.aliases
import io
import os
import tokenize

print(encodings.normalize_encoding("Latin-1  X"), encodings.search_function("latin-1").name,
      encodings.search_function("no such thing"))
print(sorted(encodings.aliases.aliases.items())[:5])

for enc in ["cp037", "cp437", "cp850", "cp866", "cp1250", "cp1251", "cp1252", "cp1253", "cp1255", "iso8859_2",
            "iso8859_5", "iso8859_7", "iso8859_15", "koi8_r", "koi8_u", "mac_roman", "mac_cyrillic", "hp_roman8",
            "tis_620", "cp1006", "palmos", "kz1048"]:
    decoded = bytes(range(256)).decode(enc, "replace")
    undefined = [i for i, c in enumerate(decoded) if c == "\ufffd"]
    back = decoded.replace("\ufffd", "").encode(enc)
    print(enc, codecs.lookup(enc).name, len(undefined), undefined[:6], len(back), sum(map(ord, decoded)),
          back == bytes(b for b in range(256) if b not in undefined))

for word in ["b\xfccher", "\u043f\u0440\u0438\u043c\u0435\u0440", "example", "\u4f8b\u3048"]:
    p = word.encode("punycode")
    print(repr(word), p, p.decode("punycode") == word)

path = "_golden_311_scratch.txt"
for enc in ["cp1252", "koi8_r", "utf-16", "mac_roman", "utf-8-sig"]:
    text = "Grüße, d\u00e9j\u00e0 vu" if enc != "koi8_r" else "\u043f\u0440\u0438\u0432\u0435\u0442"
    with open(path, "w", encoding=enc) as f:
        f.write(text + "\n")
    with open(path, "rb") as f:
        raw = f.read()
    with open(path, encoding=enc) as f:
        print(enc, raw, repr(f.read()), f.encoding)
os.remove(path)

source = "# -*- coding: koi8-r -*-\nname = '\u043f\u0440\u0438\u0432\u0435\u0442'\n".encode("koi8_r")
print(tokenize.detect_encoding(io.BytesIO(source).readline))
print(tokenize.detect_encoding(io.BytesIO(b"\xef\xbb\xbfx = 1\n").readline))
print(tokenize.detect_encoding(io.BytesIO(b"x = 1\n").readline))
for tok in tokenize.tokenize(io.BytesIO(source).readline):
    print(tokenize.tok_name[tok.type], repr(tok.string), tok.start)
try:
    tokenize.detect_encoding(io.BytesIO(b"# coding: no-such-codec\n").readline)
except SyntaxError as e:
    print("SyntaxError", e)
