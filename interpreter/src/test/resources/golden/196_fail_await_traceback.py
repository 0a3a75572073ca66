# An exception raised deep in awaited coroutines and an async generator, seen through its traceback, then uncaught.


class Tick:
    def __await__(self):
        yield "tick"


async def deepest(x):
    await Tick()
    return 10 // x


async def middle(x):
    return await deepest(x) + 1


async def items(n):
    for i in range(n):
        await Tick()
        yield await middle(n - 1 - i)


async def top(n):
    total = 0
    async for v in items(n):
        total += v
    return total


def run(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value


def frames(tb):
    out = []
    while tb is not None:
        out.append((tb.tb_frame.f_code.co_name, tb.tb_lineno))
        tb = tb.tb_next
    return out


try:
    run(top(3))
except ZeroDivisionError as e:
    print("caught", e, frames(e.__traceback__))


class Boom:
    async def __aexit__(self, *exc):
        raise KeyError("from aexit") from exc[1]

    async def __aenter__(self):
        return self


async def with_boom():
    async with Boom():
        await Tick()
        raise ValueError("in body")


try:
    run(with_boom())
except KeyError as e:
    print("caught", repr(e), "cause", repr(e.__cause__), frames(e.__traceback__))

print("now uncaught")
run(top(2))
