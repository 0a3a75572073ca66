# str methods: splitting, joining, searching, replacing.
s = "  the rain in spain stays mainly in the plain  "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()))
print(repr("xxhixx".strip("x")), repr("abcba".strip("ab")), repr("..a..".rstrip(".")))
words = s.split()
print(words, len(words))
print("a,b,,c".split(","), "a,b,,c".split(",", 1), "a b  c".split(" "))
print("a,b,c".rsplit(",", 1), "  x  y  ".split(None, 1), "".split(), "".split(","))
print("line1\nline2\r\nline3\n".splitlines(), "a\nb\n".splitlines(True))
print("-".join(["x", "y", "z"]), "".join(reversed("stressed")), ", ".join(str(i) for i in range(5)))
print(s.find("ain"), s.find("ain", 12), s.rfind("ain"), s.find("xyz"), s.index("in"), s.rindex("in"))
print(s.count("ain"), s.count("in"), "aaaa".count("aa"), "abc".count(""))
print(s.replace("ain", "AIN"), s.replace("ain", "", 2).strip())
print("hello".startswith("he"), "hello".endswith("lo"), "hello".startswith(("x", "h")), "hello".endswith("l", 0, 4))
print("key=value=x".partition("="), "key=value=x".rpartition("="), "novalue".partition("="))
print("in" in s, "xyz" not in s, "" in "abc")
try:
    s.index("zzz")
except ValueError as e:
    print("ValueError:", e)
try:
    "abc".split("")
except ValueError as e:
    print("ValueError:", e)
try:
    "-".join(["a", 1])
except TypeError as e:
    print("TypeError:", e)

def word_wrap(text, width):
    lines, current = [], ""
    for word in text.split():
        if current and len(current) + 1 + len(word) > width:
            lines.append(current)
            current = word
        else:
            current = word if not current else current + " " + word
    if current:
        lines.append(current)
    return lines

for line in word_wrap("Far out in the uncharted backwaters of the unfashionable end of the western spiral arm", 22):
    print("|" + line.ljust(22) + "|")

csv = "name,age,city\nalice,30,paris\nbob,25,rome"
rows = [line.split(",") for line in csv.splitlines()]
header, data = rows[0], rows[1:]
for row in data:
    print(dict(zip(header, row)))
print("abc".removeprefix("a"), "abc".removesuffix("bc"), "abc".removeprefix("x"))
