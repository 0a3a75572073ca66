# Sorting many strs and (int, str) keys: shared and long prefixes, NUL characters, Latin-1 and wider characters,
# empty strings, reverse, stability, keys made by functions, surrogate pairs (which take the general comparison)
class Rng:
    def __init__(self, seed):
        self.state = seed
    def below(self, n):
        self.state = (self.state * 1103515245 + 12345) & 0x7FFFFFFF
        return (self.state >> 16) % n
rng = Rng(7)
def word(alphabet, longest):
    return "".join(alphabet[rng.below(len(alphabet))] for _ in range(rng.below(longest + 1)))
def digest(ws):
    return sum((i + 1) * sum(map(ord, w)) for i, w in enumerate(ws)) % 1000003
alphabets = {
    "ascii": "ab",
    "nul": "a\x00b",
    "latin1": "aé\xffz",
    "wide": "aĀ\u4e00b",
    "mixed_late": "ab",
}
for name, alphabet in alphabets.items():
    words = [word(alphabet, 20) for _ in range(300)]
    if name == "mixed_late":
        words = ["x" * 16 + w for w in words] + ["x" * 17 + "\u0100", "x" * 15 + "\u0100"]
    prefixed = ["common-prefix-of-twenty" + w for w in words]
    for ws in (words, prefixed):
        s = sorted(ws)
        assert all(s[i] <= s[i + 1] for i in range(len(s) - 1))
        print(name, len(s), s[:4], s[-3:], sorted(ws, reverse=True)[:3], digest(s), digest(sorted(ws, reverse=True)))
        pairs = sorted(((rng.below(3), w) for w in ws))
        assert all(pairs[i] <= pairs[i + 1] for i in range(len(pairs) - 1))
        print(pairs[:3], pairs[-2:], digest(w for _, w in pairs))
        counts = {}
        for w in ws:
            counts[w] = counts.get(w, 0) + 1
        top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
        print(top[:4], top[-2:], digest(w for w, _ in top), sorted(counts, key=lambda w: (len(w), w))[:5])
stable = sorted([("b", 1), ("a", 2), ("b", 0), ("a", 1)] * 20, key=lambda t: t[0])
print(stable[:6], stable[-3:])
surrogates = ["\U0001F600" + word("ab", 3) for _ in range(40)] + ["\uffff" + word("ab", 3) for _ in range(40)] + ["b"] * 5
print(sorted(surrogates)[:3], sorted(surrogates)[-3:], sorted(surrogates, reverse=True)[:2])
print(sorted([""] * 70 + ["\x00"] * 3 + ["\x00\x00", "a"])[-5:])
