# A word-frequency report over generated text, with formatting and sorting by several keys.
SYLLABLES = ["ka", "lo", "mi", "ra", "ten", "su", "vo", "ne", "pi", "dar"]
def make_text(n_words, seed=7):
    state = seed
    words = []
    for _ in range(n_words):
        state = (state * 1103515245 + 12345) % 2 ** 31
        length = 1 + state % 3
        word = ""
        for k in range(length):
            word += SYLLABLES[(state >> (4 * k + 3)) % len(SYLLABLES)]
        words.append(word)
    sentences = []
    for i in range(0, len(words), 9):
        chunk = words[i:i + 9]
        sentences.append(" ".join(chunk).capitalize() + ".")
    return " ".join(sentences)
text = make_text(400)
print(text[:160])
print(len(text), text.count("."), len(text.split()))
def tokenize(t):
    return [w.strip(".,").lower() for w in t.split()]
freq = {}
for w in tokenize(text):
    freq[w] = freq.get(w, 0) + 1
top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:10]
width = max(len(w) for w, _ in top)
for word, count in top:
    print(f"{word:<{width}} {count:>3} {'*' * count}")
by_length = {}
for w in freq:
    by_length.setdefault(len(w), []).append(w)
for length in sorted(by_length):
    group = sorted(by_length[length])
    print(length, len(group), group[:4])
letters = {}
for ch in text.lower():
    if ch.isalpha():
        letters[ch] = letters.get(ch, 0) + 1
total = sum(letters.values())
print(" ".join(f"{c}:{letters[c] * 100 / total:.1f}%" for c in sorted(letters)))
bigrams = {}
words = tokenize(text)
for a, b in zip(words, words[1:]):
    bigrams[(a, b)] = bigrams.get((a, b), 0) + 1
print(sorted(bigrams.items(), key=lambda kv: (-kv[1], kv[0]))[:3])
print("hapax legomena:", sum(1 for c in freq.values() if c == 1), "distinct:", len(freq))
longest = max(freq, key=lambda w: (len(w), w))
print("longest:", longest, freq[longest])
