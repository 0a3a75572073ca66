# pickle.dumps gives CPython's bytes for deterministic values, protocols 0 to 5 (Lib's pure-Python pickle)
import pickle


class Leaf:
    def __init__(self, v):
        self.v = v


class Tree:
    def __init__(self):
        self.name = "t"
        self.leaves = [Leaf(1), Leaf(2)]


class Slotted:
    __slots__ = ("a", "b")

    def __init__(self):
        self.a = 1
        self.b = (2, 3)


recursive = [1, 2]
recursive.append(recursive)
shared = [0]

values = [0, 1, -1, 255, 256, 65535, 65536, -129, 2 ** 31, 2 ** 64, -2 ** 70, 10 ** 40, 1.5, -0.0, 1e300,
          True, False, None, "", "abc", "caf\xe9", "\u20ac \U0001f600", "line\nbreak\\", b"", b"\x00\xffab",
          bytearray(b"ba"), (), (1,), (1, 2), (1, 2, 3), (1, 2, 3, 4), [], [1, "a", None], {}, {"a": 1, "b": [2]},
          {1, 2, 3}, frozenset({4, 5}), 1j, range(5), slice(1, 2), Leaf(7), Tree(), Slotted(), recursive,
          [shared, shared], (shared, shared), Ellipsis, NotImplemented, len, Leaf, int, type(None)]

for proto in range(6):
    print("protocol", proto)
    for v in values:
        try:
            data = pickle.dumps(v, proto)
        except Exception as e:
            print(" ", type(v).__name__, type(e).__name__ + ":", e)
        else:
            print(" ", type(v).__name__, data)
