# from __future__ import annotations: the CO_FUTURE_ANNOTATIONS flag, and the SyntaxErrors annotations still give
import __future__
FUTURE = 'from __future__ import annotations\n'
flag = __future__.annotations.compiler_flag

def flags(src):
    code = compile(src, '<flags>', 'exec')
    inner = [c for c in code.co_consts if hasattr(c, 'co_flags')]
    return bool(code.co_flags & flag), [bool(c.co_flags & flag) for c in inner]

print(hex(flag), flags(FUTURE + 'def f(): pass\nclass C: pass\n'), flags('def f(): pass\n'))
print(flags('from __future__ import division\nlambda: 0\n'))

def check(body, future=True):
    src = (FUTURE if future else '') + body
    try:
        compile(src, '<ann>', 'exec')
        print('ok:', body.replace('\n', ' | '))
    except SyntaxError as e:
        print(f'{e.msg} @ {e.lineno}:{e.offset}-{e.end_lineno}:{e.end_offset} in {body!r}')

check('def f(x: (yield)): pass')
check('def f(x: (y := 1)): pass')
check('async def f(x: await y): pass')
check('def f() -> (yield from x): pass')
check('def f(*a: (await x)): pass')
check('def f(a: (yield), *, b: (c := 1)) -> (await x): pass')
check('def f(*, b: (c := 1), **k: (yield)): pass')
check('def f(a, /, b: int, *c: (await d)): pass')
check('x: (yield) = 1')
check('x: (y := 2)')
check('x.a: (yield)')
check('x[0]: (await y) = 1')
check('class C:\n    x: (yield) = 1')
check('def g():\n    x: (yield) = 1')
check('async def g():\n    x: await y = 1')
check('x: [a for a in (yield)]')
check('x: [(yield) for a in b]')
check('x: {a: (yield) for a in b}')
check('x: ((yield) for a in b)')
check('x: {a for a in b if (yield)}')
check('x: [a for a in b for c in (yield)]')
check('x: [(a := 1) for b in c]')
check('async def f():\n    x: [await a for b in c]')
check('x: lambda a=(yield): 0')
check('x: lambda *, a=(b := 1): 0')
check('x: lambda: (yield)')
check('x: lambda: (a := 1)')
check('x: f"{(yield)}"')
check('x: (a, *(yield))')
check('x: {**(await a)}')
check('x: a[(yield):]')
check('x: f(k=(yield))')
check('x: (yield (yield))')
check('def f(x: (yield)): pass', future=False)
check('x: (y := 2)', future=False)
check('def f() -> (await x): pass', future=False)
check('def f():\n    x: (yield) = 1', future=False)
check('x: [(yield) for a in b]', future=False)

ns = {}
exec(FUTURE + 'def f(x: lambda: [await a ** 2 async for b in c], y: lambda: (yield), z: [(await q) + 1 for r in s]): pass', ns)
print(ns['f'].__annotations__)
