# str's case mappings by Unicode 14.0: special casings, final sigma, title case, casefold
words = ["stra\u00dfe", "\ufb03", "\u0130stanbul", "\u1f80", "\u01c5", "\u01c4a", "\u0149", "\u1e96",
         "\u03a3", "\u039f\u0394\u03a3", "\u039f\u0394\u03a3 \u039f\u0394\u03a3.", "A\u03a3'\u03a3B", "\u03a3a",
         "a\u03a3\u0345", "a\u0345\u03a3", "hello world", "\u00b5", "\u017f", "\u1e9e", "\u2c65", "\ua7c0",
         "\u2c2f\u2c5f", "\U00010570\U00010597", "\U0001e921", "\u0587", "\u1fb3\u1fbc", "\u10d0\u1c90",
         "\u0345", "they're bill's friends", "\u0041\u0308\u0301b", "\u02bcn", "\uff41\uff22"]
for w in words:
    print(ascii(w), ascii(w.upper()), ascii(w.lower()), ascii(w.title()), ascii(w.capitalize()),
          ascii(w.swapcase()), ascii(w.casefold()), w.islower(), w.isupper(), w.istitle())
# a checksum per mapping over the planes in use, so that any difference shows
CODE_POINTS = [*range(0x3400), *range(0xA000, 0x1FC00), *range(0xE0000, 0xE0200)]  # all but the big CJK blocks
for method in ("upper", "lower", "title", "casefold", "swapcase", "capitalize"):
    h = 0
    for c in CODE_POINTS:
        for m in getattr(chr(c), method)():
            h = (h * 1000003 + ord(m)) % 2305843009213693951
    print(method, h)
for method in ("islower", "isupper", "istitle"):
    print(method, sum(1 for c in CODE_POINTS if getattr(chr(c), method)()))
