# repr and str of floats: shortest round-trip, exponents, specials.
values = [0.1 + 0.2, 0.1, 1 / 3, 2 / 3, 1e16, 1e15, 1.5e16, 1e-5, 1e-4, 0.0001234, 123456789.0,
          1e22, 1e23, 5e-324, 1.7976931348623157e308, 2.5, 100.0, -0.0, 0.0, 3.14159, 1e100,
          123456789012345678.0, 0.3, 2 ** 53 + 0.0, 9007199254740993.0, 1.1 * 1.1, 4.35, 0.57 * 100]
for v in values:
    print(repr(v), str(v))

inf = float("inf")
nan = float("nan")
print(inf, -inf, nan, repr(-inf))
print(inf + 1, inf - inf, inf * 0, -inf < 0 < inf)
print(nan == nan, nan != nan, nan < 1, nan > 1, inf == inf)
print(1e308 * 10, -1e308 * 10)
print(float("1e500"), float("-1e500"), float("nan") is nan)
print([0.1, 0.2, 0.30000000000000004], (1.0, -0.0), {1: 2.5})
print(-0.0 == 0.0, str(-0.0), 0.0 * -1, -0.0 + 0.0, abs(-0.0))
print(1.0 == 1, 1.5 > 1, 2 ** 0.5 * 2 ** 0.5, 10 / 3 * 3)
print(0.1 * 3, 0.7 + 0.1, 1 - 0.9, 100 * 1.1)
print(1.0.is_integer(), 1.5.is_integer(), (2.5).as_integer_ratio(), (0.75).as_integer_ratio())
print(float(3), float(-2), float("0.1") + float("0.2"))
print(sum([0.1] * 10), 0.1 * 10)
print(1e16 + 1, 1e16 + 2, 2.0 ** 60, 2.0 ** -20)
print(float(10 ** 20), float(2 ** 63), float(-2 ** 63 + 1))
print(7.0 // 2, 7.0 % 2.5, -7.0 // 2)
print(hash(1.0) == hash(1), hash(0.5), hash(-0.0), hash(1e100) == hash(int(1e100)))
x = 0.0
for i in range(10):
    x += 0.1
print(x, x == 1.0, round(x, 10) == 1.0)
print(3 * 1.1, 1.23e-7, 12e-7, 1e-7 * 10, 6.02e23, 1.0e+3)
