# A generator, a coroutine and an async generator closed or thrown into before they ever ran, and after.
import sys


def gen():
    try:
        yield 1
    finally:
        print("gen finally")


async def coro():
    return 2


async def agen():
    yield 3


g = gen()
g.close()
print("closed unstarted:", g.gi_frame, list(g))

g = gen()
try:
    g.throw(ValueError("boom"))
except ValueError as e:
    print("thrown unstarted:", e, g.gi_frame)

g = gen()
print(next(g))
g.close()
print("closed started:", g.gi_frame)

c = coro()
c.close()
print("coroutine closed unstarted:", c.cr_frame)
try:
    c.send(None)
except RuntimeError as e:
    print("RuntimeError:", e)

c = coro()
try:
    c.throw(KeyError("k"))
except KeyError as e:
    print("coroutine thrown unstarted:", repr(e))

a = agen()
r = a.aclose()
try:
    r.send(None)
except StopIteration:
    print("async generator closed unstarted")
a = agen()
try:
    a.athrow(TypeError("t")).send(None)
except TypeError as e:
    print("async generator thrown unstarted:", e)

gens = [gen() for _ in range(3)]
for x in gens:
    x.close()
print("done", sys.getrecursionlimit() > 0)
