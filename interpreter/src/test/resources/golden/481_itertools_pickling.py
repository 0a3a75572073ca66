# Pickling the itertools iterators part-consumed: __reduce__ and __setstate__ as CPython 3.11 gives them
import copy
import operator
import pickle
from itertools import (accumulate, chain, combinations, combinations_with_replacement, compress, count,
                       cycle, dropwhile, filterfalse, groupby, islice, permutations, product, repeat,
                       starmap, takewhile, zip_longest)


def neg(x):
    return -x


def small(x):
    return x < 3


def last(a, b):
    return b


def part(x):
    if not isinstance(x, type) and hasattr(x, "__next__"):
        return type(x).__name__ + str(list(islice(copy.copy(x), 8)))
    if isinstance(x, tuple):
        return tuple(part(y) for y in x)
    return getattr(x, "__name__", x)


def expand(it, n=12):
    return [list(g) if hasattr(g, "__next__") else (g[0], list(g[1])) if isinstance(g, tuple)
            and len(g) == 2 and hasattr(g[1], "__next__") else g for g in islice(it, n)]


def show(label, make, take=2):
    it = make()
    for _ in range(take):
        next(it, None)
    r = it.__reduce__()
    print(label, part(r[0]), part(r[1]), part(r[2:]))
    for proto in range(pickle.HIGHEST_PROTOCOL + 1):
        it = make()
        for _ in range(take):
            next(it, None)
        again = pickle.loads(pickle.dumps(it, proto))
        assert expand(again) == expand(copy.deepcopy(it)) == expand(it), (label, proto)
    it = make()
    for _ in range(take):
        next(it, None)
    print("  rest", expand(it))


show("count", lambda: count(5))
show("count step", lambda: count(1, 0.5))
show("count big", lambda: count(2 ** 70))
show("repeat", lambda: repeat("x", 4))
show("repeat forever", lambda: repeat("y"))
show("cycle", lambda: cycle(list("abc")), take=1)
show("cycle wrapped", lambda: cycle(list("abc")), take=4)
show("chain", lambda: chain(list("ab"), "", list("cd")), take=1)
show("chain done", lambda: chain(list("ab")), take=3)
show("compress", lambda: compress(list("abcdef"), [1, 0, 1, 1, 0, 1]), take=1)
show("dropwhile", lambda: dropwhile(small, [1, 2, 5, 1, 7]), take=1)
show("takewhile", lambda: takewhile(small, [1, 2, 5, 1]), take=3)
show("filterfalse", lambda: filterfalse(small, [1, 5, 2, 6]), take=1)
show("starmap", lambda: starmap(pow, [(2, 3), (3, 2), (4, 2)]), take=1)
show("islice", lambda: islice(list("abcdefgh"), 1, 7, 2), take=1)
show("islice open", lambda: islice(count(), 2, None), take=1)
show("islice done", lambda: islice(list("ab"), 5), take=1)
show("zip_longest", lambda: zip_longest(list("abc"), "d", fillvalue="-"), take=2)
show("accumulate", lambda: accumulate([1, 2, 3, 4]), take=2)
show("accumulate func", lambda: accumulate([3, 1, 4, 1], max), take=1)
show("accumulate initial", lambda: accumulate([1, 2], initial=10), take=0)
show("accumulate none", lambda: accumulate([None, 1], last), take=1)
show("product", lambda: product(list("ab"), range(3)), take=2)
show("product start", lambda: product(list("ab"), repeat=2), take=0)
show("product empty", lambda: product(list("ab"), []), take=1)
show("combinations", lambda: combinations(list("abcd"), 2), take=2)
show("combinations done", lambda: combinations(list("ab"), 2), take=2)
show("combinations_with_replacement", lambda: combinations_with_replacement(list("abc"), 2), take=3)
show("permutations", lambda: permutations(list("abc"), 2), take=3)
show("permutations too long", lambda: permutations(list("ab"), 3), take=0)
show("groupby", lambda: groupby(list("aabbbc")), take=1)
show("groupby key", lambda: groupby([1, -1, 2, 3, -3], abs), take=2)

# the _grouper of the current group pickles with its groupby; an old one as an empty iterator
g = groupby("aaabb")
k, first = next(g)
print(k, part(first.__reduce__()[1][1:]), list(pickle.loads(pickle.dumps(first))))
k2, second = next(g)
print(first.__reduce__()[0].__name__, first.__reduce__()[1], list(first), list(second))

# __setstate__ directly
c = cycle("defg")
c.__setstate__((list("abc"), 0))
print("".join(islice(c, 12)))
c = cycle("defg")
c.__setstate__((list("abcdefg"), 1))
print("".join(islice(c, 12)))
for state in ([list("ab"), 0], (tuple("ab"), 0), (list("ab"), "x"), (), ([],)):
    try:
        cycle("x").__setstate__(state)
    except TypeError:
        print("TypeError for", state)
ch = chain()
ch.__setstate__((iter(["ab", "cd"]),))
print(list(ch))
ch = chain()
ch.__setstate__((iter(["cd"]), iter("b")))
print(list(ch))
for state in ((), ("ab",), (iter(""), "x"), [iter("")]):
    try:
        chain().__setstate__(state)
    except TypeError as e:
        print("TypeError", e)
p = product("ab", "cd")
p.__setstate__((0, 1))
print(list(p))
p = product("ab", "cd")
p.__setstate__((-4, 9))
print(list(p))
for state in ((0,), (0, 1, 2), [0, 1]):
    try:
        product("ab", "cd").__setstate__(state)
    except ValueError as e:
        print("ValueError", e)
cb = combinations(range(5), 3)
cb.__setstate__((0, 3, 4))
print(list(cb))
cw = combinations_with_replacement("ab", 2)
cw.__setstate__((0, 1))
print(list(cw))
pm = permutations(range(3))
pm.__setstate__(((0, 2, 1), (3, 1, 1)))
print(list(pm))
try:
    permutations(range(3)).__setstate__(((0, 1), (3, 2, 1)))
except ValueError as e:
    print("ValueError", e)
it = islice("abcdef", 0, None, 2)
it.__setstate__(2)
print(list(it))
a = accumulate([1, 2, 3])
a.__setstate__(100)
print(list(a))
z = zip_longest("ab", "c")
z.__setstate__("*")
print(list(z))
d = dropwhile(small, [1, 2, 5])
d.__setstate__(True)
print(list(d))
t = takewhile(small, [1, 2, 5])
t.__setstate__(1)
print(list(t))
print(operator.length_hint(repeat(0, 3)))
