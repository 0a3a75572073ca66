# list.sort makes CPython's comparisons, in CPython's order: for lists of many sizes and shapes, how many __lt__
# calls it makes, a digest of the pairs it compares, and the order it leaves.
class Item:
    calls = 0
    digest = 0
    def __init__(self, v, tag):
        self.v = v
        self.tag = tag
    def __lt__(self, other):
        Item.calls += 1
        Item.digest = (Item.digest * 1000003 + self.tag * 7919 + other.tag) % 2147483647
        return self.v < other.v

seed = [12345]
def rnd(n):
    seed[0] = (seed[0] * 1103515245 + 12345) % 2147483648
    return seed[0] % n

def make(n, pattern):
    if pattern == 0:
        vals = [rnd(1000000) for i in range(n)]
    elif pattern == 1:
        vals = [rnd(5) for i in range(n)]
    elif pattern == 2:
        vals = list(range(n))
        for i in range(n // 20):
            a = rnd(n)
            b = rnd(n)
            vals[a], vals[b] = vals[b], vals[a]
    elif pattern == 3:
        vals = list(range(n, 0, -1))
    else:
        vals = []
        while len(vals) < n:
            run = 1 + rnd(200)
            start = rnd(1000)
            step = 1 if rnd(2) else -1
            vals.extend(start + step * j for j in range(run))
        vals = vals[:n]
    return [Item(v, i) for i, v in enumerate(vals)]

for n in [0, 1, 2, 3, 5, 8, 31, 32, 33, 63, 64, 65, 100, 257, 1000, 2049, 5000]:
    for pattern in range(5):
        items = make(n, pattern)
        Item.calls = 0
        Item.digest = 0
        items.sort()
        order = 0
        for it in items:
            order = (order * 31 + it.tag) % 1000000007
        print(n, pattern, Item.calls, Item.digest, order)
items = make(3000, 0)
Item.calls = 0
items.sort(reverse=True)
print("reverse", Item.calls, Item.digest)
keyed = [rnd(100) for i in range(3000)]
print("key", sorted(range(3000), key=lambda i: (keyed[i], -i))[:5])
