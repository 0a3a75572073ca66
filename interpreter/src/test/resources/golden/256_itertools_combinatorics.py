# itertools' combinatoric iterators, their counts and errors, and guest subclasses of itertools types
from itertools import (combinations, combinations_with_replacement, permutations, product, chain, count, islice,
                       repeat, groupby)
import itertools
from math import comb, factorial, perm


def show(label, thunk):
    try:
        print(label, "->", thunk())
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


print(list(product("AB", "xy")), list(product(range(2), repeat=3)))
print(list(product()), list(product(repeat=2)), list(product("ab", [])), list(product("ab", repeat=0)))
print(list(product([1, 2], "a", repeat=2)))
print(list(permutations("ABC", 2)), list(permutations(range(3))), list(permutations([], 0)), list(permutations("ab", 3)))
print(list(permutations("abc", 0)), list(permutations(r=2, iterable="xy")), list(permutations("ab", None)))
print(list(combinations("ABCD", 2)), list(combinations(range(4), 3)), list(combinations("ab", 0)), list(combinations("ab", 5)))
print(list(combinations_with_replacement("ABC", 2)), list(combinations_with_replacement([], 0)),
      list(combinations_with_replacement([], 2)), list(combinations_with_replacement("ab", 3)))
for n in range(6):
    for r in range(7):
        items = range(n)
        assert len(list(combinations(items, r))) == comb(n, r)
        assert len(list(permutations(items, r))) == perm(n, r)
        assert len(list(combinations_with_replacement(items, r))) == (comb(n + r - 1, r) if n else int(r == 0))
        assert len(list(product(items, repeat=r))) == n ** r
        assert sorted(combinations(items, r)) == list(combinations(items, r))
        assert sorted(permutations(items, r)) == list(permutations(items, r))
print("counts agree")
print(sum(1 for _ in permutations(range(8))), factorial(8))
p = permutations([[1], [2]])
first = next(p)
print(first, first[0] is next(p)[1])

show("product(3)", lambda: product(3))
show("product([1], repeat=-1)", lambda: product([1], repeat=-1))
show("product([1], rep=1)", lambda: product([1], rep=1))
show("product([1], repeat='a')", lambda: product([1], repeat='a'))
show("permutations()", lambda: permutations())
show("permutations([1], -1)", lambda: permutations([1], -1))
show("permutations([1], 'a')", lambda: permutations([1], 'a'))
show("permutations(3)", lambda: permutations(3))
show("combinations([1])", lambda: combinations([1]))
show("combinations([1], -1)", lambda: combinations([1], -1))
show("combinations([1], 'x')", lambda: combinations([1], 'x'))
show("combinations([1], 2, 3)", lambda: combinations([1], 2, 3))
show("combinations_with_replacement([1])", lambda: combinations_with_replacement([1]))
show("combinations_with_replacement([1], -2)", lambda: combinations_with_replacement([1], -2))
show("combinations_with_replacement(r=1)", lambda: combinations_with_replacement(r=1))


class Evens(count):
    """A guest subclass: its own attributes and methods beside the iterator's."""
    def __init__(self, start):
        self.label = "evens"

    def take(self, n):
        return list(islice(self, n))


e = Evens(0)
print(e.take(3), repr(e), e.label, isinstance(e, count), type(e).__name__)


class Chained(chain):
    pass


print(list(Chained("ab", "cd")), type(Chained.from_iterable(["x"])).__name__, list(Chained.from_iterable(["xy"])))


class Limited(repeat):
    __slots__ = ("tag",)


lim = Limited("z", 2)
lim.tag = 1
print(list(lim), lim.tag, repr(lim))
print(type(count()) is count, count.__module__, count.__name__, count.__qualname__)
print(iter(e) is e, hasattr(count(), "__next__"), next(iter(islice("q", 1))))
