# Classes implementing __iter__/__next__, iter() with sentinel, and next() with default.
class Countdown:
    def __init__(self, start):
        self.current = start
    def __iter__(self):
        return self
    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        self.current -= 1
        return self.current + 1
print(list(Countdown(5)), sum(Countdown(100)))
it = Countdown(2)
print(next(it), next(it), next(it, "done"), list(it))
class Repeatable:
    def __init__(self, data):
        self.data = data
    def __iter__(self):
        return RepeatableIterator(self.data)
class RepeatableIterator:
    def __init__(self, data):
        self.data = data
        self.i = 0
    def __iter__(self):
        return self
    def __next__(self):
        if self.i >= len(self.data):
            raise StopIteration
        self.i += 1
        return self.data[self.i - 1]
r = Repeatable("abc")
print(list(r), list(r), [(x, y) for x in r for y in r][:4])
class Fib:
    def __init__(self, limit):
        self.limit = limit
    def __iter__(self):
        a, b = 0, 1
        while a < self.limit:
            yield a
            a, b = b, a + b
print(list(Fib(100)), max(Fib(1000)), 55 in Fib(100), 56 in Fib(100))
values = [3, 1, 4, 1, 5, 9, 2, 6]
pos = 0
def reader():
    global pos
    pos += 1
    return values[pos - 1]
print(list(iter(reader, 9)))
print(list(iter(Countdown(3))))
class NotIterator:
    def __iter__(self):
        return 42
try:
    iter(NotIterator())
except TypeError as e:
    print("TypeError:", e)
try:
    next([1, 2])
except TypeError as e:
    print("TypeError:", e)
class Walker:
    def __init__(self, tree):
        self.stack = [tree]
    def __iter__(self):
        return self
    def __next__(self):
        while self.stack:
            node = self.stack.pop()
            if isinstance(node, list):
                self.stack.extend(reversed(node))
            else:
                return node
        raise StopIteration
print(list(Walker([1, [2, [3, 4], 5], [[6]], 7])))
itr = iter([10, 20, 30])
print(next(itr), list(itr), next(itr, None))
class ZipLongest:
    def __init__(self, *its, fill=None):
        self.its = [iter(i) for i in its]
        self.fill = fill
    def __iter__(self):
        return self
    def __next__(self):
        row, alive = [], False
        for it in self.its:
            v = next(it, StopIteration)
            if v is StopIteration:
                row.append(self.fill)
            else:
                alive = True
                row.append(v)
        if not alive:
            raise StopIteration
        return tuple(row)
print(list(ZipLongest("abc", [1], range(2), fill="-")))
enum_it = enumerate(Countdown(3), start=1)
print(next(enum_it), list(enum_it))
m = map(str.upper, iter(["a", "b"]))
print(iter(m) is m, list(m), list(m))
