"""Checks the Java C modules against CPython 3.11's Lib: the modules that use them, and their pure-Python twins.

Run as ``accelerators_vs_pure.py LIBDIR GROUP``. For heapq, bisect and operator, Lib's module is imported twice,
once with its C module blocked (so it keeps its pure-Python functions) and once with the Java one, and both
must give the same results (and the same comparisons) on the same inputs. struct and collections are checked
through their public API, since _struct, deque and defaultdict have no pure-Python version. Prints one ``ok GROUP ...`` line per check;
an assert that fails ends the run with a traceback.
"""
import sys

LIB, GROUP = sys.argv[1], sys.argv[2]
sys.path.append(LIB)


def both(name, accelerator):
    """(pure, accelerated) copies of Lib's module ``name``."""
    for m in (name, accelerator):
        sys.modules.pop(m, None)
    sys.modules[accelerator] = None
    pure = __import__(name)
    for m in (name, accelerator):
        sys.modules.pop(m, None)
    fast = __import__(name)
    return pure, fast


def numbers(n, seed):
    out, x = [], seed
    for _ in range(n):
        x = (x * 1103515245 + 12345) % 2147483648
        out.append(x % 997)
    return out


class Logged:
    """An item whose comparisons are recorded, so both versions must compare the same pairs in the same order."""
    log = []

    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        Logged.log.append((self.v, other.v))
        return self.v < other.v

    def __eq__(self, other):
        return self.v == other.v


def logged_run(action):
    Logged.log = []
    result = action()
    return result, list(Logged.log)


def check_heapq():
    pure, fast = both("heapq", "_heapq")
    assert type(pure.heappush).__name__ == "function" and type(fast.heappush).__name__ == "builtin_function_or_method"
    for seed in range(1, 40):
        data = numbers(seed * 7, seed)
        results = []
        for mod in (pure, fast):
            h = []
            for x in data:
                mod.heappush(h, x)
            popped = [mod.heappop(h) for _ in range(len(data) // 2)]
            mod.heapify(data_copy := list(data))
            replaced = [mod.heapreplace(data_copy, x) for x in data[:5]] if data_copy else []
            pushed = [mod.heappushpop(data_copy, x) for x in data[-5:]]
            results.append((h, popped, data_copy, replaced, pushed, mod.nlargest(5, data), mod.nsmallest(5, data),
                            list(mod.merge(sorted(data[::2]), sorted(data[1::2])))))
        assert results[0] == results[1], seed
    def logged_heap(m):
        h = []
        for v in numbers(50, 3):
            m.heappush(h, Logged(v))
        return [m.heappop(h).v for _ in range(20)]

    assert logged_run(lambda: logged_heap(pure)) == logged_run(lambda: logged_heap(fast))
    print("ok heapq: push/pop/heapify/replace/pushpop/nlargest/merge and comparison order agree with the pure heapq")


def check_bisect():
    pure, fast = both("bisect", "_bisect")
    assert type(fast.bisect_left).__name__ == "builtin_function_or_method"
    for seed in range(1, 30):
        data = sorted(numbers(seed * 5, seed))
        probes = numbers(30, seed + 100)
        for lo, hi in [(0, None), (2, len(data) // 2), (len(data), None)]:
            for f in ("bisect_left", "bisect_right"):
                a = [getattr(pure, f)(data, x, lo, hi) for x in probes]
                b = [getattr(fast, f)(data, x, lo, hi) for x in probes]
                assert a == b, (f, seed, lo, hi)
        pairs = [(x, str(x)) for x in data]
        for f in ("bisect_left", "bisect_right"):
            assert [getattr(pure, f)(pairs, x, key=lambda p: p[0]) for x in probes] == \
                   [getattr(fast, f)(pairs, x, key=lambda p: p[0]) for x in probes]
        lists = []
        for mod in (pure, fast):
            s = []
            for x in numbers(60, seed):
                (mod.insort_left if x % 2 else mod.insort_right)(s, x)
            mod.insort(s, 5, key=None)
            lists.append(s)
        assert lists[0] == lists[1] == sorted(lists[0])
    logged = [logged_run(lambda m=m: m.bisect_left([Logged(v) for v in range(0, 40, 3)], Logged(17))) for m in (pure, fast)]
    assert logged[0] == logged[1]
    print("ok bisect: bisect_left/right with lo, hi and key, insort, and comparison order agree with the pure bisect")


def check_operator():
    pure, fast = both("operator", "_operator")
    assert pure.itemgetter is not fast.itemgetter and fast.itemgetter.__module__ == "operator"
    rows = [(x % 7, x, str(x)) for x in numbers(300, 5)]
    for spec in [(0,), (1, 0), (2,), (-1, 0, 1)]:
        assert sorted(rows, key=pure.itemgetter(*spec)) == sorted(rows, key=fast.itemgetter(*spec))
        assert repr(pure.itemgetter(*spec)) == repr(fast.itemgetter(*spec))
        assert pure.itemgetter(*spec).__reduce__()[1] == fast.itemgetter(*spec).__reduce__()[1]

    class Node:
        def __init__(self, v, nxt=None):
            self.v, self.nxt = v, nxt

        def plus(self, k, *, times=1):
            return self.v * times + k

    chain = Node(1, Node(2, Node(3)))
    for names in [("v",), ("nxt.v", "v"), ("nxt.nxt.v",)]:
        assert pure.attrgetter(*names)(chain) == fast.attrgetter(*names)(chain)
        assert repr(pure.attrgetter(*names)) == repr(fast.attrgetter(*names))
    for args, kw in [((1,), {}), ((2,), {"times": 3})]:
        assert pure.methodcaller("plus", *args, **kw)(chain) == fast.methodcaller("plus", *args, **kw)(chain)
        assert repr(pure.methodcaller("plus", *args, **kw)) == repr(fast.methodcaller("plus", *args, **kw))
    for bad in [lambda m: m.itemgetter(), lambda m: m.attrgetter(1), lambda m: m.methodcaller(),
                lambda m: m.itemgetter(5)([1]), lambda m: m.attrgetter("nope")(chain)]:
        errors = []
        for m in (pure, fast):
            try:
                bad(m)
                errors.append(None)
            except Exception as e:
                errors.append(type(e))
        assert errors[0] == errors[1] and errors[0] is not None, errors
    assert fast.add(2, 3) == 5 and fast.index(7) == 7
    print("ok operator: itemgetter, attrgetter and methodcaller agree with the pure operator; the rest stays pure")


def check_collections():
    import collections
    import collections.abc
    from collections import Counter, OrderedDict, defaultdict, deque, namedtuple
    import _collections
    assert deque is _collections.deque and defaultdict is _collections.defaultdict
    assert isinstance(deque(), collections.abc.MutableSequence)
    Point = namedtuple("Point", "x y")
    p = Point(1, y=2)
    assert (p.x, p.y, p._asdict(), p._replace(x=5)) == (1, 2, {"x": 1, "y": 2}, Point(5, 2))
    assert type(Point.__dict__["x"]).__name__ == "_tuplegetter" and Point.x.__doc__ == "Alias for field number 0"
    c = Counter("abracadabra")
    assert c.most_common(2) == [("a", 5), ("b", 2)] and c["z"] == 0
    c.update("aaz")
    assert (c["a"], c["z"], sum(c.values())) == (7, 1, 14)
    d = defaultdict(list)
    d["k"].append(1)
    assert repr(d) == "defaultdict(<class 'list'>, {'k': [1]})"
    od = OrderedDict(a=1, b=2)
    od.move_to_end("a")
    assert list(od) == ["b", "a"]
    q = deque(range(5), maxlen=3)
    q.rotate(1)
    assert repr(q) == "deque([4, 2, 3], maxlen=3)"
    print("ok collections: namedtuple (_tuplegetter), Counter (_count_elements), deque, defaultdict, OrderedDict")


def check_struct():
    import struct
    import _struct
    assert struct.Struct is _struct.Struct and struct.error is _struct.error
    assert struct.pack("<IhB", 1, -2, 3) == b"\x01\x00\x00\x00\xfe\xff\x03"
    assert struct.unpack(">d", struct.pack(">d", 2.5)) == (2.5,) and struct.calcsize("@bq") == 16
    try:
        struct.pack("<h", 40000)
        raise AssertionError("no error")
    except struct.error as e:
        assert str(e) == "short format requires -32768 <= number <= 32767"
    print("ok struct: Lib's struct re-exports the Java _struct")


{"struct": check_struct, "heapq": check_heapq, "bisect": check_bisect, "operator": check_operator, "collections": check_collections}[GROUP]()
