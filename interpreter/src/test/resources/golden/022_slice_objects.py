# slice objects and custom __getitem__ with slices.
s = slice(2, 10, 3)
print(s, s.start, s.stop, s.step, slice(5), slice(None, 3), slice(1, None, -1))
print(s.indices(8), slice(None).indices(5), slice(-3, None).indices(10), slice(None, None, -1).indices(4))
print(slice(1, 2) == slice(1, 2), slice(1, 2) == slice(1, 3))
data = list(range(20))
print(data[s], data[slice(-5, None)], "abcdefgh"[slice(1, 7, 2)])

class Recorder:
    def __getitem__(self, key):
        return key

rec = Recorder()
print(rec[1], rec[1:2], rec[::2], rec[1:2, 3], rec[:, 1:], rec[...])

class Seq:
    def __init__(self, n):
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        if isinstance(i, slice):
            start, stop, step = i.indices(self.n)
            return [self[j] for j in range(start, stop, step)]
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError("Seq index out of range")
        return i * i

q = Seq(10)
print(q[3], q[-1], q[2:5], q[::-3], q[100:], len(q))
print(list(q)[:4])
try:
    q[10]
except IndexError as e:
    print("IndexError:", e)
print(3 * 3 in q, 5 in q)
window = 3
series = [4, 8, 15, 16, 23, 42, 7]
sl = [series[i:i + window] for i in range(len(series) - window + 1)]
print(sl, [sum(w) / window for w in sl])
cut = slice(1, -1)
print(series[cut], "[hello]"[cut], (1, 2, 3)[cut])
try:
    slice(1, 2, 0).indices(5)
except ValueError as e:
    print("ValueError:", e)
try:
    [1, 2, 3][::0]
except ValueError as e:
    print("ValueError:", e)
