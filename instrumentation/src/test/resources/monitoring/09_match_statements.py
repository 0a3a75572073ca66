# A match statement's events: each pattern test is a BRANCH, a failed case jumps to the next, and the line
# events follow the cases tried. CPython 3.12 compiles match as 3.11 does, with the same conditional jumps,
# but copies a short block that returns into the jumps to it (3.11 and frameweave jump there): so no case body
# here returns or leaves its loop for a return at once.
import monitor

E = monitor.E


class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


def classify(v):
    match v:
        case 0 | 1:
            kind = "small"
        case [a, *rest] if a > 0:
            kind = "positive head"
        case {"k": value, **others}:
            kind = "mapping"
        case Point(x, y=0):
            kind = "on the x axis"
        case str() as s:
            kind = "text"
        case _:
            kind = "other"
    kind = kind.upper()
    return kind


def loop(items):
    total = 0
    for item in items:
        match item:
            case int(n) if n % 2:
                total += n
            case int():
                continue
            case None:
                break
    total = total * 10 + 1
    return total


values = [1, [2, 3], [-1], {"k": 1, "z": 2}, Point(3, 0), Point(3, 4), "s", 2.5]
monitor.start(E.LINE | E.BRANCH | E.JUMP | E.PY_START | E.PY_RETURN)
for v in values:
    classify(v)
loop([1, 2, 3, None, 5])
monitor.stop()
