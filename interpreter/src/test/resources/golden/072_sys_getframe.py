# Frames as objects: sys._getframe, f_back, f_code, f_lineno, f_locals, f_globals.
import sys
def where():
    f = sys._getframe(1)
    return f"{f.f_code.co_name}:{f.f_lineno}"
def outer():
    return inner()
def inner():
    frame = sys._getframe()
    names = []
    while frame is not None:
        names.append(frame.f_code.co_name)
        frame = frame.f_back
    return names
print(outer())
print(where())
def report():
    print("called from", where())
report()
def code_info(a, b=2, *args, **kw):
    c = a + b
    co = sys._getframe().f_code
    return co.co_name, co.co_argcount, co.co_varnames, co.co_firstlineno
print(code_info(1))
def locals_peek():
    x = 10
    y = "why"
    return sorted(sys._getframe().f_locals.items())
print(locals_peek())
def caller_locals():
    return sorted(k for k in sys._getframe(1).f_locals if not k.startswith("_"))
def host():
    secret = 1
    visible = 2
    return caller_locals()
print(host())
print(sys._getframe().f_globals is globals(), sys._getframe().f_code.co_name)
def depth():
    d = 0
    f = sys._getframe()
    while f.f_back:
        d += 1
        f = f.f_back
    return d
def recurse(n):
    return depth() if n == 0 else recurse(n - 1)
print([recurse(n) for n in range(4)])
def line_tracker():
    first = sys._getframe().f_lineno
    second = sys._getframe().f_lineno
    return second - first
print(line_tracker())
try:
    sys._getframe(1000)
except ValueError as e:
    print("ValueError:", e)
def gen():
    yield sys._getframe().f_code.co_name
    yield sys._getframe().f_back.f_code.co_name
g = gen()
print(next(g), next(g))
def log(msg):
    f = sys._getframe(1)
    print(f"[{f.f_code.co_name} line {f.f_lineno}] {msg}")
def business_logic():
    log("starting")
    total = sum(range(10))
    log(f"total={total}")
business_logic()
class K:
    def method(self):
        return sys._getframe().f_code.co_name, sys._getframe(1).f_code.co_name
print(K().method(), (lambda: sys._getframe().f_code.co_name)(), [sys._getframe().f_code.co_name for _ in "a"])
