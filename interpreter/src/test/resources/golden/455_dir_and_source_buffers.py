"""dir() through __dir__ (a module's own __dir__, a class without its metaclass's names), and compile/exec/eval of
bytes-like sources (bytearray, memoryview, a BOM, a coding cookie)."""
import types, sys
class Foo(types.ModuleType):
    __dict__ = 8
try:
    dir(Foo("foo"))
except TypeError as e:
    print(e)
m = types.ModuleType("m")
m.a = 1
m.__dir__ = lambda: ['z', 'a']
print(dir(m))
print(compile(memoryview(b"x = 1"), "name", "exec").co_names)
print(compile(bytearray(b"\xef\xbb\xbfx = 2"), "name", "exec").co_names)
print(eval(b' \xef\xbb\xbf1+1'), eval(memoryview(b'3*3')), eval(bytearray(b'\t4')))
try:
    eval(b'\xef\xbb\xbf 1+1')  # blanks after the BOM are not skipped
except IndentationError as e:
    print(type(e).__name__, e.msg)
ns = {}
exec(bytearray(b"# -*- coding: latin-1 -*-\ns = '\xe9'"), ns)
print(ascii(ns['s']))
exec(memoryview(b"t = 5"), ns)
print(ns['t'])
for bad in (1, [b'x']):
    for f in (eval, exec):
        try:
            f(bad)
        except TypeError as e:
            print(e)
    try:
        compile(bad, 'x', 'exec')
    except TypeError as e:
        print(e)
print('__mro__' in dir(str), 'strip' in dir(str), '__mro__' in dir(type), 'mro' in object.__dir__(int))
class M(type):
    def meta_only(cls): pass
class A(metaclass=M):
    x = 1
print('meta_only' in dir(A), 'x' in dir(A), sorted(n for n in object.__dir__(A) if n == 'meta_only'))
import sys
print('exit' in dir(sys), len(dir(sys)) > 10)
class D:
    def __dir__(self):
        return ('b', 'a', 'a')
print(dir(D()))
class E:
    def __dir__(self):
        return 5
try:
    dir(E())
except TypeError as e:
    print(e)
a = A()
a.y = 2
print([n for n in dir(a) if not n.startswith('__')])
