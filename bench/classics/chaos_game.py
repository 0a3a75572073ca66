# The chaos game: a point jumps again and again under one of a few affine maps picked at random, and the places
# it lands draw a fractal (a fern, a Sierpinski triangle, a dragon). Points are small objects made afresh at
# every step; floats, attribute access, a seeded generator written here, a grid of hit counts.
SIZE = 550000  # points per fractal; tune so CPython 3.11 takes 1-4 s

GRID = 64


class Random:
    """A linear congruential generator, so that every implementation draws the same numbers."""

    def __init__(self, seed):
        self.state = seed

    def below(self, n):
        self.state = (self.state * 1103515245 + 12345) & 0x7FFFFFFF
        return (self.state >> 8) % n


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y


class Affine:
    """x' = a x + b y + e, y' = c x + d y + f."""

    def __init__(self, a, b, c, d, e, f, weight):
        self.a, self.b, self.c, self.d, self.e, self.f = a, b, c, d, e, f
        self.weight = weight

    def apply(self, p):
        return Point(self.a * p.x + self.b * p.y + self.e, self.c * p.x + self.d * p.y + self.f)


class Bounds:
    def __init__(self):
        self.min_x = self.min_y = 1e300
        self.max_x = self.max_y = -1e300

    def include(self, p):
        if p.x < self.min_x:
            self.min_x = p.x
        if p.x > self.max_x:
            self.max_x = p.x
        if p.y < self.min_y:
            self.min_y = p.y
        if p.y > self.max_y:
            self.max_y = p.y


class ChaosGame:
    def __init__(self, maps, seed):
        self.maps = maps
        self.rng = Random(seed)
        # a table of map indices in proportion to their weights (out of 100)
        self.table = []
        for i, m in enumerate(maps):
            self.table.extend([i] * m.weight)

    def pick(self):
        return self.maps[self.table[self.rng.below(len(self.table))]]

    def orbit(self, n):
        p = Point(0.0, 0.0)
        for _ in range(20):  # settle onto the attractor first
            p = self.pick().apply(p)
        points = []
        for _ in range(n):
            p = self.pick().apply(p)
            points.append(p)
        return points


def render(points):
    bounds = Bounds()
    for p in points:
        bounds.include(p)
    width = bounds.max_x - bounds.min_x
    height = bounds.max_y - bounds.min_y
    grid = [[0] * GRID for _ in range(GRID)]
    for p in points:
        col = int((p.x - bounds.min_x) / width * (GRID - 1))
        row = int((p.y - bounds.min_y) / height * (GRID - 1))
        grid[row][col] += 1
    return bounds, grid


def summary(name, points):
    bounds, grid = render(points)
    filled = 0
    weighted = 0
    for r, row in enumerate(grid):
        for c, count in enumerate(row):
            if count:
                filled += 1
                weighted += count * (r * GRID + c) % 1000003
    last = points[-1]
    print(name, "cells", filled, "weighted", weighted)
    print("  box", repr(bounds.min_x), repr(bounds.max_x), repr(bounds.min_y), repr(bounds.max_y))
    print("  last", repr(last.x), repr(last.y))
    for row in grid[::8]:
        print("  " + "".join(".:*#"[min(3, (count + 2) // 3)] for count in row[::2]))


FERN = [
    Affine(0.0, 0.0, 0.0, 0.16, 0.0, 0.0, 1),
    Affine(0.85, 0.04, -0.04, 0.85, 0.0, 1.6, 85),
    Affine(0.2, -0.26, 0.23, 0.22, 0.0, 1.6, 7),
    Affine(-0.15, 0.28, 0.26, 0.24, 0.0, 0.44, 7),
]
TRIANGLE = [
    Affine(0.5, 0.0, 0.0, 0.5, 0.0, 0.0, 33),
    Affine(0.5, 0.0, 0.0, 0.5, 0.5, 0.0, 33),
    Affine(0.5, 0.0, 0.0, 0.5, 0.25, 0.5, 34),
]
DRAGON = [
    Affine(0.824074, 0.281482, -0.212346, 0.864198, -1.882290, -0.110607, 79),
    Affine(0.088272, 0.520988, -0.463889, -0.377778, 0.785360, 8.095795, 21),
]


def main():
    summary("fern", ChaosGame(FERN, 42).orbit(SIZE))
    summary("triangle", ChaosGame(TRIANGLE, 7).orbit(SIZE))
    summary("dragon", ChaosGame(DRAGON, 2024).orbit(SIZE))


main()
