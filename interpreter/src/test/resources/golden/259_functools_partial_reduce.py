# _functools without the standard library: partial, reduce and cmp_to_key, with CPython's reprs and messages
from _functools import partial, reduce, cmp_to_key
import _functools


def show(label, thunk):
    try:
        print(label, "->", thunk())
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


def f(a, b=2, *args, **kw):
    return (a, b, args, kw)


p = partial(f, 1, x=3)
print(p.func is f, p.args, p.keywords, p(5, y=6), p(x=4), p())
print(partial(max, 1, 2), partial(max, 5, key=abs), partial(sorted, [3, 1], reverse=True)())
flat = partial(partial(max, key=abs), [1, -7], default=0)
print(flat, flat.func is max, flat.args, flat.keywords, flat())
print(partial(f, **{"a": 1})(b=3), partial(f, 1, 2, 3, 4)(5, q=1))


class C:
    m = partial(f, "unbound")
    n = staticmethod(partial(f, "static"))


print(C().m(), C.m is C.__dict__["m"], C().n(0))
p.attr = 5
print(p.attr, p.__dict__, vars(partial(max)))
show("p.func = 3", lambda: setattr(p, "func", 3))
show("p.args = ()", lambda: setattr(p, "args", ()))
with_dict = partial(max, 1)
with_dict.note = "kept"
outer = partial(with_dict, 2)
print(outer.func is with_dict, outer.args, outer())
r = p.__reduce__()
print(r[0] is partial, r[1][0] is f, r[2][1:])
q = partial(max)
q.__setstate__((min, (4, 2), {"key": abs}, None))
print(q, q(), q.__dict__)
q.__setstate__((min, (4, 2), None, {"d": 1}))
print(q.keywords, q.d)
show("q.__setstate__((1, (), None, None))", lambda: q.__setstate__((1, (), None, None)))
show("q.__setstate__((min, [], None, None))", lambda: q.__setstate__((min, [], None, None)))
show("q.__setstate__((min, ()))", lambda: q.__setstate__((min, ())))
rec = partial(max)
rec.__setstate__((max, (rec,), {}, None))
print(rec)


class P(partial):
    """A guest subclass: its own repr name, attributes and __call__."""
    def __call__(self, *args, **kw):
        return ("P called", super().__call__(*args, **kw))


sub = P(max, 3)
print(sub, sub(9), sub(1), type(P(sub)).__name__, P(sub).func is max, isinstance(sub, partial))
print(partial[int], partial.__module__, partial.__name__, type(partial(max)).__name__)
show("partial()", lambda: partial())
show("partial(1)", lambda: partial(1))
show("partial(func=f)", lambda: partial(func=f))
show("partial(f)()", lambda: partial(f)())

# reduce
print(reduce(lambda a, b: a + b, [1, 2, 3, 4]), reduce(lambda a, b: a * b, range(1, 8), 1), reduce(max, [], 42))
print(reduce(lambda acc, c: c + acc, "abc", ""), reduce(lambda a, b: a + b, iter([[1], [2]])))
show("reduce()", lambda: reduce())
show("reduce(lambda a, b: a + b, [])", lambda: reduce(lambda a, b: a + b, []))
show("reduce(1, [1, 2])", lambda: reduce(1, [1, 2]))
show("reduce(1, [1])", lambda: reduce(1, [1]))
show("reduce(lambda a, b: a + b, 3)", lambda: reduce(lambda a, b: a + b, 3))
show("reduce(lambda a, b: a + b, [1], 1, 2)", lambda: reduce(lambda a, b: a + b, [1], 1, 2))
show("reduce(lambda a, b: a + b, [1], initial=2)", lambda: reduce(lambda a, b: a + b, [1], initial=2))


def bad_iter():
    yield 1
    raise TypeError("from inside")


show("reduce over a failing iterator", lambda: reduce(lambda a, b: a + b, bad_iter()))

# cmp_to_key
by_len_then_text = cmp_to_key(lambda a, b: (len(a) > len(b)) - (len(a) < len(b)) or (a > b) - (a < b))
print(sorted(["ccc", "a", "bb", "aa", "c"], key=by_len_then_text))
print(sorted([3, 1, 2], key=cmp_to_key(lambda a, b: b - a)), min([5, 9, 7], key=cmp_to_key(lambda a, b: b - a)))
K = cmp_to_key(lambda a, b: a - b)
k1, k2 = K(1), K(2)
print(k1 < k2, k1 <= k2, k1 == k2, k1 != k2, k1 > k2, k1 >= k2, k1.obj, type(k1).__name__, type(K).__module__)
k1.obj = 10
print(k1 > k2)
show("K(1) < 3", lambda: K(1) < 3)
show("K()", lambda: K())
show("K(obj=4).obj", lambda: K(obj=4).obj)
show("cmp_to_key()", lambda: cmp_to_key())
show("cmp_to_key(mycmp=abs) is callable", lambda: callable(cmp_to_key(mycmp=abs)))
show("string result", lambda: cmp_to_key(lambda a, b: "x")(1) < cmp_to_key(lambda a, b: 0)(2))
print(K.__hash__ is None, sorted(n for n in dir(_functools) if not n.startswith("_")))
