# A hanging cloth: a grid of particles joined by springs, pinned along its top edge, falling under gravity and
# pushed by a wind that changes with time, integrated by Verlet steps with several constraint passes per step.
# Float arithmetic through a small vector class with operator methods; many short-lived vectors.
import math

SIZE = 400  # time steps; tune so CPython 3.11 takes 1-4 s

WIDTH, HEIGHT = 20, 16
SPACING = 0.5
PASSES = 3
DT = 0.016


class Vec:
    def __init__(self, x, y, z):
        self.x = x
        self.y = y
        self.z = z

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y, self.z + o.z)

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y, self.z - o.z)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k, self.z * k)

    def dot(self, o):
        return self.x * o.x + self.y * o.y + self.z * o.z

    def length(self):
        return math.sqrt(self.dot(self))

    def cross(self, o):
        return Vec(self.y * o.z - self.z * o.y, self.z * o.x - self.x * o.z, self.x * o.y - self.y * o.x)


class Particle:
    def __init__(self, position, pinned):
        self.position = position
        self.previous = position
        self.pinned = pinned
        self.force = Vec(0.0, 0.0, 0.0)

    def step(self, damping):
        if self.pinned:
            return
        velocity = (self.position - self.previous) * damping
        self.previous = self.position
        self.position = self.position + velocity + self.force * (DT * DT)
        self.force = Vec(0.0, 0.0, 0.0)


class Spring:
    def __init__(self, a, b):
        self.a = a
        self.b = b
        self.rest = (a.position - b.position).length()

    def relax(self):
        delta = self.b.position - self.a.position
        distance = delta.length()
        if distance == 0.0:
            return 0.0
        correction = delta * ((distance - self.rest) / distance * 0.5)
        if not self.a.pinned:
            self.a.position = self.a.position + correction
        if not self.b.pinned:
            self.b.position = self.b.position - correction
        return abs(distance - self.rest)


class Cloth:
    def __init__(self):
        self.grid = []
        for row in range(HEIGHT):
            line = []
            for col in range(WIDTH):
                pinned = row == 0 and col % 4 == 0
                line.append(Particle(Vec(col * SPACING, -row * SPACING, 0.0), pinned))
            self.grid.append(line)
        self.particles = [p for line in self.grid for p in line]
        self.springs = []
        for row in range(HEIGHT):
            for col in range(WIDTH):
                if col + 1 < WIDTH:
                    self.springs.append(Spring(self.grid[row][col], self.grid[row][col + 1]))
                if row + 1 < HEIGHT:
                    self.springs.append(Spring(self.grid[row][col], self.grid[row + 1][col]))
                if col + 1 < WIDTH and row + 1 < HEIGHT:
                    self.springs.append(Spring(self.grid[row][col], self.grid[row + 1][col + 1]))

    def apply_wind(self, wind):
        """Wind pushes each triangle of the surface along its normal, in proportion to how squarely it meets it."""
        for row in range(HEIGHT - 1):
            for col in range(WIDTH - 1):
                a = self.grid[row][col]
                b = self.grid[row][col + 1]
                c = self.grid[row + 1][col]
                normal = (b.position - a.position).cross(c.position - a.position)
                size = normal.length()
                if size == 0.0:
                    continue
                push = normal * (normal.dot(wind) / (size * size))
                a.force = a.force + push
                b.force = b.force + push
                c.force = c.force + push

    def step(self, t):
        gravity = Vec(0.0, -9.81, 0.0)
        wind = Vec(0.5 + (t % 7) * 0.25, 0.0, 2.0 + (t % 11) * 0.5)
        for p in self.particles:
            p.force = p.force + gravity
        self.apply_wind(wind)
        for p in self.particles:
            p.step(0.99)
        stretch = 0.0
        for _ in range(PASSES):
            stretch = 0.0
            for s in self.springs:
                stretch += s.relax()
        return stretch


def main():
    cloth = Cloth()
    stretch = 0.0
    for t in range(SIZE):
        stretch = cloth.step(t)
    centre = Vec(0.0, 0.0, 0.0)
    for p in cloth.particles:
        centre = centre + p.position
    centre = centre * (1.0 / len(cloth.particles))
    corner = cloth.grid[-1][-1].position
    print("particles", len(cloth.particles), "springs", len(cloth.springs))
    print("centre", repr(centre.x), repr(centre.y), repr(centre.z))
    print("corner", repr(corner.x), repr(corner.y), repr(corner.z))
    print("stretch", repr(stretch))


main()
