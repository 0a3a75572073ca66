# Keys that are not str but hash and compare equal to a global's name replace, shadow and delete globals, builtins
# and module attributes, through every way of changing a dict; optimized code sees each change, and a key's __eq__
# runs as often as without the optimizer (its dict watchers included).
import sys


class K:
    """A key equal to the str it wraps; counts the calls of its __eq__."""
    eqs = 0

    def __init__(self, s):
        self.s = s

    def __hash__(self):
        return hash(self.s)

    def __eq__(self, other):
        K.eqs += 1
        return other == self.s if isinstance(other, str) else isinstance(other, K) and other.s == self.s


m = type(sys)("m")
m.y = 100
x = 1


def hot():
    return x + len("ab") + m.y


def warm():
    for _ in range(50):
        hot()
    optimize_now()


def loop(n):
    t = 0
    for i in range(n):
        t += x
        if i == n // 2:
            globals()[K("x")] = 1000
    return t


g = globals()
steps = []


def step(label, change):
    warm()
    before = K.eqs
    change()
    steps.append((label, hot(), K.eqs - before))


step("store", lambda: g.__setitem__(K("x"), 10))
step("restore", lambda: g.__setitem__(K("x"), 10))
step("shadow len", lambda: g.__setitem__(K("len"), lambda s: 1000))
step("unshadow len", lambda: g.__delitem__(K("len")))
step("module attribute", lambda: vars(m).__setitem__(K("y"), 200))
step("update", lambda: g.update({K("x"): 20}))
step("setdefault", lambda: g.setdefault(K("len"), lambda s: 7))
step("pop", lambda: g.pop(K("len")))
step("setdefault present", lambda: g.setdefault(K("x"), 0))
step("del absent", lambda: g.pop(K("len"), None))


def ior():
    global g
    g |= {K("x"): 30}


step("|=", ior)
for s in steps:
    print(*s)
warm()
x = 1
print(loop(3000), x)
warm()
del x
g[K("x")] = 2
print(loop(2000), K.eqs)
