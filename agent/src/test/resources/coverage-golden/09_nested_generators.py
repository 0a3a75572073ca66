def outer(n):
    def inner(k):
        return k + n
    return inner(1)


def gen(limit):
    i = 0
    while i < limit:
        yield i
        i += 1
    yield -1


def delegate():
    yield from gen(2)
    x = yield "mid"
    print("got", x)


print(outer(2))
print(list(gen(3)))
g = delegate()
print(next(g), next(g), next(g))
try:
    g.send("hi")
except StopIteration:
    print("end")
