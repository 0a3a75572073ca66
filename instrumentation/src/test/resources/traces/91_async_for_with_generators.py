# async for, async with and an async generator under sys.settrace and sys.setprofile.
from tracer import run


class Tick:
    def __await__(self):
        yield 'tick'


class Manager:
    async def __aenter__(self):
        await Tick()
        return 'm'

    async def __aexit__(self, *exc):
        return True


async def agen(n):
    for i in range(n):
        await Tick()
        yield i


async def body():
    total = 0
    async with Manager() as m:
        async for v in agen(2):
            total += v
        raise ValueError(m)
    return [x async for x in agen(2)], total


def drive():
    c = body()
    ticks = 0
    try:
        while True:
            c.send(None)
            ticks += 1
    except StopIteration as e:
        return e.value, ticks


run(drive)
run(drive, profile=True)
