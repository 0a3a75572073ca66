# yield from: delegation, return values, and forwarding of send().
def inner(n):
    for i in range(n):
        yield i
    return f"inner({n}) done"
def outer():
    r1 = yield from inner(2)
    print("got", r1)
    r2 = yield from inner(3)
    print("got", r2)
    return r1 + " & " + r2
g = outer()
vals = []
while True:
    try:
        vals.append(next(g))
    except StopIteration as stop:
        print("final:", stop.value)
        break
print(vals)
def chain(*iterables):
    for it in iterables:
        yield from it
print(list(chain([1, 2], "ab", range(3), (x * 10 for x in range(2)))))
def averager():
    total, count = 0.0, 0
    while True:
        value = yield
        if value is None:
            return total / count if count else 0.0
        total += value
        count += 1
def grouper(results, key):
    while True:
        results[key] = yield from averager()
results = {}
for key, values in [("a", [1, 2, 3]), ("b", [10, 20])]:
    grp = grouper(results, key)
    next(grp)
    for v in values:
        grp.send(v)
    grp.send(None)
print(results)
def flatten(nested):
    for item in nested:
        if isinstance(item, (list, tuple)):
            yield from flatten(item)
        else:
            yield item
print(list(flatten([1, (2, [3, 4]), [[5], 6], ()])))
def echo():
    received = []
    while True:
        x = yield len(received)
        if x == "stop":
            return received
        received.append(x)
def delegate():
    res = yield from echo()
    yield f"echo returned {res}"
d = delegate()
print(next(d), d.send("a"), d.send("b"), d.send("stop"))
def gen_returning_none():
    yield from []
    return
print(list(gen_returning_none()))
def depth_gen(n):
    if n == 0:
        yield "bottom"
        return 0
    level = yield from depth_gen(n - 1)
    yield f"level {level + 1}"
    return level + 1
print(list(depth_gen(4)))
def from_iterator():
    result = yield from iter([7, 8])
    yield ("iterator result", result)
print(list(from_iterator()))
