# len() of a guest __len__ up to sys.maxsize, and bisect over ranges that long (test_bisect's large ranges)
import bisect
import sys


class R:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        if not 0 <= i < self.n:
            raise IndexError(i)
        return i


for n in [sys.maxsize, 2 ** 31, 2 ** 40, sys.maxsize + 1, 2 ** 100, -1]:
    try:
        print(len(R(n)))
    except (OverflowError, ValueError) as e:
        print(type(e).__name__, e)


class L(list):
    pass


print(len(L([1, 2])), len(range(2 ** 63 - 1)))
try:
    len(range(2 ** 63))
except OverflowError as e:
    print(e)
n = sys.maxsize
data = range(n - 1)
print(bisect.bisect_left(data, n - 3), bisect.bisect_right(data, n - 3), bisect.bisect_left(data, n - 3, n - 10, n),
      bisect.bisect_right(data, n - 3, n - 10, n))
print(bisect.bisect_left(R(n - 1), n - 3), bisect.bisect_right(R(n - 1), n - 3))
