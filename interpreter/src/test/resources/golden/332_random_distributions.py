# golden: needs the standard library
# random's distributions over the Mersenne Twister: CPython's numbers for the same seed.
import random

r = random.Random(31337)


def show(name, values):
    print(name, " ".join(repr(v) for v in values))


show("random", [r.random() for _ in range(6)])
show("gauss", [r.gauss(0, 1) for _ in range(6)])
show("gauss2", [r.gauss(100, 15) for _ in range(5)])
show("normal", [r.normalvariate(0, 1) for _ in range(6)])
show("normal2", [r.normalvariate(-3, 0.5) for _ in range(4)])
show("lognorm", [r.lognormvariate(0, 0.5) for _ in range(4)])
show("expo", [r.expovariate(1.5) for _ in range(6)])
show("vonmises", [r.vonmisesvariate(1.0, 2.0) for _ in range(4)] + [r.vonmisesvariate(0.5, 0.0)])
show("gamma", [r.gammavariate(a, 2.0) for a in (0.5, 1.0, 2.5, 9.0)])
show("beta", [r.betavariate(2.0, 5.0) for _ in range(4)])
show("pareto", [r.paretovariate(3.0) for _ in range(4)])
show("weibull", [r.weibullvariate(1.0, 1.5) for _ in range(4)])
show("triangular", [r.triangular(1, 3, 2.5) for _ in range(4)])
show("uniform", [r.uniform(10, 20) for _ in range(4)])

# gauss keeps its second value until the next call; seeding forgets it
a = random.Random(7)
a.gauss()
state = a.getstate()
b = random.Random()
b.setstate(state)
print(a.gauss() == b.gauss(), a.random() == b.random())
a.seed(7)
c = random.Random(7)
print(a.gauss() == c.gauss())

# the module-level functions share one instance
random.seed(99)
x = [random.random(), random.gauss(), random.expovariate(2), random.randint(0, 9)]
random.seed(99)
y = [random.random(), random.gauss(), random.expovariate(2), random.randint(0, 9)]
print(x == y, x)
