# sorted, min, max, sum, with key/reverse/default; stability.
people = [("ann", 31), ("bob", 25), ("cat", 31), ("dan", 19), ("eve", 25)]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: p[1], reverse=True))
print(sorted(people, key=lambda p: (-p[1], p[0])))
print(sorted([3, 1, 2], reverse=True), sorted("hello"), sorted({3: 0, 1: 0}), sorted(()))
print(sorted(["b", "A", "c", "B"]), sorted(["b", "A", "c", "B"], key=str.lower))
print(sorted([-3, 2, -1, 0], key=abs), sorted([[2, 1], [1, 2], [1]]))
print(min(4, 2, 8), max(4, 2, 8), min([5, 3]), max("apple"), min("b", "a", "c"))
print(max(people, key=lambda p: p[1]), min(people, key=lambda p: p[1]))
print(max([], default="empty"), min([], default=None), max([7], default=0), max((), key=len, default=-1))
print(max([1, 2, 3], key=lambda v: -v), min(["aaa", "b", "cc"], key=len), max(["aaa", "b", "cc"], key=len))
print(max(3, 3.0), max(3.0, 3), min(0, -0.0), max([2, 5, 5, 1], key=lambda v: v // 3))
print(sum([1, 2, 3]), sum([1, 2, 3], 10), sum([0.1] * 3), sum([[1], [2]], []), sum(range(5), start=-10))
for bad in [lambda: max([]), lambda: min(), lambda: sorted([1, "a"]), lambda: sum(["a", "b"], ""), lambda: max(1)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
words = "the quick brown fox jumps over the lazy dog".split()
print(sorted(words, key=len), sorted(set(words))[:3])
by_len = sorted(words, key=lambda w: (len(w), w))
print(by_len)
lst = [5, 2, 9]
res = lst.sort()
print(res, lst, sorted(lst) is lst)
data = [{"n": "x", "score": 3}, {"n": "y", "score": 9}, {"n": "z", "score": 3}]
best = max(data, key=lambda d: d["score"])
print(best["n"], [d["n"] for d in sorted(data, key=lambda d: d["score"], reverse=True)])
print(sorted([(1, "b"), (1, "a"), (0, "z")]), sorted([True, False, True]), sorted([2.5, 1, 2]))
print(max("abc", "abd", key=lambda s: s[-1]), min(range(10), key=lambda v: (v - 4) ** 2))
