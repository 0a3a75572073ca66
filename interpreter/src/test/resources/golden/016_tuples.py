# Tuples: packing, unpacking, immutability, comparison, hashing.
t = (1, 2, 3)
u = 4, 5
single = (7,)
empty = ()
print(t, u, single, empty, type(u).__name__, len(empty))
print(t + u, t * 2, t[1], t[-1], t[::-1], 2 in t, t.index(3), (1, 1, 2).count(1))
a, b, c = t
print(a, b, c)
(x, y), z = (10, 20), 30
print(x, y, z)
try:
    t[0] = 9
except TypeError as e:
    print("TypeError:", e)
try:
    a, b = t
except ValueError as e:
    print("ValueError:", e)
try:
    a, b, c, d = t
except ValueError as e:
    print("ValueError:", e)
print((1, 2) < (1, 3), (1, 2) < (1, 2, 0), (2,) > (1, 9), (1, "a") == (1, "a"))
print(hash((1, 2)) == hash((1, 2)), {(1, 2): "pt"}[(1, 2)])
inner = ([1], 2)
inner[0].append(99)
print(inner)
try:
    hash(inner)
except TypeError as e:
    print("TypeError:", e)
print(tuple([3, 4]), tuple("hi"), tuple(range(3)), tuple())

def min_max(xs):
    return min(xs), max(xs)

lo, hi = min_max([4, 9, -2, 7])
print(lo, hi, min_max("hello"))
records = [("carol", 31, "dev"), ("alice", 25, "ops"), ("bob", 31, "dev")]
for name, age, dept in sorted(records, key=lambda r: (-r[1], r[0])):
    print(f"{name:<6}{age:>3} {dept}")
by_dept = {}
for name, age, dept in records:
    by_dept.setdefault(dept, []).append(name)
print(by_dept)
print(repr((1,)), repr(((),)), str((1, "a", None)), ((1, 2),)[0][1])
nested = ((1, 2), (3, (4, 5)))
print(nested[1][1][0], len(nested), sum(p[0] for p in nested))
coords = [(0, 0), (3, 4), (-1, 1)]
print(sorted(coords, key=lambda p: p[0] ** 2 + p[1] ** 2))
print(max(coords), min(coords), list(zip(*coords)))
