"""Globals and builtins of a dict subclass read through its __getitem__ (and __missing__), __build_class__ looked
up in the builtins, input() with a stdout that cannot flush."""
import io, sys
class setonlyerror(Exception): pass
class setonlydict(dict):
    def __getitem__(self, key):
        raise setonlyerror(key)
for src, g in [("globalname", setonlydict({'globalname': 1})),
               ("superglobal", {'__builtins__': setonlydict({'superglobal': 1})}),
               ("class A: pass", {'__builtins__': {}}),
               ("class A: pass", {'__builtins__': setonlydict()}),
               ("print(superglobal)", {'__builtins__': type('cd', (dict,), {})({'superglobal': 1, 'print': print})}),
               ("x = missing", {'__builtins__': type('dd', (dict,), {'__missing__': lambda self, k: 'from ' + k})()}),
               ]:
    try:
        exec(src, g)
        print('ok', g.get('x'))
    except Exception as e:
        print(type(e).__name__, e)
def f():
    return some_global
class G(dict):
    def __missing__(self, k):
        if k.startswith('some_'):
            return 'missing ' + k
        raise KeyError(k)  # the builtins are looked up next
ns = G(__builtins__=__builtins__)
exec("def f():\n    return some_global\nr = [f() for _ in range(3)]", ns)
print(ns['r'])
class NoFlush:
    def write(self, s): pass
sys.stdin = io.StringIO("first\nsecond\n")
old, sys.stdout = sys.stdout, NoFlush()
a = input("prompt")
b = input()
sys.stdout = old
print(a, b)
try:
    input()
except EOFError as e:
    print(e)
