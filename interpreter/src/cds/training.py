# The training run for frameweave's start-up archive (see the `frameweave` launcher).
#
# The launcher runs this program once after each build with -XX:ArchiveClassesAtExit; every Java class
# (and lambda proxy) it loads goes into the class-data-sharing archive that later runs map instead of
# loading, verifying and linking those classes again. So it touches the paths most programs take: the
# parser and compiler on many statement and expression forms, classes and operator overloading,
# exceptions, generators, closures, the common str/list/dict/set methods, formatting, and the builtin
# modules. Its output is discarded; it must finish quickly and without an uncaught exception.
import math
import sys
import time


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    def __repr__(self):
        return f"Vec({self.x!r}, {self.y:.2f})"

    @property
    def norm(self):
        return math.sqrt(self.x * self.x + self.y * self.y)

    @staticmethod
    def zero():
        return Vec(0, 0)

    @classmethod
    def unit(cls):
        return cls(1, 0)


class Named(Vec):
    def __init__(self, name, x, y):
        super().__init__(x, y)
        self.name = name

    def __eq__(self, other):
        return isinstance(other, Named) and self.name == other.name

    def __hash__(self):
        return hash(self.name)


class TrainingError(ValueError):
    pass


def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


def counter(limit):
    n = 0
    while n < limit:
        yield n
        n += 1


def make_adder(k):
    def add(x, *rest, scale=1, **options):
        return (x + k + sum(rest)) * scale

    return add


def errors():
    caught = []
    for thunk in (lambda: 1 // 0, lambda: [][1], lambda: {}["k"], lambda: int("x"),
                  lambda: undefined_name, lambda: None.attr, lambda: len(5)):
        try:
            thunk()
        except (ZeroDivisionError, IndexError, KeyError, ValueError) as e:
            caught.append(type(e).__name__)
        except Exception as e:
            caught.append(repr(e))
        finally:
            caught.append("-")
    try:
        try:
            raise TrainingError("inner")
        except TrainingError as e:
            raise RuntimeError("outer") from e
    except RuntimeError as e:
        caught.append(str(e.__cause__))
    with open(__file__) as f:
        caught.append(f.readline()[:10])
    assert caught, "nothing caught"
    return caught


def text():
    words = "the quick brown fox jumps over the lazy dog".split()
    freq = {}
    for w in words:
        freq[w] = freq.get(w, 0) + 1
    top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))
    line = ", ".join(f"{w}={n}" for w, n in top)
    out = [line.upper(), line.replace("=", ":"), line.strip().lower().title(), "%s %d %5.2f %r" % ("a", 1, 2.5, "b"),
           "{:>8}|{:<4}|{:^6}".format("x", 3, 1.5), str(words.index("fox")), line.find("dog"),
           "-".join(reversed(words)), words[1:5], line.startswith("the"), line.count("o")]
    return out


def numbers():
    total = 0
    for i in range(2000):
        total += i * i % 7
        total ^= i << 3
    big = 2 ** 100 + total
    floats = [i / 7 for i in range(50)]
    s = sum(floats) + math.floor(2.5) + abs(-3) + round(2.675, 2) + divmod(17, 5)[0] + max(floats) - min(floats)
    return total, big % 97, repr(s), hex(total), int("ff", 16), float("1e3"), 1e300 * 10


def containers():
    xs = list(range(30))
    xs.append(5)
    xs.extend([7, 8])
    xs.insert(0, -1)
    xs.pop()
    xs.sort(reverse=True)
    xs[2:5] = [0, 0]
    del xs[0]
    t = tuple(xs)
    d = {k: v for k, v in zip("abcdef", range(6))}
    d.update(g=7)
    d.setdefault("h", 8)
    d.pop("a")
    s = {x % 5 for x in xs}
    s |= {9}
    s.discard(0)
    fs = frozenset(s) & {1, 2, 3}
    pairs = [(a, b) for a in range(4) for b in range(a) if (a + b) % 2]
    a, *rest = pairs
    return (len(xs), t.count(0), sorted(d), list(d.values()), s, fs, pairs, rest, any(xs), all(xs),
            list(enumerate("ab")), list(map(str, range(3))), list(filter(None, xs))[:3], xs.index(0),
            [v for v in d.values() if v > 2])


def main():
    points = [Named(str(i), i, i * 2) for i in range(20)]
    acc = Vec.zero()
    for p in points:
        acc = acc + p * 0.5
    results = [repr(acc), acc.norm, Vec.unit(), len(set(points)), fib(15), list(counter(5)),
               make_adder(3)(1, 2, 3, scale=2), errors(), text(), numbers(), containers(),
               getattr(acc, "x"), hasattr(acc, "z"), type(acc).__name__, sys.argv[:1], time.time() > 0]
    g = (x * x for x in range(10))
    results.append(next(g))
    results.append(sum(g))
    while results:
        item = results.pop()
        if item is None:
            continue
        print(item)
    sys.stdout.flush()


if __name__ == "__main__":
    main()
