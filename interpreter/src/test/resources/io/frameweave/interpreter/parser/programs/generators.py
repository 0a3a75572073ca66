def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


def take(n, it):
    for i, x in enumerate(it):
        if i >= n:
            return
        yield x


def chain(*its):
    for it in its:
        yield from it


def pipeline(data):
    squares = (x * x for x in data if x % 2 == 0)
    lookup = {k: [v ** 2 for v in range(k) if v & 1] for k in range(5)}
    unique = {c.lower() for c in "Hello World" if c.isalpha()}
    nested = [[i * j for j in range(3)] for i in range(3)]
    flat = [y for row in nested for y in row if y]
    total = sum(x for x in squares)
    return total, lookup, sorted(unique), flat


def counter():
    count = 0
    def inc(step=1):
        nonlocal count
        count += step
        return count
    return inc


g = 0
def bump():
    global g
    g += 1


try:
    result = pipeline(list(take(10, fib())))
except (ValueError, TypeError) as exc:
    print("error:", exc)
    raise RuntimeError("bad") from exc
else:
    print(result)
finally:
    print("done")

c = counter()
print(c(), c(), c(5))
x = [*chain([1, 2], (3,), range(4, 6))]
first, *rest = x
print(first, rest, x[::-1], x[1:-1:2])
lam = lambda a, b=2, *args, k=None, **kw: (a, b, args, k, kw)
print(lam(1), lam(1, 3, 4, k=5, z=6))
assert len(x) == 5, f"length was {len(x)}"
del x[0], first
with open(__file__) as f, open(__file__) as g2:
    lines = f.readlines()
print(len(lines) > 0 and not None or ...)
while (n := len(rest)) > 2:
    rest.pop()
print(n, 2 ** -1, -2 ** 2, ~5, 7 // 2, 7 % 3, 1 << 3 >> 1, 5 ^ 3 | 2 & 1)
