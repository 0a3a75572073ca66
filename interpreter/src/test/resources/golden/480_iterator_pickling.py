# Pickling the builtin iterators part-consumed: list, tuple, range and str iterators, map, filter and zip
import copy
import pickle


def odd(x):
    return x % 2


def part(x):
    if hasattr(x, "__next__"):
        return list(copy.copy(x))
    return getattr(x, "__name__", x)


def show(label, it, take=1):
    for _ in range(take):
        next(it, None)
    r = it.__reduce__()
    print(label, r[0].__name__, [part(x) for x in r[1]], r[2:])
    for proto in range(pickle.HIGHEST_PROTOCOL + 1):
        again = pickle.loads(pickle.dumps(it, proto))
        assert type(again) is type(it), (label, proto)
        assert list(copy.deepcopy(it)) == list(again), (label, proto)
    print("  rest", list(it))


show("list", iter([1, 2, 3]))
show("list end", iter([1]), take=2)
show("tuple", iter((1, 2, 3)), take=2)
show("tuple end", iter((1,)), take=2)
show("range", iter(range(3, 20, 4)), take=2)
show("range down", iter(range(10, 0, -3)))
show("str", iter("h\u00e9llo\U0001F600!"), take=5)
show("str end", iter("ab"), take=3)
show("map", map(pow, [2, 3, 4], [5, 6, 7]))
show("filter", filter(None, [0, 1, 0, 2, 3]))
show("filter pred", filter(odd, range(7)))
show("zip", zip("abc", range(5)))
show("zip strict", zip("ab", "cd", strict=True), take=0)

# __setstate__ moves a sequence iterator, clamped to the sequence
it = iter([10, 20, 30, 40])
it.__setstate__(2)
print(list(it))
it = iter((10, 20, 30))
it.__setstate__(-5)
print(list(it))
it = iter(range(5))
it.__setstate__(99)
print(list(it), it.__reduce__()[2])
it = iter("abcdef")
it.__setstate__(4)
print(list(it))
for bad in ("x", 1.5):
    try:
        iter([1]).__setstate__(bad)
    except TypeError as e:
        print("TypeError", e)
z = zip("ab", "c")
z.__setstate__(True)
try:
    list(z)
except ValueError as e:
    print("ValueError", e)
