# range with bounds and steps at the edges of 64-bit integers: length, truth, indexing, membership,
# count, equality and slicing must not overflow anywhere between "small" and big-int ranges
import sys

M = sys.maxsize
cases = [
    (0, 10, 1), (10, 0, -1), (0, 10, 3), (-5, 5, -1), (5, -5, -3),
    (-M - 1, M, 1), (-M - 1, M, M), (M, -M - 1, -M - 1), (M, -M - 1, -1), (0, M, 2),
    (0, 2 ** 62, 1), (0, 2 ** 62 - 1, 1), (0, 2 ** 63, 1), (-2 ** 63, 2 ** 63 - 1, 2 ** 61),
    (2 ** 64, 2 ** 64 + 10, 3), (-M - 1, M, -1), (M, -M - 1, 2),
]
for a, b, c in cases:
    r = range(a, b, c)
    try:
        n = len(r)
    except OverflowError as e:
        n = "OverflowError: %s" % e
    first = r[0] if r else None
    last = r[-1] if r else None
    probes = [a, b, b - 1, a + c, a - c, M, -M - 1, 0, 7, (a + b) // 2]
    print(a, b, c, n, bool(r), first, last)
    print("  in:", [p in r for p in probes])
    print("  count:", [r.count(p) for p in probes])
    print("  eq:", r == range(a, b, c), r[:3], list(r[:3]), list(r[-2:]))
    for p in probes:
        if p in r:
            print("  index", p, r.index(p))
