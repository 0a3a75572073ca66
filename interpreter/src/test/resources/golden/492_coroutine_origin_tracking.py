# golden: full stderr
# sys.set_coroutine_origin_tracking_depth: cr_origin, and "Coroutine created at" in the never-awaited warning
import gc
import os
import sys
import threading

async def co():
    pass

def place(origin):
    return None if origin is None else [(os.path.basename(f), n, name) for f, n, name in origin]

print(sys.get_coroutine_origin_tracking_depth())
c = co()
print(c.cr_origin)
c.close()

def a():
    return b()

def b():
    return co()

for depth in (1, 2, 3, 10):
    sys.set_coroutine_origin_tracking_depth(depth)
    print(depth, sys.get_coroutine_origin_tracking_depth())
    c = a()
    print(place(c.cr_origin))
    c.close()

sys.set_coroutine_origin_tracking_depth(2)
x = a(); del x; gc.collect()
sys.set_coroutine_origin_tracking_depth(1)
co(); gc.collect()
sys.set_coroutine_origin_tracking_depth(0)
c = a()
print(c.cr_origin)
del c; gc.collect()

for bad in (-1, "3", 1.5, 2 ** 40):
    try:
        sys.set_coroutine_origin_tracking_depth(bad)
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    sys.get_coroutine_origin_tracking_depth(1)
except TypeError as e:
    print(e)
sys.set_coroutine_origin_tracking_depth(depth=4)
print(sys.get_coroutine_origin_tracking_depth())

def in_thread():
    print("thread", sys.get_coroutine_origin_tracking_depth(), co().cr_origin is None); gc.collect()
t = threading.Thread(target=in_thread)
t.start()
t.join()
print("main", sys.get_coroutine_origin_tracking_depth())
sys.set_coroutine_origin_tracking_depth(0)
print("end")
