# itertools' infinite and filtering iterators: results, reprs, laziness and CPython's error messages
import itertools
from itertools import (accumulate, chain, compress, count, cycle, dropwhile, filterfalse, groupby, islice,
                       pairwise, repeat, starmap, takewhile, tee, zip_longest)


def show(label, thunk):
    try:
        print(label, "->", thunk())
    except Exception as e:
        print(label, "!!", type(e).__name__, e)


# count
c = count()
print(next(c), next(c), next(c), repr(c))
print(list(islice(count(10, 5), 4)), repr(count(10, 5)), repr(count(2.5)), repr(count(0, 1.0)))
print(list(islice(count(1.5, 0.25), 3)), list(islice(count(10, -3), 4)), list(islice(count(1j, 1), 2)))
big = count(2 ** 63 - 2)
print(next(big), next(big), next(big), repr(big))
print(repr(count(start=3, step=2)), repr(count(0, True)))
show("count('a')", lambda: count('a'))
show("count(1, 'a')", lambda: count(1, 'a'))
show("count(1, 2, 3)", lambda: count(1, 2, 3))
show("count(foo=1)", lambda: count(foo=1))
show("count(1, start=2)", lambda: count(1, start=2))

# cycle
cy = cycle("abc")
print("".join(next(cy) for _ in range(8)))
print(list(islice(cycle([]), 5)))
show("cycle()", lambda: cycle())
show("cycle(1, 2)", lambda: cycle(1, 2))
show("cycle(x=1)", lambda: cycle(x=1))
show("cycle(5)", lambda: cycle(5))

# repeat
r = repeat("x", 3)
print(repr(r), next(r), repr(r), r.__length_hint__(), list(r), repr(r))
print(repr(repeat(None)), list(repeat(1, -5)), list(repeat(times=2, object=[1])))
print(list(zip(range(3), repeat(7))), list(map(pow, range(4), repeat(2))))
show("repeat()", lambda: repeat())
show("repeat(1, 2, 3)", lambda: repeat(1, 2, 3))
show("repeat(1, 'a')", lambda: repeat(1, 'a'))
show("repeat(1, x=2)", lambda: repeat(1, x=2))
show("repeat(1).__length_hint__()", lambda: repeat(1).__length_hint__())

# accumulate
print(list(accumulate([1, 2, 3, 4, 5])), list(accumulate([1, 2, 3, 4], lambda a, b: a * b)))
print(list(accumulate([3, 1, 4, 1, 5], max)), list(accumulate([], initial=100)), list(accumulate([1, 2], initial=10)))
print(list(accumulate("abc")), list(accumulate(iterable=[1, 2], func=None, initial=None)))
show("accumulate()", lambda: accumulate())
show("accumulate([1], None, None)", lambda: accumulate([1], None, None))
show("accumulate([1], foo=2)", lambda: accumulate([1], foo=2))
show("list(accumulate([1, 'a']))", lambda: list(accumulate([1, 'a'])))

# chain
print(list(chain("ab", [1, 2], (), range(2))), list(chain()), list(chain.from_iterable(["xy", "z"])))
lazy = chain.from_iterable(iter([[1], [2, 3]]))
print(next(lazy), list(lazy), list(lazy))
print(chain[int])
show("chain(x=1)", lambda: chain(x=1))
show("list(chain(1))", lambda: list(chain(1)))
show("chain.from_iterable()", lambda: chain.from_iterable())
show("list(chain.from_iterable([1]))", lambda: list(chain.from_iterable([1])))

# compress, dropwhile, takewhile, filterfalse, starmap
print(list(compress("ABCDEF", [1, 0, 1, 0, 1, 1])), list(compress(range(10), [True] * 3)))
print(list(dropwhile(lambda x: x < 5, [1, 4, 6, 4, 1])), list(takewhile(lambda x: x < 5, [1, 4, 6, 4, 1])))
tw = takewhile(lambda x: x < 3, iter([1, 2, 3, 1, 2]))
print(list(tw), list(tw))
print(list(filterfalse(lambda x: x % 2, range(10))), list(filterfalse(None, [0, 1, "", "a", None, []])))
print(list(starmap(pow, [(2, 5), (3, 2), (10, 3)])), list(starmap(lambda a, b: a + b, ["ab", [1, 2]])))
show("compress([1])", lambda: compress([1]))
show("compress([1], [2], [3])", lambda: compress([1], [2], [3]))
show("compress([1], foo=2)", lambda: compress([1], foo=2))
show("dropwhile(len)", lambda: dropwhile(len))
show("dropwhile(len, [1], x=3)", lambda: dropwhile(len, [1], x=3))
show("takewhile(None, 5)", lambda: takewhile(None, 5))
show("filterfalse(None)", lambda: filterfalse(None))
show("list(starmap(len, [1]))", lambda: list(starmap(len, [1])))

# groupby
print([k for k, g in groupby("AAAABBBCCDAABBB")])
print([(k, list(g)) for k, g in groupby("AAAABBBCCD")])
print([(k, len(list(g))) for k, g in groupby(sorted(["apple", "avocado", "banana", "blueberry", "cherry"]),
                                               key=lambda w: w[0])])
groups = groupby([1, 1, 2, 2, 3])
k1, g1 = next(groups)
k2, g2 = next(groups)
print(k1, list(g1), k2, list(g2), [k for k, _ in groups])
print(type(g1).__name__, type(g1).__module__, type(groupby([])).__name__)
show("groupby()", lambda: groupby())
show("groupby([], key=None, z=3)", lambda: groupby([], key=None, z=3))
show("groupby(3)", lambda: groupby(3))

# islice
print(list(islice("ABCDEFG", 2)), list(islice("ABCDEFG", 2, 4)), list(islice("ABCDEFG", 2, None)),
      list(islice("ABCDEFG", 0, None, 2)), list(islice(count(), 3, 20, 5)), list(islice("AB", None)))
print(list(islice(range(5), None, None, None)))
show('islice(range(10), 10 ** 30)', lambda: islice(range(10), 10 ** 30))
show('islice(range(10), 1, 2, 10 ** 30)', lambda: islice(range(10), 1, 2, 10 ** 30))
source = iter(range(10))
print(list(islice(source, 3)), next(source))
for args in [(), ([1],), ([1], 1, 2, 3, 4), ([1], -1), ([1], 'a'), ([1], 1, -2), ([1], 1, -1), ([1], 1, 2, 0),
             ([1], 1, 2, -1), ([1], 'a', 2), (5, 1)]:
    show(f"islice{args}", lambda: islice(*args))
show("islice([1], stop=3)", lambda: islice([1], stop=3))

# pairwise
print(list(pairwise("ABCDE")), list(pairwise("A")), list(pairwise([])))
show("pairwise()", lambda: pairwise())
show("pairwise([1], [2])", lambda: pairwise([1], [2]))

# tee
a, b = tee(iter([1, 2, 3, 4]))
print(next(a), next(a), list(b), list(a))
x, y, z = tee(range(100), 3)
print(sum(x), list(islice(y, 60, 62)), len(list(z)), type(x).__name__)
t1, t2 = tee(x)
print(list(t1), list(t2))
c1, = tee("ab", 1)
c2 = c1.__copy__()
print(list(c1), list(c2), tee([1], 0))
u, v = tee(iter([10, 20]))
w, s = tee(u)
print(next(w), next(u), next(s), list(v))
show("tee()", lambda: tee())
show("tee([1], -1)", lambda: tee([1], -1))
show("tee([1], 'a')", lambda: tee([1], 'a'))
show("tee(3)", lambda: tee(3))
show("tee([1], 2, 3)", lambda: tee([1], 2, 3))
show("tee([1], n=2)", lambda: tee([1], n=2))

# zip_longest
print(list(zip_longest("ABCD", "xy", fillvalue="-")), list(zip_longest("AB", [1, 2, 3])), list(zip_longest()))
print(list(zip_longest([], [])), list(zip_longest("a")))
show("zip_longest(x=3)", lambda: zip_longest(x=3))
show("zip_longest(3)", lambda: zip_longest(3))
show("zip_longest([1], fillvalue=3, y=4)", lambda: zip_longest([1], fillvalue=3, y=4))

print(sorted(n for n in dir(itertools) if not n.startswith("__")))
print(repr(itertools.chain), repr(itertools._tee), itertools.islice.__name__)
