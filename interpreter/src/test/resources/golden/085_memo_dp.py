# Dynamic programming: memoised recursion and bottom-up tables.
def memo(fn):
    cache = {}
    def wrapper(*args):
        if args not in cache:
            cache[args] = fn(*args)
        return cache[args]
    wrapper.cache = cache
    return wrapper
@memo
def edit_distance(a, b):
    if not a:
        return len(b)
    if not b:
        return len(a)
    if a[0] == b[0]:
        return edit_distance(a[1:], b[1:])
    return 1 + min(edit_distance(a[1:], b), edit_distance(a, b[1:]), edit_distance(a[1:], b[1:]))
for x, y in [("kitten", "sitting"), ("flaw", "lawn"), ("intention", "execution"), ("", "abc")]:
    print(x, y, edit_distance(x, y))
def lcs(a, b):
    table = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) - 1, -1, -1):
        for j in range(len(b) - 1, -1, -1):
            table[i][j] = table[i + 1][j + 1] + 1 if a[i] == b[j] else max(table[i + 1][j], table[i][j + 1])
    out, i, j = [], 0, 0
    while i < len(a) and j < len(b):
        if a[i] == b[j]:
            out.append(a[i]); i += 1; j += 1
        elif table[i + 1][j] >= table[i][j + 1]:
            i += 1
        else:
            j += 1
    return "".join(out)
print(lcs("AGGTAB", "GXTXAYB"), lcs("the quick brown fox", "a quick brown dog"))
def knapsack(items, capacity):
    best = [0] * (capacity + 1)
    choice = [[] for _ in range(capacity + 1)]
    for name, weight, value in items:
        for c in range(capacity, weight - 1, -1):
            if best[c - weight] + value > best[c]:
                best[c] = best[c - weight] + value
                choice[c] = choice[c - weight] + [name]
    return best[capacity], choice[capacity]
items = [("map", 9, 150), ("compass", 13, 35), ("water", 153, 200), ("sandwich", 50, 160),
         ("glucose", 15, 60), ("tin", 68, 45), ("banana", 27, 60), ("apple", 39, 40)]
print(knapsack(items, 200))
@memo
def partitions(n, k):
    if n == 0:
        return 1
    if n < 0 or k == 0:
        return 0
    return partitions(n - k, k) + partitions(n, k - 1)
print([partitions(n, n) for n in range(1, 16)], partitions(60, 60))
def coin_change(coins, amount):
    ways = [1] + [0] * amount
    for c in coins:
        for a in range(c, amount + 1):
            ways[a] += ways[a - c]
    fewest = [0] + [None] * amount
    for a in range(1, amount + 1):
        options = [fewest[a - c] for c in coins if c <= a and fewest[a - c] is not None]
        fewest[a] = min(options) + 1 if options else None
    return ways[amount], fewest[amount]
print(coin_change([1, 2, 5, 10, 25, 50], 100), coin_change([4, 7], 5), coin_change([3, 7], 20))
def longest_increasing(xs):
    ends, prev, idx = [], [None] * len(xs), []
    for i, x in enumerate(xs):
        lo, hi = 0, len(ends)
        while lo < hi:
            mid = (lo + hi) // 2
            if xs[ends[mid]] < x:
                lo = mid + 1
            else:
                hi = mid
        if lo > 0:
            prev[i] = ends[lo - 1]
        if lo == len(ends):
            ends.append(i)
        else:
            ends[lo] = i
    out, k = [], ends[-1] if ends else None
    while k is not None:
        out.append(xs[k]); k = prev[k]
    return out[::-1]
print(longest_increasing([10, 9, 2, 5, 3, 7, 101, 18, 4, 19, 20]))
print(len(edit_distance.cache) > 10)
