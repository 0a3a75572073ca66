# compile(), exec() and eval() pass the caller's future features on (flags, dont_inherit)
from __future__ import annotations
import __future__

ANN = __future__.annotations.compiler_flag
DIV = __future__.division.compiler_flag

ns = {}
exec('x: undefined_name[1]', ns)
print(ns['__annotations__'])
code = compile('y: int', '<inherit>', 'exec')
print(bool(code.co_flags & ANN))
ns = {}
exec(code, ns)
print(ns['__annotations__'])
code = compile('z: int', '<no inherit>', 'exec', dont_inherit=True)
print(bool(code.co_flags & ANN))
ns = {}
exec(code, ns)
print(ns['__annotations__'])
print(eval('(lambda: 0).__code__.co_flags') & ANN == ANN)
code = compile('def f(a: b) -> c: pass', '<flags>', 'exec', DIV, True)
print(hex(code.co_flags), [hex(c.co_flags) for c in code.co_consts if hasattr(c, 'co_flags')])
code = compile('def f(a: b) -> c: pass', '<flags>', 'exec', ANN | DIV, 1)
ns = {}
exec(code, ns)
print(hex(code.co_flags), hex(ns['f'].__code__.co_flags), ns['f'].__annotations__)
code = compile('def f(): pass', '<nested>', 'exec', 0x10, True)
print([hex(c.co_flags) for c in code.co_consts if hasattr(c, 'co_flags')])

def attempt(f):
    try:
        print('ok', f())
    except Exception as e:
        print(type(e).__name__ + ':', e)

attempt(lambda: compile('', '', 'exec', 0x8))
attempt(lambda: compile('', '', 'exec', 'x'))
attempt(lambda: compile('', '', 'exec', 1 << 40))
attempt(lambda: compile('', '', 'exec', 0, 'x'))
attempt(lambda: compile('x: (yield)', '<err>', 'exec'))
attempt(lambda: compile('x: (yield)', '<err>', 'exec', dont_inherit=True))
