# A dict- and str-heavy text workload: generate a pseudo-random corpus, then count words, bigrams,
# character classes and a simple inverted index, and report a deterministic summary.
SIZE = 510000  # words in the corpus; tune so CPython 3.11 takes 2-4 s

ONSETS = ["b", "c", "d", "f", "g", "h", "k", "l", "m", "n", "p", "r", "s", "t", "v", "w", "st", "tr", "pl", "gr"]
VOWELS = ["a", "e", "i", "o", "u", "ai", "ou", "ea"]
CODAS = ["", "", "n", "r", "s", "t", "nd", "ck", "ll", "ng"]


class Lcg:
    def __init__(self, seed):
        self.state = seed

    def below(self, n):
        self.state = (self.state * 1103515245 + 12345) & 0x7FFFFFFF
        return self.state % n


def make_lexicon(rng, n):
    words = set()
    while len(words) < n:
        w = "".join(ONSETS[rng.below(len(ONSETS))] + VOWELS[rng.below(len(VOWELS))] + CODAS[rng.below(len(CODAS))]
                    for _ in range(1 + rng.below(3)))
        words.add(w)
    return sorted(words)


def make_corpus(rng, lexicon, n):
    parts = []
    sentence_len = 0
    for i in range(n):
        # Zipf-like choice: small indexes are much more likely
        idx = rng.below(len(lexicon))
        idx = idx * rng.below(len(lexicon)) // len(lexicon)
        word = lexicon[idx]
        if sentence_len == 0:
            word = word.capitalize()
        sentence_len += 1
        if sentence_len > 6 + rng.below(10):
            parts.append(word + ".")
            sentence_len = 0
        elif rng.below(12) == 0:
            parts.append(word + ",")
        else:
            parts.append(word)
    return " ".join(parts)


def analyse(text):
    freq = {}
    bigrams = {}
    index = {}
    prev = None
    for pos, raw in enumerate(text.split()):
        w = raw.strip(".,").lower()
        freq[w] = freq.get(w, 0) + 1
        if prev is not None:
            key = prev + " " + w
            bigrams[key] = bigrams.get(key, 0) + 1
        prev = None if raw.endswith(".") else w
        first = w[0]
        bucket = index.get(first)
        if bucket is None:
            bucket = index[first] = []
        if len(bucket) < 50000:
            bucket.append(pos)
    classes = {"vowel": 0, "consonant": 0, "space": 0, "punct": 0, "upper": 0}
    for ch in text:
        if ch in "aeiou":
            classes["vowel"] += 1
        elif ch == " ":
            classes["space"] += 1
        elif ch in ".,":
            classes["punct"] += 1
        elif ch.isupper():
            classes["upper"] += 1
        else:
            classes["consonant"] += 1
    return freq, bigrams, index, classes


def main():
    rng = Lcg(2024)
    lexicon = make_lexicon(rng, 3000)
    text = make_corpus(rng, lexicon, SIZE)
    freq, bigrams, index, classes = analyse(text)
    top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:8]
    top_bi = sorted(bigrams.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
    print("chars", len(text), "distinct", len(freq), "bigrams", len(bigrams))
    print("top", " ".join(f"{w}:{c}" for w, c in top))
    print("top bigrams", "; ".join(f"{w}={c}" for w, c in top_bi))
    print("classes", " ".join(f"{k}={v}" for k, v in classes.items()))
    print("index", " ".join(f"{k}:{len(v)}" for k, v in sorted(index.items())[:10]))
    longest = max(freq, key=lambda w: (len(w), w))
    print("longest", longest, len(longest))
    checksum = 0
    for w in sorted(freq):
        checksum = (checksum * 31 + freq[w] * len(w)) % 1000000007
    print("checksum", checksum)


main()
