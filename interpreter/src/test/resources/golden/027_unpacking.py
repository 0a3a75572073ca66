# Starred and nested unpacking in assignments, calls and literals.
a, *rest = [1, 2, 3, 4]
print(a, rest)
*init, last = "hello"
print(init, last)
first, *middle, final = range(6)
print(first, middle, final)
x, *y = [1]
print(x, y)
(p, q), *others = [(1, 2), (3, 4), (5, 6)]
print(p, q, others)
a, b = b, a = 1, 2
print(a, b)
m, n = 1, 2
m, n = n, m
print(m, n)
i = 0
arr = [10, 20, 30]
i, arr[i] = 1, 99
print(i, arr)
for k, (v1, v2) in enumerate([(1, 2), (3, 4)]):
    print(k, v1, v2)
for head, *tail in [[1, 2, 3], [4], [5, 6]]:
    print(head, tail)
print([*range(3), *"ab", *(7, 8)])
print((*[1, 2], 3), {*[1, 2], *{2, 3}}, {**{"a": 1}, "b": 2, **{"c": 3}})
def show(*args, **kwargs):
    return f"args={args} kwargs={kwargs}"
nums = [1, 2, 3]
opts = {"sep": "-", "end": "!"}
print(show(*nums), show(0, *nums, 4, *nums), show(**opts), show(*nums, x=1, **opts))
print(*nums)
print(*nums, **opts)
print()
print(*"abc", sep="|")
try:
    a, *b, c = [1]
except ValueError as e:
    print("ValueError:", e)
try:
    (a, b), c = [1, 2], 3, 4
except ValueError as e:
    print("ValueError:", e)
try:
    a, b = 5
except TypeError as e:
    print("TypeError:", e)
d = {"x": 1, "y": 2}
k1, k2 = d
print(k1, k2)
(v1, v2) = d.values()
print(v1 + v2)
[s1, s2, s3] = "xyz"
print(s3 + s2 + s1)
a = b = c = []
a.append(1)
print(a, b, c, a is c)
first, second, *_ = "one two three four".split()
print(first, second, _)
