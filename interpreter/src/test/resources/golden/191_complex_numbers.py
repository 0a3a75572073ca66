# Complex numbers: literals, arithmetic with ints and floats, repr and str, formatting, complex() parsing,
# hashing and equality, powers (including negative floats to fractional powers), and the errors.
import math
import sys


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


print(1j, 2.5J, 1e3j, 1_000j, 0j, -0j, .5j, 1.j)
z = 3 + 4j
print(z, z.real, z.imag, abs(z), z.conjugate(), -z, +z, bool(z), bool(0j))
print(type(z).__name__, type(1j).__name__, isinstance(z, complex))
print(z + 1, 1 + z, z - 2.5, 2.5 - z, z * 2, 2 * z, z * z, z / 2, 1 / z, z / (1 - 2j))
print((1 + 2j) ** 3, (1 + 2j) ** -2, (1 + 2j) ** 0.5, 2 ** 1j, (1 + 2j) ** (1 + 1j), 1j ** 2)
print((-8) ** (1 / 3), (-8.0) ** 0.5, pow(-2, 0.5), (-1) ** 0.5 == 1j)
for a in (0.0, -0.0, 1.0, 1e20, -2.5, float("inf"), float("nan")):
    print([repr(complex(a, b)) for b in (0.0, -0.0, 2.5, -1e-7, float("inf"))])
print(str(1 + 2j), repr(complex(1.5, -0.0)), f"{2j}", f"{1 + 2j!r}")
for spec in ("", "#", "#.2f", ".2f", ".3", ">20", "<20", "^20", "*^22.3e", "+", " ", "-", "g", ".1g", "E", ",", "_.2f", "n"):
    show("format " + repr(spec), lambda: format(1234.5 - 6.25j, spec))
show("format pure imag", lambda: format(1.5j, "g"))
show("format neg imag", lambda: format(-1.5j, ""))
for spec in ("=20", "020", "#", "%", "x", "d"):
    show("format " + repr(spec), lambda: format(1 + 2j, spec))
for text in ("1+2j", " ( 1.5-2J ) ", "j", "-j", "+J", "1e3", "1e3j", "1_000.5j", "inf", "-infj", "nan+nanj",
             "1+j", "1-j", "(1)", "  7  ", "x", "1+2", "1 + 2j", "1+2jj", "", "()", "j1", "1__0j", "1e+j"):
    show("complex(" + repr(text) + ")", lambda: complex(text))
show("complex()", lambda: complex())
show("complex(2)", lambda: complex(2))
show("complex(1, 2)", lambda: complex(1, 2))
show("complex(real=1, imag=2)", lambda: complex(real=1, imag=2))
show("complex(imag=3)", lambda: complex(imag=3))
show("complex(1j, 1j)", lambda: complex(1j, 1j))
show("complex(1+1j, 2)", lambda: complex(1 + 1j, 2))
show("complex('1', 2)", lambda: complex("1", 2))
show("complex(1, '2')", lambda: complex(1, "2"))
show("complex(None)", lambda: complex(None))
show("complex(1, None)", lambda: complex(1, None))
show("complex(1, 2, 3)", lambda: complex(1, 2, 3))


class WithComplex:
    def __complex__(self):
        return 5 - 1j


class BadComplex:
    def __complex__(self):
        return 5


class WithFloat:
    def __float__(self):
        return 2.5


class WithIndex:
    def __index__(self):
        return 7


show("__complex__", lambda: complex(WithComplex()))
show("bad __complex__", lambda: complex(BadComplex()))
show("__float__", lambda: complex(WithFloat(), WithFloat()))
show("__index__", lambda: complex(WithIndex()))


class MyComplex(complex):
    def double(self):
        return self * 2


m = MyComplex(1, 2)
print(m, type(m).__name__, m.double(), type(m + 1).__name__, type(complex(m)).__name__, type(+m).__name__)
print(hash(1 + 2j), hash(3 + 0j) == hash(3), hash(2.5 + 0j) == hash(2.5), hash(-1 + 0j), hash(0j))
print(1 + 0j == 1, 1.5 + 0j == 1.5, 1j == 1j, 1j != 1, 1j == "1j", 2 ** 70 + 0j == 2 ** 70, {1: "a"}[1 + 0j])
print({1j, 1j, 2j} == {2j, 1j}, (1j).__getnewargs__(), sys.getsizeof(1j))
show("1j < 2j", lambda: 1j < 2j)
show("1j >= 1", lambda: 1j >= 1)
show("1j // 2", lambda: 1j // 2)
show("1j % 2", lambda: 1j % 2)
show("divmod(1j, 2)", lambda: divmod(1j, 2))
show("1 / 0j", lambda: 1 / 0j)
show("1j / 0", lambda: 1j / 0)
show("0j ** -1", lambda: 0j ** -1)
show("0j ** 1j", lambda: 0j ** 1j)
show("0j ** 0", lambda: 0j ** 0)
show("(1e200j) ** 2", lambda: (1e200j) ** 2)
show("(1+2j) ** 200", lambda: (1 + 2j) ** 200)
show("(1+2j) ** 2000", lambda: (1 + 2j) ** 2000)
show("pow(1j, 2, 3)", lambda: pow(1j, 2, 3))
show("int(1j)", lambda: int(1j))
show("float(1j)", lambda: float(1j))
show("round(1j)", lambda: round(1j))
show("math.sqrt(1j)", lambda: math.sqrt(1j))
show("abs(big)", lambda: abs(complex(1e308, 1e308)))
show("abs(inf, nan)", lambda: abs(complex(float("inf"), float("nan"))))
show("abs(nan)", lambda: abs(complex(1, float("nan"))))
show("10**400 * 1j", lambda: 10 ** 400 * 1j)
show("'a' * 2j", lambda: "a" * 2j)
index = 1j
show("[1][index]", lambda: [1][index])
show("1e400j", lambda: 1e400j)
print(sum([1j, 2, 3.5]), 1 + 2j + 3j, 2 * (1 + 1j) - 1j, -(2 - 0j))
print(complex.__name__, sorted(n for n in dir(complex) if not n.startswith("__")))
