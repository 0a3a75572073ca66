# Assignment expressions (walrus).
data = [3, 8, 1, 9, 4]
if (n := len(data)) > 3:
    print(f"list has {n} items")
print(n)
values = iter([5, 2, 0, 7])
total = 0
while (v := next(values)) != 0:
    total += v
print(total, v)
print([y for x in range(8) if (y := x * x) % 3 == 1])
print(y)
def first_long(words, limit):
    for w in words:
        if (size := len(w)) > limit:
            return w, size
    return None, 0
print(first_long(["a", "abcd", "abcdefg"], 3), first_long([], 1))
chunks = []
stream = list(range(10))
pos = 0
while (chunk := stream[pos:pos + 3]):
    chunks.append(chunk)
    pos += 3
print(chunks)
stats = [(s := sum(data)), s / len(data), (m := max(data)) - min(data), m]
print(stats)
print((a := 10) + a, a)
def counter():
    count = 0
    def bump():
        nonlocal count
        return (count := count + 1)
    return bump
bump = counter()
print(bump(), bump(), bump())
results = {}
for word in "pear apple peach plum".split():
    if (first := word[0]) not in results:
        results[first] = []
    results[first].append(word)
print(results, first)
print([total := total + i for i in range(4)], total)
lines = ["key=val", "bad line", "k2=v2", "x="]
parsed = {k: v for line in lines if (eq := line.find("=")) > 0 for k, v in [(line[:eq], line[eq + 1:])]}
print(parsed)
print(any((hit := w).startswith("pl") for w in ["pear", "plum", "peach"]), hit)
fib = [a := 0, b := 1]
for _ in range(8):
    a, b = b, a + b
    fib.append(b)
print(fib)
