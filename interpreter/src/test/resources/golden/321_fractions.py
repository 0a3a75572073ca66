# fractions.Fraction from CPython's Lib
# golden: needs the standard library
from fractions import Fraction as F
from decimal import Decimal
import math


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


print(F(3, 4), F(6, 8), F(-3, -4), F(3, -4), F(5), F("3/7"), F(" -1.25 "), F("1e-2"), F(0.5), F(Decimal("1.1")))
print(repr(F(1, 3)), str(F(4, 2)), F(1, 3).numerator, F(1, 3).denominator, F(-7, 3).as_integer_ratio())
print(F(1, 3) + F(1, 6), F(1, 3) - 1, F(2, 3) * F(3, 4), F(1, 3) / F(2, 5), F(7, 2) // 2, F(7, 2) % 2, -F(1, 2))
print(F(2, 3) ** 2, F(4, 9) ** F(1, 2), 2 ** F(1, 2), F(1, 2) ** -2, abs(F(-3, 5)), divmod(F(7, 2), F(2, 3)))
print(F(1, 3) + 0.5, 0.5 + F(1, 3), F(1, 2) == 0.5, F(1, 3) < F(1, 2), F(1, 2) == Decimal("0.5"), F(2, 4) == F(1, 2))
print(hash(F(1, 2)) == hash(0.5), hash(F(3)) == hash(3), {F(1, 2): "half"}[F(2, 4)])
print(math.floor(F(7, 2)), math.ceil(F(7, 2)), round(F(7, 2)), round(F(5, 2)), round(F(1234, 100), 1), int(F(-7, 2)), float(F(1, 8)))
print(F(math.pi).limit_denominator(100), F(3.14159).limit_denominator(1000), F(1, 3).limit_denominator(2))
print(F.from_float(0.1), F.from_decimal(Decimal("0.75")), F(1, 3).is_integer() if hasattr(F, "is_integer") else "-")
print(f"{float(F(1, 3)):.5f}", sum([F(1, n) for n in range(1, 6)]), sorted([F(1, 2), F(1, 3), F(2, 3)]))
for bad in [lambda: F(1, 0), lambda: F("1/0"), lambda: F("x"), lambda: F(1.5, 2), lambda: F(float("nan")),
            lambda: F(float("inf")), lambda: F(1, 2) / 0, lambda: F("1/2/3")]:
    show(bad)
