# Default arguments, keyword arguments, and argument errors.
def greet(name, greeting="Hello", punct="!"):
    return f"{greeting}, {name}{punct}"
print(greet("Ann"), greet("Bo", "Hi"), greet("Cy", punct="?"), greet(greeting="Yo", name="Di"))
def append_to(x, target=[]):
    target.append(x)
    return target
print(append_to(1), append_to(2), append_to(3, []))
def append_safe(x, target=None):
    if target is None:
        target = []
    target.append(x)
    return target
print(append_safe(1), append_safe(2))
counter = 5
def snapshot(v=counter):
    return v
counter = 99
print(snapshot())
print(greet.__defaults__, greet.__name__, snapshot.__defaults__)
for call in [lambda: greet(), lambda: greet("a", "b", "c", "d"), lambda: greet("a", name="b"),
             lambda: greet("a", colour="red"), lambda: append_to()]:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
def power(base, exp=2, *, mod=None):
    r = base ** exp
    return r % mod if mod else r
print(power(3), power(3, 3), power(3, 3, mod=5))
try:
    power(3, 3, 5)
except TypeError as e:
    print("TypeError:", e)
def describe(a, b=2, c=3):
    return (a, b, c)
print(describe(1), describe(1, c=9), describe(c=0, a=1), describe(*[7, 8]), describe(**{"a": 1, "c": 2}))
def pos_only(a, b, /, c=0):
    return a + b + c
print(pos_only(1, 2), pos_only(1, 2, c=3))
try:
    pos_only(a=1, b=2)
except TypeError as e:
    print("TypeError:", e)
def fmt_money(amount, currency="EUR", decimals=2, sep=","):
    whole = f"{amount:,.{decimals}f}"
    if sep != ",":
        whole = whole.replace(",", sep)
    return f"{whole} {currency}"
print(fmt_money(1234567.891), fmt_money(5, "USD", 0), fmt_money(1e6, sep="."))
def make_range(stop, start=0, step=1):
    return list(range(start, stop, step))
print(make_range(5), make_range(10, 2, 3), make_range(step=2, stop=7))
print((lambda a, b=10: a + b)(1), (lambda *a, k=1: (a, k))(1, 2, k=3))
