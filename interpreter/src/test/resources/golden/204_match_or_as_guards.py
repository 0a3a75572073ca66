# match: or-patterns, as-patterns, guards and nesting


def classify(x):
    match x:
        case 1 | 2 | 3:
            return "small"
        case [a, 0] | [0, a]:
            return f"one zero with {a}"
        case (b, a, 1) | (a, b, 2):
            return f"reordered a={a} b={b}"
        case {"k": v} | [v, _, _]:
            return f"v={v}"
        case str() | float() as s:
            return f"text {s!r}"
        case ([x, y] as pair) | ((x, y, _) as pair):
            return f"pair {pair} x={x} y={y}"
    return "other"


for v in [1, 3, [5, 0], [0, 6], (10, 20, 1), (10, 20, 2), {"k": 9}, [7, 8, 9], "s", [1, 2], (3, 4, 5), 4.5]:
    print(repr(v), "->", classify(v))


def guarded(x):
    match x:
        case [a, b] if a > b:
            return "descending"
        case [a, b] if a < b:
            return "ascending"
        case [a, b]:
            return "flat"
        case n if n < 0:
            return "negative"
        case n:
            return "non-negative"


for v in [[2, 1], [1, 2], [3, 3], -5, 5]:
    print(v, guarded(v))

# a guard runs after the captures are bound; a failed guard leaves them bound
log = []


def check(v):
    log.append(v)
    return v > 10


match 5:
    case n if check(n):
        print("big")
    case other:
        print("n is still", n, "and other is", other, "log", log)

# a guard on the last wildcard
for v in [1, 2]:
    match v:
        case 1:
            print("one")
        case _ if v == 2:
            print("two by guard")

# as-patterns on every level
match [1, [2, 3]]:
    case [int() as a, [b, c] as inner] as whole:
        print(a, b, c, inner, whole)

# or-patterns nested in sequences and mappings
for v in [[1, "x"], [2, "y"], [3, "x"]]:
    match v:
        case [1 | 2 as n, "x" | "y" as s]:
            print("n", n, "s", s)
        case _:
            print("no", v)

# the wildcard alone, and a single capture case
match object():
    case _:
        print("wildcard only")
match 12:
    case everything:
        print("captured", everything)

# cases are tried in order and stop at the first match
for v in range(4):
    match v:
        case 0 | 1 if v == 1:
            print(v, "first")
        case 0 | 2:
            print(v, "second")
        case _:
            print(v, "default")

# deep nesting


def deep(x):
    match x:
        case {"a": [1, {"b": (2, [3, *rest])}]}:
            return rest
        case {"a": [_, {"b": (2, [other])}]}:
            return other
    return None


print(deep({"a": [1, {"b": (2, [3, 4, 5])}]}), deep({"a": [0, {"b": (2, [9])}]}), deep({}))

# match inside loops with break and continue, and return from inside a case


def first_string(items):
    for item in items:
        match item:
            case int():
                continue
            case str(s):
                return s
            case None:
                break
    return "none found"


print(first_string([1, 2, "three", 4]), first_string([1, None, "x"]), first_string([]))

# the subject can be a tuple written without parentheses, with a star
a, b = 1, 2
match a, b:
    case 1, 2:
        print("tuple subject")
rest = [3, 4]
match a, *rest:
    case (1, 3, 4):
        print("starred subject")
match (x := 10):
    case 10:
        print("walrus subject", x)
