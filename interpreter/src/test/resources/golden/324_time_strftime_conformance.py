# time.strftime against glibc's: random conversions, flags, widths and modifiers over odd and real times (TZ set here)
import os
import time


class Lcg:
    """A fixed pseudo-random sequence (the random module is not needed for it)."""

    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % 2**64
        return self.state >> 33

    def randint(self, a, b):
        return a + self.next() % (b - a + 1)

    def choice(self, seq):
        return seq[self.next() % len(seq)]


rnd = Lcg(5)
os.environ["TZ"] = "Europe/Berlin"
time.tzset()
dirs = "aAbBcCdDeFgGhHIjklmMnpPrRsStTuUVwWxXyYz%+QEO"
flags = ["", "", "", "-", "_", "0", "^", "#", "^#", "_-"]
widths = ["", "", "", "1", "3", "7", "12"]
mods = ["", "", "", "", "E", "O"]
tuples = []
for i in range(60):
    y = rnd.choice([1, 5, 99, 999, 1900, 1969, 1970, 2000, 2020, 2024, 9999, 12345, -5, -1234, 0])
    tuples.append((y, rnd.randint(1, 12), rnd.randint(1, 31), rnd.randint(0, 23), rnd.randint(0, 59), rnd.randint(0, 61),
                   rnd.randint(0, 6), rnd.randint(1, 366), rnd.choice([-1, 0, 1])))
for i in range(60):
    tuples.append(time.localtime(rnd.randint(-2**34, 2**34)))
    tuples.append(time.gmtime(rnd.randint(-2**34, 2**34)))
for t in tuples:
    fmt = "".join("%" + rnd.choice(flags) + rnd.choice(widths) + rnd.choice(mods) + rnd.choice(dirs) + rnd.choice(["", " ", "|"]) for _ in range(12))
    try:
        print(repr(fmt), repr(time.strftime(fmt, t)))
    except Exception as e:
        print(repr(fmt), type(e).__name__, e)
    print(time.asctime(t) if t[1] else "-", t)
for d in range(0, 800, 3):
    tm = time.gmtime(1577836800 - 400 * 86400 + d * 86400)
    print(time.strftime("%F %a %G-%V %g %U %W %u %w %j", tm))
