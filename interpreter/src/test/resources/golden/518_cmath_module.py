# cmath: constants, every function, C99 Annex G special values, branch cuts with signed zeros,
# errors and argument conversion.
import cmath
import warnings

INF = float("inf")
NAN = float("nan")


def rounded(v):
    # 12 significant digits: the last bit of a libm result may differ between implementations
    return float("%.12g" % v)


def show(label, thunk):
    try:
        r = thunk()
    except Exception as e:
        print(label, "!", type(e).__name__, e)
        return
    if isinstance(r, complex):
        r = complex(rounded(r.real), rounded(r.imag))
    elif isinstance(r, float):
        r = rounded(r)
    elif isinstance(r, tuple):
        r = tuple(rounded(v) for v in r)
    print(label, repr(r))


print("constants")
for name in ["pi", "e", "tau", "inf", "infj", "nan", "nanj"]:
    print(name, repr(getattr(cmath, name)), type(getattr(cmath, name)).__name__)
print(sorted(n for n in dir(cmath) if not n.startswith("_")))

FUNCTIONS = ["acos", "acosh", "asin", "asinh", "atan", "atanh", "cos", "cosh", "exp",
             "log", "log10", "sin", "sinh", "sqrt", "tan", "tanh"]

print("ordinary values")
for name in FUNCTIONS:
    f = getattr(cmath, name)
    for z in [0.5 + 0.25j, -3 + 4j, 1e-5 - 2j, -0.75j, 2.5, -2.5, 1e10 + 1e10j, 1e-300 + 1e-300j]:
        show("%s(%r)" % (name, z), lambda: f(z))

print("branch cuts, both sides")
cuts = {
    "sqrt": [-4.0], "log": [-2.0], "log10": [-0.5],
    "acos": [2.0, -3.0], "asin": [2.0, -3.0], "atanh": [2.0, -1.5], "acosh": [0.5, -2.0],
}
for name, reals in cuts.items():
    f = getattr(cmath, name)
    for x in reals:
        for zero in (0.0, -0.0):
            z = complex(x, zero)
            show("%s(%r)" % (name, z), lambda: f(z))
for name in ["asinh", "atan"]:
    f = getattr(cmath, name)
    for y in [2.0, -3.0]:
        for zero in (0.0, -0.0):
            z = complex(zero, y)
            show("%s(%r)" % (name, z), lambda: f(z))

print("signed zeros")
for name in FUNCTIONS:
    f = getattr(cmath, name)
    print(name, [repr(f(complex(a, b))) if name not in ("log", "log10") else "-"
                 for a in (0.0, -0.0) for b in (0.0, -0.0)])

print("special values")
specials = [INF, -INF, NAN, 0.0, -0.0, 2.3, -2.3]
for name in FUNCTIONS:
    f = getattr(cmath, name)
    for x in specials:
        row = []
        for y in specials:
            if x == x and y == y and abs(x) != INF and abs(y) != INF:
                continue
            try:
                row.append(repr(f(complex(x, y))))
            except Exception as e:
                row.append(type(e).__name__)
        print(name, repr(x), row)

print("rect, polar, phase")
for r in [2.0, -2.0, 0.0, -0.0, INF, -INF, NAN]:
    row = []
    for phi in [0.0, -0.0, 1.0, -2.5, INF, NAN]:
        try:
            z = cmath.rect(r, phi)
            row.append(repr(complex(rounded(z.real), rounded(z.imag))))
        except Exception as e:
            row.append(type(e).__name__ + ": " + str(e))
    print("rect", repr(r), row)
for z in [1 + 1j, -1 + 0j, complex(-1, -0.0), complex(0.0, -0.0), complex(-0.0, 0.0), complex(-INF, INF), complex(NAN, 1)]:
    show("polar(%r)" % z, lambda: cmath.polar(z))
    show("phase(%r)" % z, lambda: cmath.phase(z))
show("polar(1e308+1e308j)", lambda: cmath.polar(complex(1e308, 1e308)))
show("rect(3, pi/2)", lambda: cmath.rect(3, cmath.pi / 2))

print("classics")
print(repr(cmath.sqrt(-1)), repr(cmath.exp(1j * cmath.pi)))
for label, thunk in [
    ("log(0)", lambda: cmath.log(0)), ("exp(1000)", lambda: cmath.exp(complex(1000, 0))),
    ("exp(710+1.5j)", lambda: cmath.exp(complex(710, 1.5))), ("exp(709+1.5j)", lambda: cmath.exp(complex(709, 1.5))),
    ("cosh(1000)", lambda: cmath.cosh(1000)), ("sinh(-1000+1j)", lambda: cmath.sinh(complex(-1000, 1))),
    ("cosh(710+1.5j)", lambda: cmath.cosh(complex(710, 1.5))), ("tanh(400+1j)", lambda: cmath.tanh(complex(400, 1))),
    ("atanh(1)", lambda: cmath.atanh(1)), ("atanh(-1)", lambda: cmath.atanh(-1)), ("atan(1j)", lambda: cmath.atan(1j)),
    ("atan(-1j)", lambda: cmath.atan(-1j)), ("log10(0)", lambda: cmath.log10(0)),
    ("log(8, 2)", lambda: cmath.log(8, 2)), ("log(1j, 1j)", lambda: cmath.log(1j, 1j)),
    ("log(-8, 2j)", lambda: cmath.log(-8, 2j)), ("log(0, 2)", lambda: cmath.log(0, 2)),
    ("log(1, 0)", lambda: cmath.log(1, 0)), ("log(2, 1)", lambda: cmath.log(2, 1)),
    ("log(1e308j)", lambda: cmath.log(1e308j)), ("log(1+1e-9j)", lambda: cmath.log(1 + 1e-9j)),
    ("sqrt(1e308+1e308j)", lambda: cmath.sqrt(complex(1e308, 1e308))), ("sqrt(5e-324j)", lambda: cmath.sqrt(5e-324j)),
    ("acos(1e300j)", lambda: cmath.acos(1e300j)), ("asinh(-1e300)", lambda: cmath.asinh(-1e300)),
    ("atanh(1e300+1j)", lambda: cmath.atanh(complex(1e300, 1))), ("atanh(1+1e-200j)", lambda: cmath.atanh(complex(1, 1e-200))),
    ("rect(1, inf)", lambda: cmath.rect(1, INF)), ("rect(inf, nan)", lambda: cmath.rect(INF, NAN)),
]:
    try:
        r = thunk()
        print(label, repr(r) if not isinstance(r, complex) or label.startswith(("log(0", "rect(inf")) else
              repr(complex(rounded(r.real), rounded(r.imag))))
    except Exception as e:
        print(label, "!", type(e).__name__, e)

print("isfinite, isinf, isnan")
for z in [1 + 1j, complex(INF, 0), complex(0, -INF), complex(NAN, 0), complex(INF, NAN), 3, 2.5]:
    print(repr(z), cmath.isfinite(z), cmath.isinf(z), cmath.isnan(z))

print("isclose")
for args, kw in [((1 + 1j, 1 + 1j), {}), ((1, 1 + 1e-10j), {}), ((1, 1 + 1e-8j), {}),
                 ((1, 1 + 1e-8j), {"rel_tol": 1e-7}), ((0, 1e-10j), {}), ((0, 1e-10j), {"abs_tol": 1e-9}),
                 ((complex(INF, 0), complex(INF, 0)), {}), ((complex(INF, 0), complex(INF, 1)), {}),
                 ((complex(NAN, 0), complex(NAN, 0)), {}), ((1, 2), {"rel_tol": 1j}), ((1, 2), {"abs_tol": -1}),
                 ((1, 2), {"rel_tol": -1.0}), ((1,), {}), ((1, 2, 3), {}), ((1, 2), {"tol": 1}), (("a", 2), {}),
                 ((1, 2), {"abs_tol": "x"})]:
    show("isclose%r %r" % (args, kw), lambda: cmath.isclose(*args, **kw))

print("argument conversion")


class WithComplex:
    def __complex__(self):
        return 3 + 4j


class WithFloat:
    def __float__(self):
        return -6.5


class WithIndex:
    def __index__(self):
        return 7


class WithBoth:
    def __float__(self):
        return 1.0

    def __complex__(self):
        return 2j


class WithIntOnly:
    def __int__(self):
        return 2


class BadComplex:
    def __complex__(self):
        return 5


class RaisingComplex:
    def __complex__(self):
        raise KeyError("inside __complex__")


class ComplexSub(complex):
    def __complex__(self):
        return 99j


class ReturnsComplexSub:
    def __complex__(self):
        return ComplexSub(1, 1)


class FloatSub(float):
    pass


for arg in [2, True, 2.0, 1 + 0j, FloatSub(0.25), ComplexSub(0.5, 0.5), WithComplex(), WithFloat(), WithIndex(),
            WithBoth(), WithIntOnly(), BadComplex(), RaisingComplex(), "1j", "", None, [1], 10 ** 400]:
    show("sqrt(%s)" % type(arg).__name__, lambda: cmath.sqrt(arg))
show("exp(WithComplex)", lambda: cmath.exp(WithComplex()))
show("phase(WithFloat)", lambda: cmath.phase(WithFloat()))
show("rect(WithIndex, WithFloat)", lambda: cmath.rect(WithIndex(), WithFloat()))
show("rect(1j, 1)", lambda: cmath.rect(1j, 1))
show("log(1, 'x')", lambda: cmath.log(1, "x"))
show("isnan(WithComplex)", lambda: cmath.isnan(WithComplex()))
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    show("sqrt(ReturnsComplexSub)", lambda: cmath.sqrt(ReturnsComplexSub()))
print([(w.category.__name__, str(w.message)) for w in caught])

print("argument counts")
for label, thunk in [
    ("sqrt()", lambda: cmath.sqrt()), ("sqrt(1, 2)", lambda: cmath.sqrt(1, 2)), ("sqrt(z=1)", lambda: cmath.sqrt(z=1)),
    ("log()", lambda: cmath.log()), ("log(1, 2, 3)", lambda: cmath.log(1, 2, 3)),
    ("log(1, base=2)", lambda: cmath.log(1, base=2)), ("phase()", lambda: cmath.phase()),
    ("polar(1, 2)", lambda: cmath.polar(1, 2)), ("rect(1)", lambda: cmath.rect(1)),
    ("rect(1, 2, 3)", lambda: cmath.rect(1, 2, 3)), ("isinf()", lambda: cmath.isinf()),
    ("exp(a=1)", lambda: cmath.exp(a=1)),
]:
    show(label, thunk)
print(cmath.sqrt, cmath.sqrt.__name__, cmath.sqrt.__module__, cmath.__name__)
