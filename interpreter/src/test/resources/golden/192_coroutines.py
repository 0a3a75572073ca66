# Coroutines driven by hand: await chains, send/throw/close, attributes, a tiny round-robin event loop.


class Sleep:
    """An awaitable whose __await__ is a generator: it yields to the loop n times."""

    def __init__(self, n, tag):
        self.n = n
        self.tag = tag

    def __await__(self):
        for i in range(self.n):
            got = yield (self.tag, i)
            if got is not None:
                print("  sleep got", got)
        return self.n * 10


async def leaf(n, tag):
    r = await Sleep(n, tag)
    return r + 1


async def middle(tag):
    a = await leaf(1, tag)
    b = await leaf(2, tag)
    return a + b


def run(*coros):
    """Round-robin over the coroutines until all finished; returns their results in finishing order."""
    ready = list(coros)
    done = []
    while ready:
        c = ready.pop(0)
        try:
            v = c.send(None)
        except StopIteration as e:
            done.append((c.__name__, e.value))
            continue
        print("loop:", c.__qualname__, "yielded", v, "awaiting", type(c.cr_await).__name__)
        ready.append(c)
    return done


print(run(middle("a"), middle("b")))


async def simple():
    return "value"


c = simple()
print(type(c).__name__, c.__name__, c.__qualname__, c.cr_running, c.cr_await, c.cr_code.co_name)
print(repr(c).startswith("<coroutine object simple at 0x"), c.cr_frame is not None)
print(hex(c.cr_code.co_flags), hex(simple.__code__.co_flags))
try:
    c.send(None)
except StopIteration as e:
    print("returned", e.value, c.cr_frame)
for name, op in [("send", lambda: c.send(None)), ("throw", lambda: c.throw(ValueError)), ("close", c.close)]:
    try:
        print(name, op())
    except RuntimeError as e:
        print(name, "RuntimeError:", e)

c = simple()
try:
    c.send(1)
except TypeError as e:
    print("TypeError:", e)
c.close()
try:
    c.send(None)
except RuntimeError as e:
    print("after close:", e)

try:
    iter(simple().__await__().send(None))
except StopIteration as e:
    print("wrapper returned", e.value)
w = middle("w").__await__()
print(type(w).__name__, iter(w) is w, next(w), w.send("x"))
w.close()


async def catcher():
    try:
        await Sleep(3, "c")
    except KeyError as e:
        print("caught", repr(e))
        return "recovered"
    finally:
        print("finally runs")


c = catcher()
print(c.send(None))
try:
    c.throw(KeyError("k"))
except StopIteration as e:
    print("throw ended it:", e.value)

c = catcher()
print(c.send(None), c.send("hello"))
c.close()
print("closed", c.cr_frame)


async def stubborn():
    try:
        await Sleep(1, "s")
    except GeneratorExit:
        print("ignoring exit")
    await Sleep(1, "again")


stubborn_one = stubborn()
stubborn_one.send(None)
try:
    stubborn_one.close()
except RuntimeError as e:
    print("RuntimeError:", e)
stubborn_one.close()


async def raises_stop():
    raise StopIteration(5)


try:
    raises_stop().send(None)
except RuntimeError as e:
    print("RuntimeError:", e, "| cause:", type(e.__cause__).__name__)


class Bad:
    def __await__(self):
        return 42


class NotAwaitable:
    pass


class ReturnsCoro:
    def __await__(self):
        return self.co

    async def make(self):
        return 1


async def await_it(x):
    return await x


for thing in (Bad(), NotAwaitable(), 7):
    try:
        await_it(thing).send(None)
    except TypeError as e:
        print("TypeError:", e)

rc = ReturnsCoro()
rc.co = rc.make()
try:
    await_it(rc).send(None)
except TypeError as e:
    print("TypeError:", e)
rc.co.close()

shared = leaf(2, "shared")
first = await_it(shared)
print(first.send(None))
second = await_it(shared)
try:
    second.send(None)
except RuntimeError as e:
    print("RuntimeError:", e)
second.close()
first.close()

done = leaf(0, "done")
print(run(await_it(done)))
again = await_it(done)
try:
    again.send(None)
except RuntimeError as e:
    print("RuntimeError:", e)


async def recursive(n):
    if n == 0:
        return 0
    return n + await recursive(n - 1)


print(run(recursive(30)))


async def locals_seen(a):
    b = a * 2
    await Sleep(1, "l")
    return b


c = locals_seen(4)
c.send(None)
print(sorted(c.cr_frame.f_locals.items()), c.cr_frame.f_code.co_name, c.cr_frame.f_lineno)
c.close()


async def reentrant():
    c.send(None)


c = reentrant()
try:
    c.send(None)
except ValueError as e:
    print("ValueError:", e)


def deco(f):
    print("decorating", f.__name__, type(f).__name__)
    return f


class K:
    @deco
    async def method(self, x):
        return x * 3


print(run(K().method(5)))
pending = K().method(1)
print(K.method.__qualname__, pending.__qualname__)
pending.close()
