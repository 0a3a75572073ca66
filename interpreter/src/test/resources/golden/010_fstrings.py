# f-strings: expressions, conversions, format specs, nesting.
name = "Ada"
age = 36
pi = 3.141592653589793
items = ["x", "y"]
print(f"{name} is {age} years old")
print(f"{name!r} {name!s} {name!a} {'café'!a}")
print(f"{age:5d}|{age:<5d}|{age:^5d}|{age:05d}|{age:+d}|{-age:+d}")
print(f"{pi:.2f} {pi:10.4f}| {pi:<10.3f}| {pi:e} {pi:.0f}")
print(f"{255:x} {255:X} {255:#x} {255:o} {255:#o} {255:b} {255:#010b}")
print(f"{1234567:,} {1234567:_} {1234567.891:,.2f} {-1234567:,}")
print(f"{name:>10}|{name:<10}|{name:^10}|{name:*^10}|{name:.2}")
print(f"{0.25:%} {0.25:.1%} {1/3:.3}")
width, prec = 12, 3
print(f"{pi:{width}.{prec}f}|{name:{'>'}{width}}|")
print(f"{items} {items[0]} {len(items)} {items!r}")
print(f"{age * 2 + 1} {age > 30} {'yes' if age > 30 else 'no'}")
print(f"{{literal braces}} {{{age}}}")
d = {"k": 1, "j": [1, 2]}
print(f"{d['k']} {d['j'][1]} {d}")
x = 10
print(f"{x=} {x = } {pi=:.2f} {name=!s}")
print(f"{'nested ' + f'{x * 2}'}")
print(f"{None} {True} {False!r} {7}")
print(f"{123:>+8} {-0.0:g} {1e20:.3g} {65:c}")
print(f"{'a':0>4} {7:0>4} {7:<04}")

class Temp:
    def __init__(self, c):
        self.c = c
    def __format__(self, spec):
        if spec == "F":
            return f"{self.c * 9 / 5 + 32:.1f}F"
        return f"{self.c:.1f}C"
    def __repr__(self):
        return f"Temp({self.c})"
    def __str__(self):
        return "a temperature"

t = Temp(21.5)
print(f"{t} {t:F} {t!r} {t!s}")
print(format(t, "F"), format(t), "{:F}".format(t))
rows = [("alpha", 1.5, 10), ("beta", 22.25, 200), ("gamma", 333.125, 3000)]
for label, val, cnt in rows:
    print(f"{label:<8}{val:>10.2f}{cnt:>8,}")
print(f"""multi
{name}
line""")
print(f"{'done'!r:>8}", f"{'%d' % 5}", f"{x:{'d'}}")
