# async for and async with: the protocols, their errors, and leaving them by break, continue, return and raise.


class Tick:
    def __await__(self):
        yield "tick"


class Counter:
    """An asynchronous iterator that awaits before each item."""

    def __init__(self, n):
        self.n = n
        self.i = 0

    def __aiter__(self):
        return self

    async def __anext__(self):
        await Tick()
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        return self.i


class Manager:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress

    async def __aenter__(self):
        print("enter", self.name)
        await Tick()
        return self.name.upper()

    async def __aexit__(self, typ, val, tb):
        await Tick()
        print("exit", self.name, typ.__name__ if typ else None, val)
        return self.suppress


def run(coro):
    ticks = 0
    try:
        while True:
            v = coro.send(None)
            assert v == "tick", v
            ticks += 1
    except StopIteration as e:
        print("  (%d ticks)" % ticks)
        return e.value


async def loops():
    out = []
    async for i in Counter(5):
        if i == 2:
            continue
        if i == 4:
            break
        out.append(i)
    else:
        out.append("no else after break")
    async for i in Counter(2):
        out.append(i * 10)
    else:
        out.append("else")
    async for a, b in Pairs():
        out.append(a + b)
    return out


class Pairs:
    def __init__(self):
        self.items = [(1, 2), (3, 4)]

    def __aiter__(self):
        return self

    async def __anext__(self):
        if not self.items:
            raise StopAsyncIteration
        return self.items.pop(0)


print(run(loops()))


async def return_inside():
    async for i in Counter(10):
        async with Manager("inner") as name:
            if i == 2:
                return name, i
    return None


print(run(return_inside()))


async def withs():
    async with Manager("a") as a, Manager("b") as b:
        print("body", a, b)
    async with Manager("quiet", suppress=True):
        raise KeyError("swallowed")
    print("after suppressed")
    try:
        async with Manager("loud"):
            raise ValueError("propagates")
    except ValueError as e:
        print("caught", e)
    for i in range(3):
        async with Manager("loop%d" % i):
            if i == 1:
                break
    return "withs done"


print(run(withs()))


class Failing:
    def __init__(self, where):
        self.where = where

    def __aiter__(self):
        return self

    async def __anext__(self):
        raise RuntimeError("anext failed in " + self.where)


async def failing_iter():
    try:
        async for x in Failing("loop"):
            print("never", x)
    except RuntimeError as e:
        print("caught", e)
    return "ok"


print(run(failing_iter()))


class NoAiter:
    pass


class BadAiter:
    def __aiter__(self):
        return 1


class BadAnext:
    def __aiter__(self):
        return self

    def __anext__(self):
        return 3


class OnlyEnter:
    async def __aenter__(self):
        return 1


class SyncEnter:
    def __aenter__(self):
        return 1

    def __aexit__(self, *a):
        return 2


class SyncExit:
    async def __aenter__(self):
        return 1

    def __aexit__(self, *a):
        return 2


async def use_for(obj):
    async for x in obj:
        pass


async def use_with(obj):
    async with obj:
        pass


for obj in (NoAiter(), BadAiter(), BadAnext(), [1, 2]):
    try:
        run(use_for(obj))
    except TypeError as e:
        print("TypeError:", e)
for obj in (NoAiter(), OnlyEnter(), SyncEnter(), SyncExit(), Manager("sync")):
    try:
        run(use_with(obj))
    except TypeError as e:
        print("TypeError:", e)


async def nested_comprehension():
    return [x * y async for x in Counter(3) for y in (1, 10)]


print(run(nested_comprehension()))
