# sys.set_coroutine_origin_tracking_depth and cr_origin: the frames below a new coroutine, per thread
import sys
async def g(): pass
def f():
    c = g()
    print([(x[1], x[2]) for x in c.cr_origin])
    c.close()
def h(): f()
print(sys.get_coroutine_origin_tracking_depth())
c = g(); print(c.cr_origin); c.close()
sys.set_coroutine_origin_tracking_depth(2)
print(sys.get_coroutine_origin_tracking_depth())
h()
sys.set_coroutine_origin_tracking_depth(10)
h()
sys.set_coroutine_origin_tracking_depth(depth=0)
c = g(); print(c.cr_origin); c.close()
for a in (-1, 'x', 2**70):
    try: sys.set_coroutine_origin_tracking_depth(a)
    except Exception as e: print(type(e).__name__, e)


# the filename is the frame's, the name its code's co_name; another thread starts at depth 0
import threading
sys.set_coroutine_origin_tracking_depth(1)
c = g()
print(c.cr_origin[0][0] == __file__, c.cr_origin[0][2], len(c.cr_origin))
c.close()
seen = []
t = threading.Thread(target=lambda: seen.append(sys.get_coroutine_origin_tracking_depth()))
t.start()
t.join()
print(seen, sys.get_coroutine_origin_tracking_depth())
for call in (lambda: sys.set_coroutine_origin_tracking_depth(), lambda: sys.get_coroutine_origin_tracking_depth(1),
             lambda: sys.set_coroutine_origin_tracking_depth(1.5), lambda: sys.set_coroutine_origin_tracking_depth(x=1),
             lambda: sys.set_coroutine_origin_tracking_depth(1, 2), lambda: sys.set_coroutine_origin_tracking_depth(depth=0, x=2)):
    try:
        call()
    except TypeError as e:
        print('TypeError:', e)
