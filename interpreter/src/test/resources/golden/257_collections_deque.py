# _collections.deque without the standard library: every method, maxlen, reprs, comparisons, errors, threads
from _collections import deque
import threading


def show(label, thunk):
    try:
        print(label, "->", thunk())
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


d = deque("bcd")
d.append("e")
d.appendleft("a")
print(d, len(d), d[0], d[-1], list(reversed(d)), "c" in d, "z" in d)
print(d.pop(), d.popleft(), d)
d.extend("xyz")
d.extendleft([1, 2, 3])
print(d, d.count("x"), d.index("x"), d.index("y", 2, 8))
d.rotate(2)
print(d)
d.rotate(-3)
print(d)
d.rotate()
print(d)
d.insert(2, "I")
d.insert(-1, "J")
d.insert(100, "END")
d.insert(-100, "START")
print(d)
d.remove("I")
del d[1]
d[0] = "S"
print(d, d.copy() == d, d.copy() is d)
d.reverse()
print(d)
d.clear()
print(d, bool(d), len(d))

# maxlen
m = deque(range(5), maxlen=3)
print(m, m.maxlen, deque().maxlen)
m.append(10)
m.appendleft(-1)
print(m)
m.extend(range(20, 25))
print(m)
m.extendleft("ab")
print(m)
print(deque([1, 2], 0), deque(maxlen=2, iterable="abc"), deque("ab", None))
print(deque([1, 2, 3], 4) * 3, deque("ab") * 2, 2 * deque("xy"), deque("ab") * 0, deque("ab") * -1)
mm = deque([1, 2, 3], maxlen=5)
mm *= 4
print(mm)
mm += [9]
print(mm, mm + deque([0]), (mm + deque([0])).maxlen)
a = deque([1, 2])
a.extend(a)
a.extendleft(a)
print(a)

# comparisons and hashing
print(deque([1, 2]) == deque([1, 2]), deque([1, 2]) != deque([1, 3]), deque([1, 2]) < deque([1, 3]),
      deque([1, 2, 3]) > deque([1, 2]), deque([1]) <= deque([1]), deque("ab") >= deque("b"), deque([1]) == [1])
print(deque.__hash__ is None, deque[int], deque[int].__origin__ is deque)

# recursion in repr
r = deque([1])
r.append(r)
print(r)
rr = deque([1], maxlen=4)
rr.append([rr])
print(rr)

# iteration and mutation
it = iter(deque("abc"))
print(type(it).__name__, it.__length_hint__(), next(it), it.__length_hint__(), list(it))
md = deque([1, 2, 3])
for x in md:
    if x == 1:
        try:
            md.append(4)
            next(iter(md))
        except RuntimeError as e:
            print("unexpected", e)
        break
it = iter(md)
next(it)
md.appendleft(0)
show("next after appendleft", lambda: next(it))
it = iter(md)
md[0] = "changed"
print("setitem is no mutation for iterators:", list(it))


class Eq:
    def __init__(self, dq):
        self.dq = dq

    def __eq__(self, other):
        self.dq.append(99)
        return False


bad = deque([1, 2])
bad.appendleft(Eq(bad))
show("count while mutating", lambda: bad.count(5))
show("index while mutating", lambda: bad.index(5))
print(len(bad))

# errors
d = deque([1, 2, 3], 5)
for expr in ["deque(1)", "deque([], 'a')", "deque([], -1)", "deque([], 2, 3)", "deque(x=1)", "deque().pop()",
             "deque().popleft()", "d.index(9)", "d.index(1, 1)", "d.index(1, 'a')", "d.remove(9)", "d[10]", "d[-4]",
             "d[1:2]", "d['a']", "d + [1]", "d * 'a'", "deque([1], 1).insert(0, 2)", "d.rotate('a')", "d.count()",
             "d.insert(1)", "d == [1, 2, 3]", "d.append()", "d.extend(1)", "d.index()", "d.index(1, 2, 3, 4)",
             "d.rotate(1, 2)", "d.pop(1)", "d.__copy__()", "deque([1], maxlen=2.0)", "d.index(2, -10, 100)",
             "d.index(3, -1)", "d.index(1, 0, -3)", "d.maxlen"]:
    show(expr, lambda: eval(expr))
try:
    del d[10]
except IndexError as e:
    print("del d[10] !!", e)
try:
    d.maxlen = 3
except AttributeError as e:
    print("maxlen is read-only")


class Sub(deque):
    """A guest subclass keeps its type through copy, + and *."""
    def __init__(self, iterable=(), maxlen=None):
        super().__init__(iterable, maxlen)
        self.tag = "sub"


s = Sub("ab", 3)
print(s, s.tag, type(s.copy()).__name__, type(s + deque("c")).__name__, (s + deque("c")), type(s * 2).__name__)
print(s.__reduce__()[:3], deque("xy").__reduce__()[:3])

# append and popleft are atomic: four threads move 4000 items through one deque
q = deque()
out = []


def producer(base):
    for i in range(1000):
        q.append(base + i)


def consumer():
    got = 0
    while got < 1000:
        try:
            out.append(q.popleft())
            got += 1
        except IndexError:
            pass


threads = [threading.Thread(target=producer, args=(k * 1000,)) for k in range(4)]
threads += [threading.Thread(target=consumer) for _ in range(4)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(len(out), sorted(out) == list(range(4000)), len(q))
