# Infinite generators combined with hand-written itertools-like helpers.
def count(start=0, step=1):
    n = start
    while True:
        yield n
        n += step
def take(n, it):
    it = iter(it)
    out = []
    for _ in range(n):
        try:
            out.append(next(it))
        except StopIteration:
            break
    return out
def islice(it, start, stop, step=1):
    for i, v in enumerate(it):
        if i >= stop:
            return
        if i >= start and (i - start) % step == 0:
            yield v
def takewhile(pred, it):
    for v in it:
        if not pred(v):
            return
        yield v
def dropwhile(pred, it):
    it = iter(it)
    for v in it:
        if not pred(v):
            yield v
            break
    yield from it
def cycle(xs):
    saved = list(xs)
    while saved:
        yield from saved
def repeat(v, times=None):
    if times is None:
        while True:
            yield v
    else:
        for _ in range(times):
            yield v
def accumulate(it, fn=lambda a, b: a + b):
    it = iter(it)
    try:
        total = next(it)
    except StopIteration:
        return
    yield total
    for v in it:
        total = fn(total, v)
        yield total
def primes():
    found = []
    for n in count(2):
        if all(n % p for p in found if p * p <= n):
            found.append(n)
            yield n
def pairwise(it):
    it = iter(it)
    prev = next(it)
    for v in it:
        yield prev, v
        prev = v
print(take(5, count(10, 5)))
print(list(islice(count(), 3, 20, 4)))
print(list(takewhile(lambda x: x < 30, (n * n for n in count(1)))))
print(take(5, dropwhile(lambda x: x < 7, count())))
print(take(7, cycle("abc")), take(3, repeat("z")), list(repeat(1, 4)))
print(take(8, accumulate(count(1))), list(accumulate([3, 1, 4, 1, 5], max)))
print(take(15, primes()))
print(list(islice(primes(), 100, 103)))
print(take(5, pairwise(count())))
print(take(6, (a * b for a, b in zip(count(1), cycle([1, -1])))))
def collatz(n):
    while True:
        yield n
        if n == 1:
            return
        n = n // 2 if n % 2 == 0 else 3 * n + 1
print(list(collatz(27))[-5:], len(list(collatz(27))))
fizz = ("FizzBuzz" if n % 15 == 0 else "Fizz" if n % 3 == 0 else "Buzz" if n % 5 == 0 else str(n) for n in count(1))
print(" ".join(take(16, fizz)))
print(take(4, fizz))
