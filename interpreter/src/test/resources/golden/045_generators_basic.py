# Generator functions: lazy evaluation, state, StopIteration, return.
def countdown(n):
    print("start countdown")
    while n > 0:
        yield n
        n -= 1
    print("countdown done")
gen = countdown(3)
print(type(gen).__name__)
print(next(gen))
print(list(gen))
try:
    next(gen)
except StopIteration:
    print("exhausted")
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
f = fib()
print([next(f) for _ in range(12)])
def with_return():
    yield 1
    return "finished"
g = with_return()
next(g)
try:
    next(g)
except StopIteration as e:
    print("StopIteration value:", e.value, e.args)
def pairs(xs):
    it = iter(xs)
    for first in it:
        second = next(it, None)
        yield first, second
print(list(pairs("abcde")))
def read_records(lines):
    for line in lines:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, _, value = line.partition(":")
        yield key.strip(), value.strip()
config = """
# comment
name: frameweave
 lang : python
empty:
"""
print(dict(read_records(config.splitlines())))
def tree_walk(tree, depth=0):
    name, children = tree
    yield depth, name
    for c in children:
        yield from tree_walk(c, depth + 1)
tree = ("root", [("a", [("a1", []), ("a2", [])]), ("b", [])])
for d, n in tree_walk(tree):
    print("  " * d + n)
lazy = (x * x for x in range(5))
print(sum(lazy), sum(lazy))
def running_avg():
    total, count = 0, 0
    for v in [10, 20, 30, 40]:
        total += v
        count += 1
        yield total / count
print(list(running_avg()))
gen2 = countdown(2)
print(iter(gen2) is gen2, next(gen2), next(gen2), next(gen2, "default"))
def gen_locals():
    x = 1
    yield x
    x += 1
    yield x
print(list(gen_locals()), [list(countdown(0))])
print(list(zip(fib(), "abc")), sorted(countdown(4), reverse=False))
