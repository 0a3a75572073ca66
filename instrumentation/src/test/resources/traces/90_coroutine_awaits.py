# Coroutines under sys.settrace: call/return at each send, await chains, throw, close, StopIteration at the end.
from tracer import run


class Tick:
    def __await__(self):
        got = yield 'tick'
        return got


async def leaf(n):
    v = await Tick()
    return n + (v or 0)


async def middle():
    a = await leaf(1)
    try:
        b = await leaf(2)
    except KeyError:
        b = -1
    return a + b


def drive():
    c = middle()
    out = [c.send(None), c.send(10)]
    try:
        c.send(20)
    except StopIteration as e:
        out.append(e.value)
    c = middle()
    c.send(None)
    c.send(None)
    try:
        c.throw(KeyError('k'))
    except StopIteration as e:
        out.append(e.value)
    c = middle()
    c.send(None)
    c.close()
    return out


run(drive)
