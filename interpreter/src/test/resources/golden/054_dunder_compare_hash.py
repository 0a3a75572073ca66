# __repr__/__str__, rich comparisons, __hash__ and use in dicts and sorting.
class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split("."))
    def __repr__(self):
        return f"Version('{'.'.join(map(str, self.parts))}')"
    def __str__(self):
        return "v" + ".".join(map(str, self.parts))
    def __eq__(self, other):
        if not isinstance(other, Version):
            return NotImplemented
        return self.parts == other.parts
    def __lt__(self, other):
        return self.parts < other.parts
    def __le__(self, other):
        return self.parts <= other.parts
    def __gt__(self, other):
        return self.parts > other.parts
    def __ge__(self, other):
        return self.parts >= other.parts
    def __hash__(self):
        return hash(self.parts)
vs = [Version(t) for t in ["1.10.0", "1.2.3", "1.2.10", "0.9", "1.2.3"]]
print(vs)
print(sorted(vs), [str(v) for v in sorted(vs, reverse=True)])
print(max(vs), min(vs), Version("1.0") == Version("1.0"), Version("1.0") != Version("1.0.0"))
print(Version("2.0") > Version("1.99"), Version("1.0") <= Version("1.0"), Version("1.0") == "1.0")
print(len(set(vs)), {Version("1.2.3"): "found"}[Version("1.2.3")])
print(str(vs[0]), repr(vs[0]), f"{vs[0]}", f"{vs[0]!r}", "%s %r" % (vs[0], vs[0]))
class OnlyEq:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return isinstance(other, OnlyEq) and self.v == other.v
print(OnlyEq(1) == OnlyEq(1), OnlyEq(1) != OnlyEq(2), OnlyEq.__hash__ is None)
try:
    hash(OnlyEq(1))
except TypeError as e:
    print("TypeError:", e)
try:
    OnlyEq(1) < OnlyEq(2)
except TypeError as e:
    print("TypeError:", e)
class Reflected:
    def __init__(self, v):
        self.v = v
    def __lt__(self, other):
        print(f"  {self.v}.__lt__({other})")
        return self.v < other
    def __gt__(self, other):
        print(f"  {self.v}.__gt__({other})")
        return self.v > other
print(5 < Reflected(10))
print(Reflected(3) > 1)
class Plain:
    pass
p, q = Plain(), Plain()
print(p == p, p == q, p != q, hash(p) == hash(p))
class Card:
    order = "23456789TJQKA"
    def __init__(self, rank, suit):
        self.rank, self.suit = rank, suit
    def __repr__(self):
        return self.rank + self.suit
    def __lt__(self, other):
        return (self.order.index(self.rank), self.suit) < (self.order.index(other.rank), other.suit)
hand = [Card(r, s) for r, s in ["Ks", "2h", "Ah", "Td", "2c"]]
print(sorted(hand), max(hand), min(hand))
class Key:
    def __init__(self, k):
        self.k = k
    def __eq__(self, o):
        return self.k.lower() == o.k.lower()
    def __hash__(self):
        return hash(self.k.lower())
    def __repr__(self):
        return f"Key({self.k})"
d = {Key("Name"): 1}
d[Key("NAME")] = 2
print(d, len(d))
