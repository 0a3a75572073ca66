# A small ray tracer: spheres and a checkered plane, diffuse + specular light, shadows and reflection.
# It prints a checksum of the pixels and a coarse ASCII preview instead of writing an image.
import math

SIZE = 485  # image width and height in pixels; tune so CPython 3.11 takes 2-4 s


class Vec:
    def __init__(self, x, y, z):
        self.x, self.y, self.z = x, y, z

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y, self.z + o.z)

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y, self.z - o.z)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k, self.z * k)

    def dot(self, o):
        return self.x * o.x + self.y * o.y + self.z * o.z

    def norm(self):
        length = math.sqrt(self.dot(self))
        return Vec(self.x / length, self.y / length, self.z / length)


class Ray:
    def __init__(self, origin, direction):
        self.origin, self.direction = origin, direction


class Sphere:
    def __init__(self, center, radius, color, reflect):
        self.center, self.radius, self.color, self.reflect = center, radius, color, reflect

    def hit(self, ray):
        oc = ray.origin - self.center
        b = oc.dot(ray.direction)
        c = oc.dot(oc) - self.radius * self.radius
        disc = b * b - c
        if disc < 0:
            return None
        root = math.sqrt(disc)
        t = -b - root
        if t > 1e-6:
            return t
        t = -b + root
        return t if t > 1e-6 else None

    def normal(self, p):
        return (p - self.center).norm()

    def color_at(self, p):
        return self.color


class Plane:
    def __init__(self, y, reflect):
        self.y, self.reflect = y, reflect

    def hit(self, ray):
        if abs(ray.direction.y) < 1e-9:
            return None
        t = (self.y - ray.origin.y) / ray.direction.y
        return t if t > 1e-6 else None

    def normal(self, p):
        return Vec(0.0, 1.0, 0.0)

    def color_at(self, p):
        return Vec(0.9, 0.9, 0.9) if (math.floor(p.x) + math.floor(p.z)) % 2 == 0 else Vec(0.2, 0.2, 0.25)


def shine(s):
    # s ** 40 by multiplication only, so every IEEE-754 implementation gets the same bits
    s2 = s * s
    s4 = s2 * s2
    s8 = s4 * s4
    s32 = s8 * s8 * s8 * s8
    return s32 * s8


class Scene:
    def __init__(self):
        self.objects = [
            Sphere(Vec(0.0, 1.0, 5.0), 1.0, Vec(0.9, 0.2, 0.2), 0.3),
            Sphere(Vec(-2.2, 0.7, 6.0), 0.7, Vec(0.2, 0.8, 0.3), 0.1),
            Sphere(Vec(2.0, 1.4, 7.0), 1.4, Vec(0.3, 0.4, 0.95), 0.5),
            Plane(0.0, 0.2),
        ]
        self.light = Vec(-4.0, 8.0, -2.0)

    def closest(self, ray):
        best_t, best = None, None
        for obj in self.objects:
            t = obj.hit(ray)
            if t is not None and (best_t is None or t < best_t):
                best_t, best = t, obj
        return best_t, best

    def trace(self, ray, depth):
        t, obj = self.closest(ray)
        if obj is None:
            sky = 0.5 * (ray.direction.y + 1.0)
            return Vec(0.6, 0.7, 1.0) * sky + Vec(1.0, 1.0, 1.0) * (1.0 - sky) * 0.3
        p = ray.origin + ray.direction * t
        n = obj.normal(p)
        to_light = (self.light - p).norm()
        shadow_t, _ = self.closest(Ray(p, to_light))
        lit = shadow_t is None
        diffuse = max(n.dot(to_light), 0.0) if lit else 0.0
        base = obj.color_at(p) * (0.15 + 0.85 * diffuse)
        if lit:
            half = (to_light - ray.direction).norm()
            base = base + Vec(1.0, 1.0, 1.0) * shine(max(n.dot(half), 0.0))
        if depth < 3 and obj.reflect > 0:
            r = ray.direction - n * (2 * ray.direction.dot(n))
            base = base * (1 - obj.reflect) + self.trace(Ray(p, r.norm()), depth + 1) * obj.reflect
        return base


def render(size):
    scene = Scene()
    eye = Vec(0.0, 1.5, -1.0)
    checksum = 0
    preview = []
    shades = " .:-=+*#%@"
    for j in range(size):
        row = []
        for i in range(size):
            x = (i + 0.5) / size * 2 - 1
            y = 1 - (j + 0.5) / size * 2
            c = scene.trace(Ray(eye, Vec(x, y * 0.9, 1.0).norm()), 0)
            r, g, b = (min(255, int(255 * max(0.0, v))) for v in (c.x, c.y, c.z))
            checksum = (checksum * 131 + r * 65536 + g * 256 + b) % 4294967291
            row.append((r + g + b) // 3)
        if j % (size // 10) == 0:
            preview.append("".join(shades[v * len(shades) // 256] for v in row[:: max(1, size // 40)]))
    return checksum, preview


checksum, preview = render(SIZE)
print("\n".join(preview))
print("checksum", checksum)
