import sys
TYPE_CHECKING = False

if TYPE_CHECKING:
    from collections import OrderedDict


def traced(fn):
    return fn


class Shape:
    def area(self):
        raise NotImplementedError

    def __repr__(self):
        return "Shape()"


class Square(Shape):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side * self.side

    @traced
    def debug(self):
        print("debug", self.side)


def classify(n):
    if n < 0:
        raise ValueError(
            "negative",
        )  # defensive
    elif n == 0:
        return "zero"
    else:  # defensive
        return "other"


def total(items):
    result = 0
    if items:  # maybe
        for item in items:
            result += item.area()
    return result


print(total([Square(2), Square(3)]))
print(classify(0))
print(classify(4))
try:
    Shape().area()
except NotImplementedError:
    print("abstract")

if __name__ == "__main__":
    print("main")
    sys.exit(0)
