# module.__dict__: the module's namespace, the dict vars() gives, read-only as an attribute
import math
import sys
import mod_counter

print(type(math.__dict__).__name__, "sqrt" in math.__dict__, math.__dict__["pi"] == math.pi)
print(vars(math) is math.__dict__, math.__dict__ is math.__dict__)
print(math.__dict__["__name__"], sys.__dict__["__name__"])
print(sorted(k for k in mod_counter.__dict__ if not k.startswith("__")))
mod_counter.__dict__["count"] = 41
print(mod_counter.bump(), mod_counter.count)
me = sys.modules[__name__]
print(me.__dict__ is globals())
try:
    math.__dict__ = {}
except (AttributeError, TypeError) as e:
    print(type(e).__name__ + ":", e)
print("__dict__" in dir(type(math)))
