# zip, enumerate, map, filter, reversed, iter, next, any, all.
names = ["ann", "bob", "cy"]
ages = [31, 25, 40, 99]
print(list(zip(names, ages)), list(zip()), list(zip("ab")), dict(zip(names, ages)))
print(list(zip(*[(1, "a"), (2, "b"), (3, "c")])))
print(list(enumerate(names)), list(enumerate(names, 1)), list(enumerate("xy", start=-1)))
for i, (n, a) in enumerate(zip(names, ages)):
    print(i, n, a)
print(list(map(len, names)), list(map(lambda a, b: a * b, [1, 2, 3], [4, 5])), list(map(str, range(3))))
print(list(filter(None, [0, 1, "", "x", None, [], [0]])), list(filter(lambda v: v % 2, range(10))))
print(list(reversed([1, 2, 3])), list(reversed("abc")), list(reversed(range(4))), list(reversed((1, 2))))
print(any([]), all([]), any([0, 0, 1]), all([1, 1, 0]), any(x > 5 for x in range(3)), all(c.isalpha() for c in "abc"))
m = map(abs, [-1, -2, -3])
print(next(m), list(m))
z = zip([1, 2], "ab")
print(type(z).__name__, type(m).__name__, type(enumerate([])).__name__, type(reversed([])).__name__)
print(next(z), list(z))
f = filter(str.isdigit, "a1b22c")
print(list(f), list(f))
try:
    reversed(5)
except TypeError as e:
    print("TypeError:", e)
try:
    list(zip([1], 2))
except TypeError as e:
    print("TypeError:", e)
try:
    next(iter([]))
except StopIteration as e:
    print("StopIteration:", repr(e))
matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([list(col) for col in zip(*matrix)], [sum(r) for r in matrix], list(map(sum, zip(*matrix))))
pairs = list(zip(range(5), reversed(range(5))))
print(pairs, [a + b for a, b in pairs])
lines = ["first", "second", "third"]
numbered = "\n".join(f"{i:>2}: {line}" for i, line in enumerate(lines, 1))
print(numbered)
print(list(map(lambda kv: kv[0] * kv[1], {"a": 2, "b": 3}.items())), dict(enumerate("ab")))
evens = filter(lambda x: x % 2 == 0, map(lambda x: x * 3, range(10)))
print(list(evens))
print(list(zip(range(3), range(10), "abcdef")), list(reversed(list(enumerate("ab")))))
print(sum(1 for _ in filter(None, [1, 0, 2])), all(map(bool, [1, 2])), any(map(bool, [0, ""])))
