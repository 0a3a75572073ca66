# Async generators: asend, athrow, aclose, the ag_ attributes, async comprehensions and generator expressions.


class Tick:
    def __await__(self):
        got = yield "tick"
        return got


def drive(aw, sends=()):
    """Runs an awaitable to its end, answering each tick with the next of sends; returns ('value', v) or the error."""
    sends = list(sends)
    try:
        v = aw.send(None)
        while True:
            print("  loop got", v)
            v = aw.send(sends.pop(0) if sends else None)
    except StopIteration as e:
        return ("value", e.value)
    except BaseException as e:
        return (type(e).__name__, str(e))


async def agen(n):
    try:
        for i in range(n):
            got = await Tick()
            sent = yield i
            print("  agen got sent", sent, "and tick answer", got)
    finally:
        print("  agen finally")


g = agen(3)
print(type(g).__name__, g.__name__, g.__qualname__, g.ag_running, g.ag_await, g.ag_code.co_name)
print(hex(g.ag_code.co_flags), repr(g).startswith("<async_generator object agen at 0x"), g.__aiter__() is g)
print(type(g.__anext__()).__name__, type(g.aclose()).__name__, type(g.athrow(ValueError)).__name__)
print(drive(g.__anext__(), ["answer"]))
print(g.ag_frame.f_lineno, g.ag_running)
print(drive(g.asend("hello")))
print(drive(g.athrow(KeyError("thrown"))))
print(drive(g.__anext__()))
print(drive(g.aclose()))

a = agen(2)
n = a.__anext__()
print(drive(n))
print(drive(n))
print(drive(a.aclose()), a.ag_frame)
c = a.aclose()
print(drive(c), drive(c))


async def catches():
    while True:
        try:
            yield "value"
        except ValueError as e:
            print("  caught", repr(e))
            yield "after catch"
        except GeneratorExit:
            print("  exiting")
            raise


g = catches()
print(drive(g.__anext__()))
print(drive(g.athrow(ValueError("v"))))
print(drive(g.athrow(ValueError, ValueError("w"))))
print(drive(g.aclose()))
print(drive(g.__anext__()))


async def ignores_exit():
    try:
        yield 1
    except GeneratorExit:
        yield 2


g = ignores_exit()
print(drive(g.__anext__()))
print(drive(g.aclose()))


async def raises_stop():
    yield 1
    raise StopAsyncIteration


g = raises_stop()
print(drive(g.__anext__()))
print(drive(g.__anext__()))
print(drive(g.__anext__()))

g = agen(2)
print(drive(g.asend(None)))
pending = g.asend(5)
print("asend passes the tick on:", pending.send(5))
print(drive(g.__anext__()))
print(drive(pending), g.ag_running)
print(drive(g.__anext__()))


async def fresh():
    yield 1


print(drive(fresh().athrow(KeyError("unstarted"))))
try:
    fresh().asend(1).send(1)
except TypeError as e:
    print("TypeError:", e)


async def consumer():
    out = []
    async for v in agen(2):
        out.append(v)
    out.append([v * 2 async for v in agen(2)])
    out.append({v: str(v) async for v in agen(2)})
    out.append({v async for v in agen(2) if v})
    out.append([await Tick() for _ in range(2)])
    squares = (v * v async for v in agen(3))
    out.append(type(squares).__name__)
    out.append([s async for s in squares])
    return out


print(drive(consumer(), ["a", "b", "c"]))


async def breaker():
    it = agen(5)
    async for v in it:
        if v == 1:
            break
    await it.aclose()
    return "broke"


print(drive(breaker()))


def sync_with_async_genexp(src):
    return (x async for x in src)


src = agen(1)
ge = sync_with_async_genexp(src)
print(type(ge).__name__, drive(ge.__anext__()))
print(drive(ge.aclose()))
print(drive(src.aclose()))
