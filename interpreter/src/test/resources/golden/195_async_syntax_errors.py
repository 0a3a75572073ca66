# The compile-time errors of async code, with their positions, and what still compiles.

SOURCES = [
    "await x",
    "def f():\n    await x",
    "def f():\n    [await x for y in z]",
    "[x async for x in y]",
    "def f():\n    async for x in y:\n        pass",
    "def f():\n    async with x:\n        pass",
    "async def f():\n    yield from x",
    "async def f():\n    yield 1\n    return 2",
    "async def f():\n    class C:\n        [await x for x in y]",
    "lambda: await x",
    "async def f():\n    lambda: await x",
    "async def f():\n    def g():\n        await x",
    "def f():\n    [x for x in await y]",
    "def f():\n    return [x for y in z async for x in y]",
    "async def f():\n    await = 1",
    "async def f():\n    await x = 1",
    "async x",
    "async def f():\n    async while x:\n        pass",
    "@d\nasync class C:\n    pass",
    "async def f():\n    pass\nasync def f(",
    "async def f():\nreturn 1",
    "async def f():\n    async for x in y:\n    pass",
    # these compile
    "def f():\n    return (await x for y in z)",
    "async def f():\n    yield\n    return",
    "async def f():\n    return [[x async for x in y] for y in z]",
    "async def f():\n    return {n: [x async for x in e(n)] for n in r}",
    "async def f():\n    await (yield)",
    "@d\nasync def f(a, *b, c=1, **d) -> int:\n    'doc'\n    return await a",
    "async def f():\n    async with a as (b, c), d:\n        pass",
    "async def f():\n    async for (a, *b) in c:\n        pass\n    else:\n        pass",
    "async = 1",
]

for src in SOURCES:
    try:
        code = compile(src, "<async>", "exec")
    except SyntaxError as e:
        print(repr(src), "->", type(e).__name__, e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset)
    else:
        print(repr(src), "-> compiles")
