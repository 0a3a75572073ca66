# Arithmetic special methods: forward, reflected, in-place, unary, NotImplemented fallback.
class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __repr__(self):
        return f"Vec({self.x}, {self.y})"
    def __add__(self, o):
        if isinstance(o, Vec):
            return Vec(self.x + o.x, self.y + o.y)
        return NotImplemented
    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)
    def __mul__(self, k):
        if isinstance(k, (int, float)):
            return Vec(self.x * k, self.y * k)
        if isinstance(k, Vec):
            return self.x * k.x + self.y * k.y
        return NotImplemented
    def __rmul__(self, k):
        return self * k
    def __truediv__(self, k):
        return Vec(self.x / k, self.y / k)
    def __floordiv__(self, k):
        return Vec(self.x // k, self.y // k)
    def __mod__(self, k):
        return Vec(self.x % k, self.y % k)
    def __pow__(self, n):
        return Vec(self.x ** n, self.y ** n)
    def __neg__(self):
        return Vec(-self.x, -self.y)
    def __pos__(self):
        return self
    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
    def __eq__(self, o):
        return isinstance(o, Vec) and (self.x, self.y) == (o.x, o.y)
    def __iadd__(self, o):
        self.x += o.x
        self.y += o.y
        return self
    def __matmul__(self, o):
        return self.x * o.y - self.y * o.x
a, b = Vec(1, 2), Vec(3, 4)
print(a + b, a - b, a * 3, 3 * a, a * b, b / 2, b // 2, b % 2, a ** 2, -a, +a, abs(b), a @ b)
c = a
c += b
print(a, c is a, a == Vec(4, 6))
for bad in [lambda: a + 1, lambda: "s" * a, lambda: a * "s", lambda: 1 - a]:
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
class Money:
    def __init__(self, cents):
        self.cents = cents
    def __add__(self, o):
        if isinstance(o, int):
            return Money(self.cents + o)
        return Money(self.cents + o.cents)
    def __radd__(self, o):
        print("  __radd__ called with", o)
        return self + o
    def __repr__(self):
        return f"Money({self.cents})"
    def __lt__(self, o):
        return self.cents < o.cents
    def __bool__(self):
        return self.cents != 0
print(sum([Money(5), Money(10), Money(20)]))
print(1 + Money(1), bool(Money(0)), sorted([Money(3), Money(1)]))
class Bits:
    def __init__(self, v):
        self.v = v
    def __and__(self, o): return Bits(self.v & o.v)
    def __or__(self, o): return Bits(self.v | o.v)
    def __xor__(self, o): return Bits(self.v ^ o.v)
    def __lshift__(self, n): return Bits(self.v << n)
    def __rshift__(self, n): return Bits(self.v >> n)
    def __invert__(self): return Bits(~self.v & 0xF)
    def __repr__(self): return f"Bits({self.v:04b})"
    def __index__(self): return self.v
x, y = Bits(0b1100), Bits(0b1010)
print(x & y, x | y, x ^ y, x << 1, x >> 2, ~x, bin(x), hex(y), [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10][y])
class Sub(Vec):
    def __radd__(self, o):
        return "Sub.__radd__ wins"
    def __add__(self, o):
        return "Sub.__add__"
print(Vec(0, 0) + Sub(1, 1), Sub(1, 1) + Vec(0, 0))
class Frac:
    def __init__(self, n, d=1):
        from_gcd = abs(self._gcd(n, d))
        sign = -1 if d < 0 else 1
        self.n, self.d = sign * n // from_gcd, sign * d // from_gcd
    @staticmethod
    def _gcd(a, b):
        while b:
            a, b = b, a % b
        return a
    def __add__(self, o):
        o = o if isinstance(o, Frac) else Frac(o)
        return Frac(self.n * o.d + o.n * self.d, self.d * o.d)
    __radd__ = __add__
    def __mul__(self, o):
        o = o if isinstance(o, Frac) else Frac(o)
        return Frac(self.n * o.n, self.d * o.d)
    __rmul__ = __mul__
    def __repr__(self):
        return f"{self.n}/{self.d}"
h = Frac(1, 2)
print(h + Frac(1, 3), 1 + h, h * 4, 2 * Frac(3, -4), sum([Frac(1, n) for n in range(1, 7)], Frac(0)))
