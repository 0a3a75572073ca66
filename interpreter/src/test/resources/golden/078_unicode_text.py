# Non-ASCII text: code points, case mapping, slicing and formatting.
words = ["naïve", "café", "Straße", "Ελληνικά", "日本語", "emoji😀!"]
for w in words:
    print(w, len(w), w.upper(), w.lower(), w[::-1], w[1:3])
print([ord(c) for c in "é€😀"], "\u00e9" == "é", "\U0001F600" == "😀")
print("日本" + "語", "語" * 3, "本" in "日本語", "日本語".find("語"), "日本語".index("本"))
print(sorted(["b", "á", "a", "z", "é"]), max("aé"), min("Zé"))
print(f"{'日本':>6}|{'é':^5}|{'😀':<3}|")
print("%-6s|%5s|" % ("ñ", "ü"))
print(repr("ü"), ascii("ü"), repr("\u200b"), repr("😀"), ascii("😀"))
print("İ".lower() == "i̇", "ǈ".upper(), "ǈ".lower(), "ß".upper(), "ﬁ".upper())
print("Σίσυφος".upper(), "ΣΊΣΥΦΟΣ".lower())
print("caf\xe9" == "café", "caf\u00e9" < "cafz")
s = "😀a😀b"
print(len(s), s[0], s[1], s[2:], s.count("😀"), s.replace("😀", ":)"), s.split("a"))
print([c for c in "a😀b"], list(reversed("a😀b")), "".join(sorted("b😀a")))
print("½".isnumeric(), "½".isdigit(), "٣".isdigit(), "٣".isdecimal(), int("٣"), "Ⅻ".isnumeric())
print("é".isalpha(), "日".isalpha(), "😀".isalpha(), " ".isspace(), "\u3000".isspace())
print(chr(0x1F600 + 1), chr(233), hex(ord("€")))
counts = {}
for ch in "ααβγγγ":
    counts[ch] = counts.get(ch, 0) + 1
print(counts)
print("ǅungla".title(), "hello wörld".title(), "ÉCOLE".capitalize())
print("x".center(5, "·"), "→".join(["a", "b", "c"]), "résumé".startswith("ré"), "résumé".endswith("mé"))
