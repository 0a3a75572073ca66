# golden: needs the standard library
# random's state: getstate/setstate round trips, subclasses, SystemRandom, and _random.Random beneath.
import random

r = random.Random(2023)
r.random()
state = r.getstate()
print(type(state).__name__, len(state), state[0], len(state[1]), state[1][:3], state[1][-1], state[2])
first = [r.random() for _ in range(3)]
r.setstate(state)
print(first == [r.random() for _ in range(3)])

# setstate on another instance, then both run in step
s = random.Random()
s.setstate(r.getstate())
print([r.getrandbits(16) for _ in range(4)] == [s.getrandbits(16) for _ in range(4)])
try:
    s.setstate((99, (), None))
except ValueError as e:
    print("ValueError:", e)
try:
    s.setstate((3, tuple([0] * 624 + [700]), None))
except ValueError as e:
    print("ValueError:", e)


class Dice(random.Random):
    def roll(self):
        return self.randint(1, 6)


d = Dice(5)
print([d.roll() for _ in range(12)], isinstance(d, random.Random))


class OwnRandom(random.Random):
    def random(self):
        return 0.25


o = OwnRandom(1)
print(o.random(), o.choice("abcd"), o.uniform(0, 8))


class BitsOnly(random.Random):
    def __init__(self):
        super().__init__(0)
        self.calls = 0

    def getrandbits(self, k):
        self.calls += 1
        return super().getrandbits(k)


b = BitsOnly()
print(b.randrange(1000), b.calls)

sr = random.SystemRandom()
vals = [sr.random() for _ in range(100)]
print(all(0.0 <= v < 1.0 for v in vals), len(set(vals)) > 90, 0 <= sr.randrange(10) < 10, sr.getrandbits(64) < 2 ** 64)
print(len(sr.randbytes(10)), sr.seed(1), len(sr.sample(range(50), 5)))
for name in ("getstate", "setstate"):
    try:
        getattr(sr, name)(None) if name == "setstate" else sr.getstate()
    except NotImplementedError as e:
        print("NotImplementedError:", e)
print(random.Random.__mro__[1].__module__, random.Random.__mro__[1].__name__)
