# Sorting by (int, str) tuple keys, the shape of key=lambda kv: (-kv[1], kv[0]): ties keep their order,
# reverse keeps equal items in order, and keys that are not all such pairs sort as tuples do.
counts = {}
words = "the cat and the dog and the bird saw a cat and a dog".split()
for w in words:
    counts[w] = counts.get(w, 0) + 1
items = list(counts.items())
print(sorted(items, key=lambda kv: (-kv[1], kv[0])))
print(sorted(items, key=lambda kv: (kv[1], kv[0]), reverse=True))
pairs = [(3, "b"), (1, "z"), (3, "a"), (1, "z"), (2, "\u00e9"), (2, "e"), (-5, ""), (2**70, "big")]
tagged = [(p, i) for i, p in enumerate(pairs)]
print(sorted(tagged, key=lambda t: t[0]))
print(sorted(tagged, key=lambda t: t[0], reverse=True))
print(sorted(tagged[:-1], key=lambda t: t[0]))
print(sorted(tagged[:-1], key=lambda t: t[0], reverse=True))
print(sorted([(1, "b"), (True, "a"), (1, "a")]))
print(sorted([(1, "b"), (1.0, "a"), (0, "c")]))
print(sorted([(2, "x"), (1, "y", 0), (1, "y")]))
print(sorted([(1, "\U0001F600"), (1, "\uffff"), (1, "a")]))
try:
    sorted([(1, "a"), (1, 2)])
except TypeError as e:
    print("TypeError", e)
