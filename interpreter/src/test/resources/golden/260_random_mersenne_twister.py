# _random.Random without the standard library: CPython's Mersenne Twister stream for the same seeds
import _random
from _random import Random


def show(label, thunk):
    try:
        print(label, "->", thunk())
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


r = Random(42)
print([r.random() for _ in range(5)])
print([r.getrandbits(k) for k in (0, 1, 2, 7, 31, 32, 33, 63, 64, 65, 100, 257)])
for seed in [0, 1, -1, 7, 2 ** 32 - 1, 2 ** 32, 2 ** 64 + 3, 2 ** 100 + 7, -(2 ** 64), 12345678901234567890, True,
             False, 3.5, -2.25, 1e300, (1, 2), None.__class__]:
    if seed is None.__class__:
        continue
    r.seed(seed)
    print(repr(seed), r.random(), r.getrandbits(64), r.getrandbits(5))
# past the first regeneration of the state, and far past it
r.seed(2024)
values = [r.random() for _ in range(2000)]
print(values[623], values[624], values[1999], sum(r.getrandbits(32) for _ in range(5000)) % 1000003)

# getstate / setstate round trip
r.seed(99)
r.random()
state = r.getstate()
print(type(state).__name__, len(state), state[-1], state[:3], all(0 <= w < 2 ** 32 for w in state))
after = [r.random() for _ in range(700)]
r.setstate(state)
print(after == [r.random() for _ in range(700)])
other = Random()
other.setstate(state)
print(other.getstate() == state)
wrapped = Random(0)
wrapped.setstate((2 ** 40 + 5,) * 624 + (624,))
print(wrapped.getstate()[:2], wrapped.random())

# seeding with None and no argument gives some stream; two such are (almost surely) different
a, b = Random(), Random(None)
print(a.random() != b.random(), 0.0 <= a.random() < 1.0)
r.seed()
r.seed(None)


class Unseeded(Random):
    """__new__ makes the generator and __init__ seeds it: skipping Random.__init__ leaves it unseeded."""
    def __init__(self, a, b=3):
        self.b = b


u = Unseeded(5, b=4)
print(u.b, u.random(), u.getstate()[-1])


class Seeded(Random):
    def __init__(self, x=None, *, note=""):
        super().__init__(x)
        self.note = note


s = Seeded(42, note="n")
print(s.note, s.random() == Random(42).random(), isinstance(s, Random), Random.__module__, Random.__name__)

for expr in ["Random(1, 2)", "Random(x=1)", "r.seed(1, 2)", "r.seed(x=1)", "r.getrandbits(-1)",
             "r.getrandbits('a')", "r.getrandbits()", "r.setstate(1)", "r.setstate((1,) * 3)",
             "r.setstate((1,) * 624 + (625,))", "r.setstate((1,) * 624 + (-1,))", "r.setstate(('a',) * 625)",
             "r.setstate((-1,) * 625)", "r.random(1)", "r.seed([1])", "Random([])", "r.getstate(1)"]:
    show(expr, lambda: eval(expr))
print(sorted(n for n in dir(Random) if not n.startswith("_")), sorted(n for n in dir(_random) if not n.startswith("_")))
