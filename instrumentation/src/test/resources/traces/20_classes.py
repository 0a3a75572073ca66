from tracer import run


def main():
    class Point:
        def __init__(self, x, y):
            self.x = x
            self.y = y

        def norm1(self):
            return abs(self.x) + abs(self.y)

    p = Point(1, -2)
    return p.norm1()


run(main)
