# match: sequence patterns, star captures, what counts as a sequence


def shape(x):
    match x:
        case []:
            return "empty"
        case [a]:
            return f"one: {a!r}"
        case [a, b]:
            return f"two: {a!r} {b!r}"
        case [first, *middle, last]:
            return f"first {first!r} middle {middle!r} last {last!r}"
        case _:
            return "not a sequence: " + type(x).__name__


for v in [[], [1], (1, 2), [1, 2, 3], (1, 2, 3, 4, 5), range(4), range(0), "ab", "a", "xy",
          {1: 2}, {1, 2}, 5, iter([1, 2])]:
    print(repr(v) if not hasattr(v, "__next__") else "an iterator", "->", shape(v))


def stars(x):
    match x:
        case [*_]:
            return "any sequence"
    return "no"


print(stars([]), stars((1,)), stars("abc"), stars(range(9)))


def wildcards(x):
    match x:
        case [_, _]:
            return "two of anything"
        case [_, *_]:
            return "at least one"
        case [*_, 0]:
            return "ends in zero"
    return "other"


print(wildcards([1, 2]), wildcards([1]), wildcards([1, 2, 3]), wildcards([]))


def ends(x):
    match x:
        case [1, *_, 9]:
            return "1 .. 9"
        case [*_, 8, 9]:
            return ".. 8 9"
        case [first, *_]:
            return f"starts with {first}"
        case [*_]:
            return "empty"


for v in [[1, 9], [1, 5, 5, 9], [0, 8, 9], [3, 4], []]:
    print(v, ends(v))


def star_positions(x):
    match x:
        case [*head, 0]:
            return ("head", head)
        case [0, *tail]:
            return ("tail", tail)
        case [a, *mid, b, c]:
            return ("mid", a, mid, b, c)
    return None


for v in [[1, 2, 0], [0, 1, 2], [1, 2, 3, 4, 5], [7]]:
    print(v, star_positions(v))


def nested(x):
    match x:
        case [[a, b], [c, d]]:
            return a + b + c + d
        case [[a, *rest], *others]:
            return (a, rest, others)
        case ((x, y),):
            return ("pair in tuple", x, y)
    return "none"


print(nested([[1, 2], [3, 4]]), nested([[1, 2, 3], [4], 5]), nested(((1, 2),)), nested([1]))

# tuples and lists both match either bracket
match (1, 2):
    case [a, b]:
        print("tuple matched by [a, b]:", a, b)
match [1, 2]:
    case (a, b):
        print("list matched by (a, b):", a, b)
match [1, 2]:
    case a, b:
        print("open sequence pattern:", a, b)
match [1]:
    case a,:
        print("one-item open sequence:", a)


class MyList(list):
    pass


match MyList([1, 2, 3]):
    case [x, *y]:
        print("list subclass:", x, y)


class NotASequence:
    def __len__(self):
        return 2

    def __getitem__(self, i):
        return i


match NotASequence():
    case [a, b]:
        print("matched?")
    case _:
        print("a class with __getitem__ is no sequence")

# captures are bound only when the whole case matched... or left from a failed attempt, as CPython does
match [1, 2, 3]:
    case [p, q]:
        pass
    case [p, q, r]:
        print(p, q, r)

# a long sequence is read by index when the star is a wildcard
big = list(range(100))
match big:
    case [0, 1, *_, 98, last]:
        print("last", last)
