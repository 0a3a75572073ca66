# list(), tuple(), list.extend, [*x] and f(*x) iterate a subclass of list or tuple that overrides __iter__;
# a set subclass with its own __hash__ is found in a set; enumerate subclasses; reversed's length hint and pickling.
import operator
import pickle


class LyingTuple(tuple):
    def __iter__(self):
        yield 1


class LyingList(list):
    def __iter__(self):
        yield 1


def show(*args):
    return args


for x in (LyingTuple((2,)), LyingList([2])):
    l = []
    l.extend(x)
    print(list(x), tuple(x), l, [*x], show(*x), sorted(x), list(x[:]), len(x))


class H(set):
    def __hash__(self):
        return 12345


s = H()
f = set()
f.add(s)
print(s in f, H([1]) in f, frozenset() in f)
f.remove(s)
f.add(s)
f.discard(s)
print(f)
print({1, 2} in {frozenset({1, 2})}, set() in {frozenset()})
try:
    print([] in {frozenset()})
except TypeError as e:
    print("TypeError:", e)


class MyEnum(enumerate):
    pass


e = MyEnum("abc", 5)
print(type(e).__name__, iter(e) is e, list(e))
e.note = "kept"
print(e.note)
for proto in range(pickle.HIGHEST_PROTOCOL + 1):
    it = enumerate([10, 20, 30], 7)
    next(it)
    print(proto, list(pickle.loads(pickle.dumps(it, proto))))
    r = reversed("hello")
    next(r)
    r2 = pickle.loads(pickle.dumps(r, proto))
    print(proto, operator.length_hint(r2), list(r2), list(r))

for seq in ("hello", range(5)):
    r = reversed(seq)
    print(type(r).__name__, operator.length_hint(r), end=" ")
    list(r)
    print(operator.length_hint(r))
r = reversed("abc")
r.__setstate__(-5)
print(list(r))
r = reversed("abc")
r.__setstate__(1)
print(list(r), r.__reduce__())
import operator
print(operator.length_hint(iter(range(5))), operator.length_hint(reversed(range(5))), operator.length_hint(reversed(range(1,10,3))))
r = reversed(range(5)); next(r); print(operator.length_hint(r), list(r))

# range iterators near and beyond the ends of a 64-bit integer pickle with the values left
import pickle

M = 2**63
for t in ((M - 2, M - 1, 2), (-M + 1, -M, -2), (1, 2, M - 1), (1, M - 1, M - 1), (0, 10, 3), (2**70, 2**70 + 10, 3)):
    for proto in (0, 5):
        it = iter(range(*t))
        print(t, proto, list(pickle.loads(pickle.dumps(it, proto))), end=" ")
        next(it)
        print(list(pickle.loads(pickle.dumps(it, proto))))
it = iter(range(2**70, 2**70 + 10, 3))
it.__setstate__(2)
print(list(it))
