import math


class Vector:
    __slots__ = ("x", "y", "z")

    def __init__(self, x=0.0, y=0.0, z=0.0):
        self.x, self.y, self.z = x, y, z

    def __add__(self, o): return Vector(self.x + o.x, self.y + o.y, self.z + o.z)
    def __sub__(self, o): return Vector(self.x - o.x, self.y - o.y, self.z - o.z)
    def __mul__(self, k): return Vector(self.x * k, self.y * k, self.z * k)
    __rmul__ = __mul__

    def dot(self, o):
        return self.x * o.x + self.y * o.y + self.z * o.z

    def norm(self):
        return math.sqrt(self.dot(self))

    def __repr__(self):
        return "Vector(%g, %g, %g)" % (self.x, self.y, self.z)


class Shape:
    registry = {}

    def __init_subclass__(cls, /, kind=None, **kwargs):
        super().__init_subclass__(**kwargs)
        Shape.registry[kind or cls.__name__.lower()] = cls

    def intersect(self, origin, direction):
        raise NotImplementedError


class Sphere(Shape, kind="ball"):
    def __init__(self, center: Vector, radius: float) -> None:
        self.center = center
        self.radius: float = radius

    def intersect(self, origin, direction):
        oc = origin - self.center
        b = 2.0 * oc.dot(direction)
        c = oc.dot(oc) - self.radius ** 2
        disc = b * b - 4 * c
        if disc < 0:
            return None
        elif disc == 0:
            return -b / 2
        else:
            sq = math.sqrt(disc)
            t0, t1 = (-b - sq) / 2, (-b + sq) / 2
            return t0 if 0 < t0 < t1 else t1 if t1 > 0 else None


def render(width=8, height=4):
    scene = [Sphere(Vector(0, 0, 5), 1.5), Shape.registry["ball"](Vector(2, 1, 6), 1)]
    rows = []
    for j in range(height):
        row = ""
        for i in range(width):
            d = Vector((i - width / 2) / width, (j - height / 2) / height, 1)
            d = d * (1 / d.norm())
            hits = [t for s in scene if (t := s.intersect(Vector(), d)) is not None]
            row += "#" if hits else "."
        rows.append(row)
    return "\n".join(rows)


if __name__ == '__main__':
    print(render())
    print(sorted(Shape.registry), Vector(1, 2, 3) * 2, 2 * Vector(1, 1, 1))
