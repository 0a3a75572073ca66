# frozensets: immutable, hashable sets.
f = frozenset([3, 1, 2, 3])
g = frozenset(range(2, 6))
print(f, g, len(f), 2 in f, frozenset())
print(f | g, f & g, f - g, f ^ g, type(f | {9}).__name__, type({9} | f).__name__)
print(f.union([7]), f.intersection(g), f.issubset(range(5)), f.isdisjoint({8}))
print(f == {1, 2, 3}, f == frozenset({1, 2, 3}), hash(f) == hash(frozenset([1, 2, 3])))
try:
    f.add(4)
except AttributeError as e:
    print("AttributeError:", e)
groups = {frozenset({1, 2}): "low", frozenset({8, 9}): "high"}
print(groups[frozenset([2, 1])], frozenset({9, 8}) in groups)
nested = {frozenset({1}), frozenset({1}), frozenset({2})}
print(len(nested))
# Group anagram-like digit strings by the set of their digits.
numbers = [123, 321, 456, 654, 112, 211, 999, 645]
families = {}
for n in numbers:
    key = frozenset(str(n))
    families.setdefault(key, []).append(n)
for members in sorted(families.values()):
    print(members)

def powerset(items):
    result = [frozenset()]
    for x in items:
        result += [s | {x} for s in result]
    return result

ps = powerset([1, 2, 3])
print(len(ps), sorted(sorted(s) for s in ps))
print(sorted(len(s) for s in powerset(range(4))))
cover = frozenset(range(6))
subsets = [frozenset({0, 1, 2}), frozenset({2, 3}), frozenset({3, 4, 5}), frozenset({1, 5})]
chosen, covered = [], frozenset()
while covered != cover:
    best = max(subsets, key=lambda s: len(s - covered))
    chosen.append(sorted(best))
    covered |= best
print("cover:", chosen)
print(repr(frozenset({5})), str(frozenset([0, 4])), frozenset("aa") == frozenset(["a"]))
print(sorted(frozenset({10, -3, 7})), max(f), min(g), sum(f | g))
