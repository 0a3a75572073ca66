# _heapq and _bisect without the standard library: results, the comparisons they make, and their messages
import _heapq
import _bisect
from _heapq import heappush, heappop, heapify, heapreplace, heappushpop, _heappop_max, _heapify_max, _heapreplace_max
from _bisect import bisect_left, bisect_right, insort_left, insort_right


def show(label, thunk):
    try:
        print(label, "->", thunk())
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


def lcg(n, x=7):
    out = []
    for _ in range(n):
        x = (x * 1103515245 + 12345) % 2147483648
        out.append(x % 1000)
    return out


data = lcg(3000)
h = []
for x in data:
    heappush(h, x)
print(h[:10], all(h[(i - 1) // 2] <= h[i] for i in range(1, len(h))))
print([heappop(h) for _ in range(10)], len(h))
print(sorted(data) == sorted(data[:0] + [heappop(h) for _ in range(len(h))] + sorted(data)[:10]))
small = [5, 3, 8, 1, 9, 2, 7]
heapify(small)
print(small, heapreplace(small, 6), small, heappushpop(small, 0), heappushpop(small, 4), small)
big = list(data)
heapify(big)
print(big[:12], [heappop(big) for _ in range(5)])
mx = [5, 3, 8, 1, 9, 2, 7]
_heapify_max(mx)
print(mx, _heappop_max(mx), _heapreplace_max(mx, 0), mx)
print(heappushpop([], 3), [heappop([x]) for x in "ab"])


class Loud:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        print(f"  {self.v}<{other.v}", end="")
        return self.v < other.v

    def __repr__(self):
        return f"L{self.v}"


lh = []
for v in [5, 3, 8, 1]:
    heappush(lh, Loud(v))
print()
print(lh, heappop(lh), lh)
heapify(lh)
print()


class Shrinks:
    def __init__(self, heap, v):
        self.heap, self.v = heap, v

    def __lt__(self, other):
        self.heap.clear()
        return True


victim = [0, 1, 2]
victim.append(Shrinks(victim, 9))
show("heap changed during a comparison", lambda: heappush(victim, Shrinks(victim, 1)))
for expr in ["heappush(1, 2)", "heappush([])", "heappop(1)", "heappop([])", "heapreplace([], 1)", "heapify((1,))",
             "heapify()", "_heappop_max([])", "_heapreplace_max([], 1)", "_heapify_max(3)", "heappush([1], 'a')",
             "heappush(x=[], item=1)"]:
    show(expr, lambda: eval(expr))

# bisect
a = [1, 2, 2, 2, 3, 5, 8]
print([bisect_left(a, x) for x in range(10)], [bisect_right(a, x) for x in range(10)])
print(bisect_left(a, 2, 2), bisect_right(a, 2, 0, 3), bisect_left(a, 100, hi=3), bisect_right(a, -1, lo=4),
      bisect_left(a, 2, 0, None))
records = [("a", 1), ("b", 3), ("c", 3), ("d", 7)]
print(bisect_left(records, 3, key=lambda r: r[1]), bisect_right(records, 3, key=lambda r: r[1]))
insort_right(records, ("e", 3), key=lambda r: r[1])
insort_left(records, ("f", 3), key=lambda r: r[1])
print(records)
s = []
for x in lcg(200, 3):
    insort_left(s, x) if x % 2 else insort_right(s, x)
print(s == sorted(lcg(200, 3)), s[:8])


class Recorder(list):
    def insert(self, i, x):
        print("insert", i, x)
        super().insert(i, x)


r = Recorder([1, 3, 5])
insort_right(r, 4)
insort_left(r, 0, 1)
print(r, bisect_left(range(0, 100, 5), 42), bisect_right("acegi", "d"))
print(bisect_left([Loud(1), Loud(3), Loud(5)], Loud(4)))
for expr in ["bisect_right()", "bisect_right([1, 2], 1, -1)", "bisect_right([1, 2], 1, 0, 'a')", "bisect_right(3, 1)",
             "bisect_left([1, 2, 3], 2, hi=10)", "bisect_left([1, 2, 3], 2, lo=5)", "insort_left((1, 2), 1)",
             "bisect_right([1, 2], 1, key=None, foo=1)", "insort_right([], 1, 0, -1)", "bisect_left(x=1, a=[1])",
             "bisect_right([1, 2, 3], 2, None)", "bisect_left([1, 2], 1, 0, 2, None)"]:
    show(expr, lambda: eval(expr))
print(sorted(n for n in dir(_heapq) if not n.startswith("__")), sorted(n for n in dir(_bisect) if not n.startswith("__")))
