# Keys that are not str but hash and compare equal to a name: they replace, shadow and delete globals, builtins,
# module and instance attributes as CPython's dicts do, through the VM's inline caches, and each key's __eq__ runs
# as often as in CPython.
import sys


class K:
    eqs = 0

    def __init__(self, s):
        self.s = s

    def __hash__(self):
        return hash(self.s)

    def __eq__(self, other):
        K.eqs += 1
        return other == self.s if isinstance(other, str) else isinstance(other, K) and other.s == self.s


x = 1
m = type(sys)("m")
m.y = 10


class P:
    pass


p = P()
p.z = 100


def total(n):
    t = 0
    for _ in range(n):
        t += x + len("ab") + m.y + p.z
    return t


g = globals()
print(total(300))
g[K("x")] = 2
print(total(300), K.eqs)
g[K("len")] = lambda s: 50
print(total(300), K.eqs)
del g[K("len")]
print(total(300), K.eqs)
vars(m)[K("y")] = 20
p.__dict__[K("z")] = 200
print(total(300), K.eqs)
del x
g[K("x")] = 3
print(total(300), K.eqs)
g.setdefault(K("len"), lambda s: 7)
print(total(300), K.eqs)
g.pop(K("len"))
g |= {K("x"): 4}
print(total(300), K.eqs)
print(sorted(k if isinstance(k, str) else "K(%s)" % k.s for k in g if k in ("x", "len") or isinstance(k, K)))
