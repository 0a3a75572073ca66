# sys.unraisablehook: what the VM cannot raise to anyone (__del__, weak reference callbacks, closing generators)
import atexit
import gc
import io
import re
import sys
import weakref

def hook(u):
    obj = getattr(u.object, "__qualname__", type(u.object).__name__)
    print("hook:", type(u).__name__, u.exc_type.__name__, repr(u.exc_value), u.err_msg, obj,
          u.exc_traceback is u.exc_value.__traceback__, u.exc_traceback.tb_frame.f_code.co_name)

print(sys.unraisablehook is sys.__unraisablehook__, sys.unraisablehook.__name__)
sys.unraisablehook = hook

class A:
    def __del__(self):
        raise ValueError("in __del__")

a = A(); del a; gc.collect()

class B:
    pass

def callback(ref):
    raise KeyError("in callback")

b = B()
r = weakref.ref(b, callback)
del b; gc.collect()

def gen():
    try:
        yield 1
    finally:
        raise RuntimeError("in finally")

g = gen()
next(g)
del g; gc.collect()

def bad_hook(u):
    print("bad hook called for", u.exc_type.__name__)
    raise TypeError("the hook fails")

sys.unraisablehook = bad_hook
sys.stderr = io.StringIO()
a = A(); del a; gc.collect()
sys.unraisablehook = None
a = A(); del a; gc.collect()
del sys.unraisablehook
a = A(); del a; gc.collect()
written = sys.stderr.getvalue()
sys.stderr = sys.__stderr__
for line in written.splitlines():
    print(re.sub(r'File ".*/', 'File "', re.sub(r" at 0x[0-9a-f]+", "", line)))
sys.unraisablehook = sys.__unraisablehook__

try:
    sys.__unraisablehook__(1)
except TypeError as e:
    print(e)

def at_exit():
    raise OSError("in atexit")

sys.unraisablehook = hook
atexit.register(at_exit)
print("end")
