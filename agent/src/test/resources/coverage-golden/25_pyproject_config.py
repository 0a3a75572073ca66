import sys


class Shape:
    def area(self):
        raise NotImplementedError

    def __repr__(self):
        return "Shape()"


def describe(values):
    total = 0
    for v in values:
        if v < 0:  # sign may vary
            total -= v
        elif v == 0:  # unreachable in tests
            print("zero")
        else:
            total += v
    if total > 100:  # too big
        return "big"
    return "small" if total else "none"


if __name__ == "__main__":
    print(describe([int(a) for a in sys.argv[1:]] or [3, 4]))
