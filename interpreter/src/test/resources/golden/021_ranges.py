# range objects.
r = range(10)
print(r, range(2, 8), range(0, 20, 5), range(5, 0, -1), range(3, 3))
print(list(r), list(range(2, 8)), list(range(0, 20, 5)), list(range(5, 0, -1)), list(range(3, 3)))
print(len(r), len(range(0, 100, 7)), len(range(10, 0, -3)), len(range(5, 1)))
print(r[3], r[-1], r[2:5], r[::-1], r[::3], list(r[::-2]), range(1, 20, 3)[2:5])
print(5 in r, 10 in r, -1 in r, 14 in range(0, 20, 7), 15 in range(0, 20, 7))
print(r.index(4), range(0, 20, 5).index(15), range(7).count(3), r.start, r.stop, r.step)
print(range(1, 10, 2) == range(1, 11, 2), range(0) == range(5, 5), range(3) == range(3))
print(sum(range(101)), sum(range(0, 1000, 3)), max(range(7)), min(range(4, 9)))
print(list(reversed(range(1, 6))), sorted(range(5), reverse=True))
big = range(10 ** 18, 10 ** 18 + 10 ** 12, 7)
print(len(big), big[5], (10 ** 18 + 14) in big, big[-1])
try:
    range(1, 10, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    r[10]
except IndexError as e:
    print("IndexError:", e)
try:
    range(1.5)
except TypeError as e:
    print("TypeError:", e)
try:
    r.index(42)
except ValueError as e:
    print("ValueError:", e)
total = 0
for i in range(3):
    for j in range(i, 3):
        total += i * j
print(total)
print([i * j for i in range(1, 4) for j in range(1, 4) if i != j])
it = iter(range(3))
print(next(it), next(it), next(it), next(it, "done"))
print(list(range(-5, 5, 3)), list(range(-1, -10, -4)), range(-3, 3)[-2])
tri = [sum(range(n + 1)) for n in range(10)]
print(tri)
print(list(zip(range(3), range(10, 13), range(20, 30))))
print(bool(range(0)), bool(range(1)), hash(range(3)) == hash(range(0, 3, 1)))
