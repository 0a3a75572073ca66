# Indexing, slicing, comparison and iteration over strings.
s = "abcdefghij"
print(s[0], s[-1], s[3], s[-4])
print(s[2:5], s[:3], s[7:], s[:], s[-3:-1], s[5:2], s[100:], s[-100:2])
print(s[::2], s[1::2], s[::-1], s[::-2], s[8:2:-2], s[-1:-5:-1], s[2:8:3])
print(s[len(s):], s[0:0], s[3:3] == "")
for bad in [10, -11]:
    try:
        s[bad]
    except IndexError as e:
        print("IndexError:", e)
try:
    s[0] = "z"
except TypeError as e:
    print("TypeError:", e)
try:
    s[1.5]
except TypeError as e:
    print("TypeError:", e)
print(list("hey"), tuple("ab"), sorted("banana"), set("aaa") == {"a"})
counts = {}
for ch in "mississippi":
    counts[ch] = counts.get(ch, 0) + 1
print(counts)
print(max("hello"), min("hello"), "".join(sorted("hello", reverse=True)))
print("a" * 5, 3 * "ab", "-" * 0)
print("abc" + "def", "abc" < "abd" < "b", "B" > "A", "apple" < "apples")
acc = ""
for i, ch in enumerate("xyz"):
    acc += ch * (i + 1)
print(acc)

def rle(text):
    out = []
    i = 0
    while i < len(text):
        j = i
        while j < len(text) and text[j] == text[i]:
            j += 1
        out.append(f"{j - i}{text[i]}")
        i = j
    return "".join(out)

def unrle(code):
    out, num = [], ""
    for ch in code:
        if ch.isdigit():
            num += ch
        else:
            out.append(ch * int(num))
            num = ""
    return "".join(out)

for t in ["aaabccddddde", "abc", "", "zzzzzzzzzzzz"]:
    enc = rle(t)
    print(repr(t), enc, unrle(enc) == t)

def caesar(text, shift):
    res = []
    for c in text:
        if c.isalpha():
            base = ord("A") if c.isupper() else ord("a")
            res.append(chr((ord(c) - base + shift) % 26 + base))
        else:
            res.append(c)
    return "".join(res)

msg = "Hello, World! Zebra-xylophone."
enc = caesar(msg, 3)
print(enc, caesar(enc, -3) == msg, caesar(msg, 13))
