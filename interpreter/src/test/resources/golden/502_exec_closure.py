# exec(code, globals, closure=...) runs a code object with free variables over the cells given, with CPython's checks;
# eval refuses such a code object; types.CellType makes cells.
import types
def mk():
    a = 2; b = 3
    def f():
        nonlocal a
        print(a * b)
    return f
f = mk()
def g(): return 1
for kw in [dict(closure=f.__closure__), dict(closure=(types.CellType(5), types.CellType(7))), {}, dict(closure=None),
           dict(closure=(f.__closure__[0],)), dict(closure=list(f.__closure__)), dict(closure=(int, f.__closure__[0]))]:
    try:
        exec(f.__code__, f.__globals__, **kw); print("ran")
    except TypeError as e:
        print("TypeError:", e)
for kw in [dict(closure=f.__closure__), dict(closure=()), dict(closure=None)]:
    try:
        exec(g.__code__, {}, **kw); print("ran")
    except TypeError as e:
        print("TypeError:", e)
try:
    eval(f.__code__)
except TypeError as e:
    print("TypeError:", e)
print(types.CellType(3).cell_contents)
try:
    types.CellType().cell_contents
except ValueError as e:
    print("ValueError:", e)
for a, k in [((1, 2), {}), ((), {"contents": 1})]:
    try:
        types.CellType(*a, **k)
    except TypeError as e:
        print("TypeError:", e)
try:
    exec("x = 1", {}, closure=f.__closure__)
except TypeError as e:
    print("TypeError:", e)
