# decimal (CPython's Lib, through _pydecimal here and _decimal in CPython): arithmetic, contexts, localcontext
# golden: needs the standard library
import decimal
from decimal import Decimal, localcontext, getcontext, setcontext, Context, ROUND_HALF_EVEN, ROUND_DOWN, ROUND_UP


def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__)


D = Decimal
print(D("1.1") + D("2.2"), D("1.30") + D("1.20"), D("1.3") * D("1.2"), D(1) / D(7), D(2).sqrt())
print(D("10") / D("4"), D("-7") // D("2"), D("-7") % D("2"), divmod(D("7.5"), D("2")), D(2) ** 10, D("1e3"))
print(D("3.14159").quantize(D("0.01")), D("2.675").quantize(D("0.01")), D("2.5").to_integral_value(),
      D("3.5").to_integral_value(), D("-2.5").quantize(D("1"), rounding=ROUND_UP))
print(D(0.1), D(1) / D(3) * 3, D("0.1") * 3 == D("0.3"), D("1.0") == D("1"), hash(D("1.0")) == hash(1))
print(repr(D("1.50")), str(D("1E+2")), D("123.456e-10"), D("-0"), D("Infinity"), D("-inf"), D("NaN"))
print(D("1.23").as_tuple(), D("12.5").as_integer_ratio(), int(D("-7.9")), float(D("0.125")), round(D("2.567"), 2))
print(D("1.2345").normalize(), D("1200").normalize(), D("100").adjusted(), D("0.001").exp(), D("10").ln(), D(100).log10())
print(f"{D('1234.5678'):,.2f} {D('0.5'):%} {D('1e-7'):e} {D('12'):>8} {D('-3.14159'):+.3}")
print(sorted([D("3"), D("1.5"), D("-2"), D("0")]), max(D("1"), D("1.0")), D("1") < 2, D("0.5") > 0.25)
print(getcontext().prec, getcontext().rounding, getcontext().Emax)

with localcontext() as ctx:
    ctx.prec = 5
    print(D(1) / D(3), D("123456789") + 0, ctx.prec)
    with localcontext(Context(prec=3, rounding=ROUND_DOWN)):
        print(D(2) / D(3), getcontext().prec, getcontext().rounding)
    print(getcontext().prec)
print(getcontext().prec, D(1) / D(3))

ctx = Context(prec=4, traps=[decimal.DivisionByZero])
show(lambda: ctx.divide(D(1), D(0)))
show(lambda: D(1) / D(0))
show(lambda: D("abc"))
show(lambda: D(0) / D(0))
show(lambda: D(-1).sqrt())
getcontext().traps[decimal.DivisionByZero] = False
print(D(1) / D(0), D(-1) / D(0), bool(getcontext().flags[decimal.DivisionByZero]))
getcontext().clear_flags()
getcontext().traps[decimal.InvalidOperation] = False
print(D(0) / D(0), D("abc"))
setcontext(Context(prec=6, rounding=ROUND_HALF_EVEN))
print(getcontext().prec, D(2).sqrt(), D("1.0000005") + 0)
decimal.setcontext(decimal.DefaultContext)
print(getcontext().prec, decimal.BasicContext.prec, decimal.ExtendedContext.prec)
print(Context(prec=3).create_decimal("3.14159"), Context(prec=3).create_decimal_from_float(0.1))

# each thread has its own current context
import threading

seen = []


def worker():
    getcontext().prec = 3
    seen.append(str(D(1) / D(7)))


th = threading.Thread(target=worker)
th.start()
th.join()
print(seen, D(1) / D(7))
