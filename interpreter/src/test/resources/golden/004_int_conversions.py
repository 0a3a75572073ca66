# Converting between ints, strings and other numbers.
print(int("42"), int("-17"), int("  99  "), int("+5"))
print(int("ff", 16), int("FF", 16), int("0xff", 16), int("777", 8), int("0o777", 0))
print(int("1010", 2), int("0b1010", 0), int("z", 36), int("1_000_000"))
print(int("123456789012345678901234567890"))
print(int(3.9), int(-3.9), int(1e20), int(True), int(-0.5))
print(hex(255), hex(-255), oct(8), oct(-8), bin(5), bin(-5), bin(0))
print(hex(2 ** 70), oct(2 ** 40), bin(2 ** 20))
print(str(12345), repr(-12), str(10 ** 25))
print(float(7), float("3.5"), float("-inf"), float(" 1e3 "))
print(bool(0), bool(1), bool(-1), int(False))
print(abs(-9), abs(9), abs(-2 ** 100))
print(round(7), round(123, -1), round(125, -1), round(135, -1), round(-125, -1))
print(format(255, "x"), format(255, "#x"), format(255, "08b"), format(1234567, ","), format(1234567, "_"))
print(int("  -0  "), int("0" * 30), int("-" + "9" * 25) + 1)

for bad in ["", "abc", "12.5", "1 2", "0x"]:
    try:
        int(bad)
    except ValueError as e:
        print("ValueError:", e)

try:
    int("9", 8)
except ValueError as e:
    print("ValueError:", e)

try:
    int(float("inf"))
except OverflowError as e:
    print("OverflowError:", e)

try:
    int(float("nan"))
except ValueError as e:
    print("ValueError:", e)

try:
    int([1])
except TypeError as e:
    print("TypeError:", e)

digits = "0123456789abcdefghijklmnopqrstuvwxyz"

def to_base(n, base):
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = []
    while n:
        n, r = divmod(n, base)
        out.append(digits[r])
    return sign + "".join(reversed(out))

for n, b in [(255, 16), (-255, 2), (2 ** 64, 36), (0, 7), (1000, 7)]:
    s = to_base(n, b)
    print(n, b, s, int(s, b) == n)
