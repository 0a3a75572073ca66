# golden: needs the standard library
# CPython's own random over _random and _sha512: the same seed gives the same numbers as CPython.
import random

for seed in (0, 1, 42, -42, 2 ** 32, 2 ** 32 - 1, 2 ** 100 + 12345, -(2 ** 70), 3.5, "hello", "", "héllo ✓",
             b"bytes", bytearray(b"ba"), True, None):
    r = random.Random(seed)
    if seed is None:
        print("None", 0.0 <= r.random() < 1.0)
        continue
    print(repr(seed), r.random(), r.getrandbits(40), r.randrange(1000))

# seed(version=1) for strings, and seed() on the module-level instance
for s in ("abc", "", "long string " * 10):
    r = random.Random()
    r.seed(s, version=1)
    print("v1", repr(s[:12]), r.random())
random.seed(2024)
print(random.random(), random.randint(1, 6), random.choice("abcdef"), random.getrandbits(70))

r = random.Random(12345)
print([r.random() for _ in range(5)])
print([r.randint(-10, 10) for _ in range(20)])
print([r.randrange(0, 100, 7) for _ in range(10)], [r.randrange(10 ** 30) for _ in range(3)])
print([r.randrange(5, -20, -3) for _ in range(10)])
print([r.getrandbits(k) for k in (0, 1, 7, 31, 32, 33, 63, 64, 65, 128, 200)])
print(r.randbytes(0), r.randbytes(1), r.randbytes(7).hex(), r.randbytes(33).hex())
print([r.choice([10, 20, 30, 40]) for _ in range(10)], r.choice(range(10 ** 12)))
deck = list(range(20))
r.shuffle(deck)
print(deck)
print(r.sample(range(100), 10), r.sample("abcdefgh", 8), r.sample(range(10 ** 9), 3))
print(r.sample(["red", "blue"], counts=[4, 2], k=5))
print(r.choices("abc", k=10), r.choices("abc", weights=[10, 1, 1], k=10))
print(r.choices(range(5), cum_weights=[1, 2, 3, 4, 100], k=8), r.choices([1.5, 2.5], [0.3, 0.7]))
print([r.uniform(-1, 1) for _ in range(4)], r.uniform(5, 5))
print([r.triangular(0, 10, 2) for _ in range(3)], r.triangular())

for bad in (lambda: r.randrange(0), lambda: r.randrange(5, 5), lambda: r.randint(3, 1), lambda: r.choice([]),
            lambda: r.sample(range(3), 4), lambda: r.getrandbits(-1),
            lambda: r.choices("ab", weights=[1], k=2), lambda: random.Random([1, 2]),
            lambda: r.randrange(0, 10, 0)):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__ + ":", e)
