# Sets of small ints: operations and printing order.
a = {1, 2, 3, 4}
b = {3, 4, 5, 6}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a.union(b, {10}), a.intersection(b), a.difference(b), a.symmetric_difference(b))
print(a <= a | b, a < a, {1} < a, a >= {1, 2}, a.isdisjoint({9}), a.issubset(range(10)), a.issuperset([1, 2]))
s = set()
for n in [5, 3, 5, 1, 3, 9, 0]:
    s.add(n)
print(s, len(s), 3 in s, 4 in s)
s.discard(42)
s.discard(5)
s.remove(9)
print(s)
try:
    s.remove(99)
except KeyError as e:
    print("KeyError:", e)
popped = {7}.pop()
print(popped)
try:
    set().pop()
except KeyError as e:
    print("KeyError:", e)
s.update([20, 21], {22})
print(s)
s.intersection_update(range(4))
print(s)
s |= {100}
s &= {0, 100}
print(s)
s -= {0}
s ^= {1, 100}
print(s)
print(set([3, 1, 2]), set(range(10)), set("")  == set(), {x % 7 for x in range(50)})
print({10, 3, 100, 7}, {-1, -2, 5}, {1024, 8, 64, 1}, {33, 1, 17, 9})
print(sorted({"pear", "apple", "fig"}), len({"a", "b", "a"}))
print({1, 2} == {2, 1}, {1, 2} != {1}, set() == frozenset(), {1.0, 1, True})
evens = {n for n in range(20) if n % 2 == 0}
threes = {n for n in range(20) if n % 3 == 0}
print(evens & threes, sorted(evens - threes), sorted(evens | threes)[-3:])
c = a.copy()
c.clear()
print(a, c, repr(set()))
try:
    {[1, 2]}
except TypeError as e:
    print("TypeError:", e)
def primes_below(n):
    composite = set()
    for i in range(2, n):
        if i not in composite:
            for j in range(i * i, n, i):
                composite.add(j)
    return sorted(set(range(2, n)) - composite)
print(primes_below(50))
large = set(range(0, 200, 7))
print(len(large), min(large), max(large), sum(large))
