# Helper module for the import programs (not a golden program itself).
import math

PI_ROUNDED = round(math.pi, 4)
loaded_count = 0
loaded_count += 1
print("mod_geometry loading as", __name__)


class Circle:
    def __init__(self, r):
        self.r = r

    def area(self):
        return math.pi * self.r ** 2

    def __repr__(self):
        return f"Circle({self.r})"


def hypot(a, b):
    return math.sqrt(a * a + b * b)


def _private_helper():
    return "private"


if __name__ == "__main__":
    print("mod_geometry run as a script")
