# match: captures in every kind of scope, generators, classes and closures

captured_global = None


def use_global(v):
    global captured_global
    match v:
        case [captured_global, *_]:
            pass
    return captured_global


print(use_global([4, 5]), captured_global)


def closure(v):
    match v:
        case {"f": f}:
            pass
        case _:
            f = None

    def inner():
        return f

    return inner


print(closure({"f": 3})(), closure(0)())


def outer():
    n = 0

    def step(v):
        nonlocal n
        match v:
            case int(n):
                return n
            case _:
                return None

    step(8)
    return n


print(outer())


class Shapes:
    match "square":
        case "square":
            sides = 4
        case _:
            sides = 0
    match [1, 2]:
        case [first, second]:
            pair = (first, second)


print(Shapes.sides, Shapes.pair, Shapes.first)


def gen(items):
    for item in items:
        match item:
            case (k, v):
                yield f"{k}={v}"
            case str() as s:
                yield s
            case _:
                yield "?"


print(list(gen([("a", 1), "b", 3])))

print([(lambda v: (match_result := v))(i) for i in range(2)])


def with_try(v):
    try:
        match v:
            case [x]:
                raise ValueError(x)
            case _:
                return "no raise"
    except ValueError as e:
        return "raised " + str(e)
    finally:
        print("  finally for", v)


print(with_try([1]), with_try(2))


def with_with(v):
    class Ctx:
        def __enter__(self):
            return self

        def __exit__(self, *exc):
            print("  exit")
            return False

    with Ctx():
        match v:
            case 1:
                return "one"
    return "other"


print(with_with(1), with_with(2))

# the subject expression raises
try:
    match 1 / 0:
        case _:
            pass
except ZeroDivisionError as e:
    print("subject raised", e)

# a guard raises
try:
    match 1:
        case x if 1 / 0:
            pass
except ZeroDivisionError:
    print("guard raised")

# a value pattern's __eq__ raises


class Bad:
    def __eq__(self, other):
        raise RuntimeError("no comparing")


class Holder:
    bad = Bad()


try:
    match 1:
        case Holder.bad:
            pass
except RuntimeError as e:
    print("eq raised", e)

# len of a sequence subclass that lies
class Liar(list):
    def __len__(self):
        raise RuntimeError("no len")


try:
    match Liar([1]):
        case [x]:
            print("x", x)
except RuntimeError as e:
    print("len raised", e)

# many cases in a loop (warms both tiers)
total = 0
for i in range(300):
    match i % 5, i % 3:
        case (0, 0):
            total += 15
        case (0, _):
            total += 5
        case (_, 0):
            total += 3
        case [a, b] if a == b:
            total += 1
print("total", total)
