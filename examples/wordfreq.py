"""Word frequencies of a text file (or of a built-in paragraph), with a small bar chart.

Run: ./frameweave run examples/wordfreq.py [FILE] [TOP]     (defaults: built-in text, top 12)
"""
import sys

SAMPLE = """
The loom hums in the workshop while the weaver counts her threads. Every thread that crosses the
warp is a small decision, and every decision leaves a mark in the cloth. When the light fades the
weaver stops, holds the cloth up to the window, and reads the day in it: here the pattern ran true,
there a thread slipped and the weave went loose. Tomorrow she will weave again, and the loom will
hum, and the cloth will remember what the weaver forgets.
"""

STOP_WORDS = {"the", "a", "and", "in", "to", "it", "is", "of", "up", "her", "she", "what", "that", "there", "here"}


def words(text):
    cleaned = "".join(ch.lower() if ch.isalpha() or ch == "'" else " " for ch in text)
    return [w.strip("'") for w in cleaned.split() if w.strip("'")]


def main(argv):
    if len(argv) > 1:
        with open(argv[1], encoding="utf-8") as f:
            text = f.read()
        source = argv[1]
    else:
        text = SAMPLE
        source = "the built-in sample"
    top = int(argv[2]) if len(argv) > 2 else 12
    all_words = words(text)
    counts = {}
    for w in all_words:
        if w not in STOP_WORDS:
            counts[w] = counts.get(w, 0) + 1
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:top]
    print(f"{len(all_words)} words, {len(counts)} distinct (stop words left out) in {source}")
    if not ranked:
        return
    width = max(len(w) for w, _ in ranked)
    biggest = ranked[0][1]
    for word, n in ranked:
        bar = "#" * max(1, n * 40 // biggest)
        print(f"{word:<{width}}  {n:>4}  {bar}")
    longest = max(counts, key=lambda w: (len(w), w))
    print(f"longest word: {longest!r} ({len(longest)} letters)")


if __name__ == "__main__":
    main(sys.argv)
