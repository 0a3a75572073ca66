# dict views, ordering and iteration.
scores = {"zed": 3, "amy": 9, "bob": 5}
for name in scores:
    print(name, scores[name])
for name, s in scores.items():
    print(f"{name}={s}", end=" ")
print()
keys = scores.keys()
vals = scores.values()
items = scores.items()
scores["cat"] = 7
print(keys, vals, items)
print(len(keys), "amy" in keys, 9 in vals, ("bob", 5) in items, ("bob", 6) in items)
print(sorted(keys), sorted(vals), sorted(items, key=lambda kv: -kv[1]))
print(list(reversed(scores)), list(reversed(scores.values())))
print(keys & {"amy", "zzz"} == {"amy"}, sorted(keys - {"zed"}), sorted(keys | {"new"}))
del scores["amy"]
scores["amy"] = 1
print(list(scores))
try:
    for k in scores:
        scores[k + "!"] = 0
except RuntimeError as e:
    print("RuntimeError:", e)
snapshot = dict(scores)
for k in list(snapshot):
    if k.endswith("!"):
        del snapshot[k]
print(snapshot)
squares = {n: n * n for n in range(6)}
print(squares, {v: k for k, v in squares.items() if v > 4})
inverted = {}
for word in ["ant", "bee", "cat", "ape", "bat", "cow", "eel"]:
    inverted.setdefault(word[0], []).append(word)
print(inverted)
print({k: len(v) for k, v in inverted.items()})
graph = {"a": ["b", "c"], "b": ["d"], "c": ["d", "e"], "d": ["f"], "e": ["f"], "f": []}
order, seen = [], set()

def visit(n):
    if n in seen:
        return
    seen.add(n)
    for m in graph[n]:
        visit(m)
    order.append(n)

for node in graph:
    visit(node)
print("topo:", order[::-1])
counts = dict.fromkeys("abc", 0)
for ch in "abacabcc":
    counts[ch] += 1
print(counts, sum(counts.values()), min(counts.items(), key=lambda kv: kv[1]))
e = {}
e[3] = "c"; e[1] = "a"; e[2] = "b"
print(e, list(e.items()), dict(sorted(e.items())))
print(next(iter(e)), next(iter(e.values())), list(enumerate(e)))
