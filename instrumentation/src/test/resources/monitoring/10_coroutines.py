# Coroutines and async with under sys.monitoring (CPython 3.12): PY_START, PY_RESUME, PY_YIELD, PY_RETURN at
# each send and await, STOP_ITERATION where an await of a coroutine ends, and the implicit handler's
# EXCEPTION_HANDLED and RERAISE when an exception leaves a started coroutine.
import monitor

E = monitor.E


class Tick:
    def __await__(self):
        got = yield "tick"
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


class Manager:
    async def __aenter__(self):
        await Tick()
        return "m"

    async def __aexit__(self, *exc):
        return True


async def body():
    total = 0
    async with Manager():
        total += await leaf(5)
        raise ValueError("suppressed")
    return total


async def failing():
    await Tick()
    raise KeyError("out")


def drive(c):
    try:
        while True:
            c.send(None)
    except StopIteration as e:
        return e.value


monitor.start(E.PY_START | E.PY_RESUME | E.PY_RETURN | E.PY_YIELD | E.PY_THROW | E.RAISE | E.EXCEPTION_HANDLED
              | E.RERAISE | E.PY_UNWIND | E.STOP_ITERATION)
print(drive(middle()))
print(drive(body()))
try:
    drive(failing())
except KeyError:
    print("KeyError left the coroutine")
monitor.stop()
