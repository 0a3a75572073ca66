# The math module.
import math
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.isnan(math.nan))
print(math.sqrt(2), math.sqrt(144), math.isqrt(99), math.isqrt(10 ** 40))
print(math.floor(2.7), math.floor(-2.7), math.ceil(2.1), math.ceil(-2.1), math.trunc(-2.9), type(math.floor(1.5)).__name__)
print(math.fabs(-3), math.fmod(7, 3), math.fmod(-7, 3), -7 % 3, math.copysign(3, -0.0))
print(math.factorial(20), math.factorial(0), math.gcd(48, 180), math.gcd(0, 5), math.lcm(4, 6))
print(math.pow(2, 10), round(math.exp(1), 12), math.log(math.e), math.log(8, 2), math.log10(1000), math.log2(1024))
print(round(math.sin(math.pi / 6), 12), round(math.cos(math.pi / 3), 12), math.tan(0), round(math.atan2(1, 1) * 4, 12))
print(math.degrees(math.pi), math.radians(180), round(math.asin(1), 12), math.acos(1))
print(math.hypot(3, 4), math.hypot(5, 12), math.dist((0, 0), (3, 4)))
print(math.isinf(float("inf")), math.isfinite(1e308), math.isfinite(math.inf), math.isclose(0.1 + 0.2, 0.3))
print(math.comb(10, 3), math.perm(5, 2), math.prod([1, 2, 3, 4]), math.fsum([0.1] * 10), sum([0.1] * 10))
print(math.modf(3.75), math.frexp(8.0), math.ldexp(0.5, 4))
for bad in [lambda: math.sqrt(-1), lambda: math.log(0), lambda: math.factorial(-1), lambda: math.acos(2)]:
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
try:
    math.exp(1000)
except OverflowError as e:
    print("OverflowError:", e)
try:
    math.sqrt("4")
except TypeError as e:
    print("TypeError:", e)
def circle_points(n, r=1.0):
    return [(round(r * math.cos(2 * math.pi * k / n), 6), round(r * math.sin(2 * math.pi * k / n), 6)) for k in range(n)]
print(circle_points(4))
def polygon_area(points):
    s = 0.0
    for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1]):
        s += x1 * y2 - x2 * y1
    return abs(s) / 2
print(round(polygon_area(circle_points(6)), 9), round(3 * math.sqrt(3) / 2, 9))
def primes(n):
    return [p for p in range(2, n) if all(p % d for d in range(2, math.isqrt(p) + 1))]
print(primes(60))
print(math.floor(-0.5), math.ceil(-0.5), math.floor(10 ** 20 + 0.5) == 10 ** 20)
print(math.log2(math.inf), math.log10(math.inf), math.log(math.inf), math.log(math.inf, 2), math.log1p(math.inf))
