# Container protocol: __len__, __getitem__, __setitem__, __delitem__, __contains__, __iter__, __reversed__.
class SparseVector:
    def __init__(self, size):
        self.size = size
        self.data = {}
    def __len__(self):
        return self.size
    def _check(self, i):
        if not isinstance(i, int):
            raise TypeError(f"indices must be integers, not {type(i).__name__}")
        if i < 0:
            i += self.size
        if not 0 <= i < self.size:
            raise IndexError("index out of range")
        return i
    def __getitem__(self, i):
        return self.data.get(self._check(i), 0)
    def __setitem__(self, i, v):
        i = self._check(i)
        if v:
            self.data[i] = v
        else:
            self.data.pop(i, None)
    def __delitem__(self, i):
        self.data.pop(self._check(i), None)
    def __contains__(self, v):
        return v in self.data.values() or (v == 0 and len(self.data) < self.size)
    def __iter__(self):
        for i in range(self.size):
            yield self[i]
    def __reversed__(self):
        for i in range(self.size - 1, -1, -1):
            yield self[i]
    def __repr__(self):
        return f"SparseVector({list(self)})"
v = SparseVector(6)
v[1] = 5
v[-1] = 7
v[3] = 2
print(v, len(v), v[1], v[0], v[-1])
del v[3]
v[1] = 0
print(v, 7 in v, 5 in v, 0 in v, list(reversed(v)), sum(v), sorted(v)[-1])
for bad in [lambda: v[6], lambda: v["x"], lambda: v.__setitem__(-7, 1)]:
    try:
        bad()
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
class OldStyleSeq:
    def __getitem__(self, i):
        if i >= 4:
            raise IndexError
        return i * 11
print(list(OldStyleSeq()), 22 in OldStyleSeq(), 5 in OldStyleSeq())
for x in OldStyleSeq():
    print("item", x)
class Grid:
    def __init__(self, w, h):
        self.cells = [["."] * w for _ in range(h)]
    def __getitem__(self, pos):
        x, y = pos
        return self.cells[y][x]
    def __setitem__(self, pos, val):
        x, y = pos
        self.cells[y][x] = val
    def __str__(self):
        return "\n".join("".join(row) for row in self.cells)
g = Grid(5, 3)
g[0, 0] = "#"
g[4, 2] = "@"
g[2, 1] = g[0, 0]
print(g)
class LenOnly:
    def __len__(self):
        return 3
print(len(LenOnly()), bool(LenOnly()))
class BadLen:
    def __len__(self):
        return -1
try:
    len(BadLen())
except ValueError as e:
    print("ValueError:", e)
class Membership:
    def __contains__(self, item):
        return item % 2 == 0
print(4 in Membership(), 3 in Membership(), 3 not in Membership())
try:
    iter(5)
except TypeError as e:
    print("TypeError:", e)
try:
    3 in LenOnly()
except TypeError as e:
    print("TypeError:", e)
