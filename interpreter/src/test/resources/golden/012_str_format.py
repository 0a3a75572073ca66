# str.format with positional, keyword, index and attribute fields.
print("{} {} {}".format(1, "two", 3.0))
print("{0} {1} {0}".format("a", "b"))
print("{name} is {age}".format(name="Cy", age=9))
print("{0[0]} {0[1]} {1[key]}".format([10, 20], {"key": "v"}))

class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return "Point(%d, %d)" % (self.x, self.y)

p = Point(3, 4)
print("x={0.x} y={0.y} p={0!r} s={0!s}".format(p))
print("{:>8}|{:<8}|{:^8}|{:=^9}".format("r", "l", "c", "m"))
print("{:08.3f} {:+.1e} {:,d} {:b} {:#o}".format(3.14159, 12345.6789, 9876543210, 10, 64))
print("{:{w}.{p}f}".format(2.718281828, w=10, p=2))
print("{{}} {{{}}}".format("in braces"))
print("{!r:>10}|{!s:<6}|".format("hi", 12))
print("{0:d} {0:x} {0:o} {0:b} {0:e} {0:%}".format(10))
print("{:.3} {:.5} {:10.3}|".format("abcdef", 1 / 3, 12.34567))
print("{:g}".format(1234.0), "{:G}".format(1e-20), "{:.2g}".format(0.000123))
print("{a}-{b}".format(**{"a": 1, "b": 2}), "{}-{}".format(*"xy"))
fmt = "{:<6}{:>6}{:>8}"
print(fmt.format("item", "qty", "price"))
for row in [("pen", 3, 1.5), ("book", 1, 12.0)]:
    print(fmt.format(row[0], row[1], "%.2f" % row[2]))
print("{0:-^20}".format(" centred "))
print(format(3.5, "08.2f"), format("x", "^5"), format(12, ""), format(True), format(None))
for bad in ["{", "}", "{0} {}", "{1}", "{x}", "{:d}"]:
    try:
        r = bad.format("s")
        print("ok:", r)
    except (ValueError, IndexError, KeyError) as e:
        print(type(e).__name__ + ":", e)
template = "Dear {title} {last},\nYour balance is {bal:,.2f}.\n"
print(template.format(title="Dr.", last="Who", bal=1234567.891), end="")
print("{}".format([1, "a"]), "{}".format((1,)), "{}".format({1: "b"}))
