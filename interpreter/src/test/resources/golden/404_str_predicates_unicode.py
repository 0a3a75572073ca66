# str's predicates, identifiers, int() and float() by Unicode 14.0
CODE_POINTS = [*range(0x3400), *range(0xA000, 0x1FC00), *range(0xE0000, 0xE0200)]  # all but the big CJK blocks
for method in ("isalpha", "isdecimal", "isdigit", "isnumeric", "isalnum", "isspace", "isprintable", "isidentifier"):
    found = [c for c in CODE_POINTS if getattr(chr(c), method)()]
    print(method, len(found), sum(found) % 1000003)
print(sum(1 for c in CODE_POINTS if ("a" + chr(c)).isidentifier()))
print("\u061d".isprintable(), "\U0001fae0".isprintable(), "\u0870".isalpha(), "\U0001e2f0".isdecimal(),
      "\u2ff0".isprintable(), "x\u200b".isprintable(), "\u00b2".isdigit(), "\u00b2".isdecimal(), "\u4e07".isnumeric())
print(repr("\u061d\U0001fae0\u0378\u200b\x85"), ascii(" \u3000a\u2028b\x85c".split()), "a\u2028b\x1cc".splitlines())
# identifiers in source: PEP 3131, NFKC
ns = {}
exec("\ufb01le = 1\n\u00e9t\u00e9 = 2\n\u212bngstr\u00f6m = 3\nx\u0301 = 4\n", ns)
print(sorted(k for k in ns if k != "__builtins__"))
for src in ["a\u00b7b = 1", "\u00b7a = 1", "a\u2e2fb = 1", "x\u200bz = 1", "\U0001fae0 = 1", "\u1885 = 1"]:
    try:
        exec(src, {})
        print(ascii(src), "ok")
    except SyntaxError as e:
        print(ascii(src), "SyntaxError", ascii(e.msg))
# non-ASCII digits
print(int("\u0661\u0662\u0663"), int("\U0001d7cf\U0001d7d0"), int(" \u0967\u0968 "), int("\u0661\u0660", 16),
      float("\u0661.\u0665"), float("\u00a0\u0663e\u0662\u2003"))
for text in ["\u00b2", "\uff21", "\u2160", "\u0661_\u0662", "\u4e00"]:
    try:
        print(ascii(text), int(text, 16))
    except ValueError as e:
        print(ascii(text), "ValueError", ascii(str(e)))
