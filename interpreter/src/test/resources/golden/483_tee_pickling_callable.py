# tee iterators: weak references, pickling part-consumed (the shared buffer links go along); and __call__ in
# the dicts of the function types, which collections.abc.Callable checks
import copy
import pickle
import weakref
from collections.abc import Callable
from itertools import islice, tee

a, b = tee(range(200))
p = weakref.proxy(a)
print(next(p), next(a))
for proto in range(pickle.HIGHEST_PROTOCOL + 1):
    x, y = tee(iter("abcdefgh"))
    next(x)
    x2 = pickle.loads(pickle.dumps(x, proto))
    print(proto, list(islice(x2, 3)), list(x), list(y))
big, other = tee(range(130))
for _ in range(100):
    next(big)
r = big.__reduce__()
print(r[0].__name__, r[1], type(r[2][0]).__name__, r[2][1])
again = pickle.loads(pickle.dumps(big))
print(list(again)[:3], list(copy.deepcopy(big))[-2:], list(other)[:2])
link = r[2][0]
fn, args = link.__reduce__()
print(fn.__name__, len(args[1]), type(args[2]).__name__)
for bad in (("x", 0), (link, 99), (link,)):
    try:
        tee([1])[0].__setstate__(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__)
try:
    type(link)(iter([]), [1], link)
except ValueError as e:
    print("ValueError", e)

for f in (lambda: None, len, list.append, [].append, print):
    print(type(f).__name__, "__call__" in type(f).__dict__, isinstance(f, Callable), callable(f))
print(type(len).__dict__["__call__"](len, [1, 2]), (lambda *a, **k: (a, k)).__call__(1, x=2))
