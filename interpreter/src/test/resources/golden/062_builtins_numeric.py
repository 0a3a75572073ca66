# abs, divmod, pow, round, sum, hash of numbers, int/float interplay.
print(abs(-5), abs(5.5), abs(-0.0), abs(True), abs(-10 ** 20))
print(divmod(17, 5), divmod(-17, 5), divmod(17.5, 5), divmod(-7, -2), divmod(10 ** 20, 7))
print(pow(2, 8), pow(2, -1), pow(2.0, 3), pow(9, 0.5), pow(3, 200, 13), pow(5, 0, 1))
print(round(3.14159, 3), round(-2.5), round(0.5), round(1.5), round(2 ** 60 + 0.0), round(1234, -2), round(-0.4))
print(sum([]), sum([1.5, 2.5]), sum((i for i in range(5)), 100), sum([True, True, False]))
print(hash(10) == hash(10.0), hash(-1), hash(-2), hash(2 ** 64) == hash(2 ** 64 % (2 ** 61 - 1)), hash(True))
print(1 + 2.0, 3 * 1.0, 7 // 2.0, 2 ** 0.0, 10 / 4, 10 // 4, -10 // 4, 10 % -4, 0.5 + True)
print(int(7.9) + float(2), float(int(2.5)))
print(max(1, 2.5, 2), min(-1, -1.5), 1e3 == 1000, 2 ** 53 + 1 == float(2 ** 53 + 1))
print(isinstance(1, (int, float)), isinstance(1.0, int), isinstance(True, int), type(1 + True).__name__)
def mean(xs):
    return sum(xs) / len(xs)
def median(xs):
    s = sorted(xs)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2
def variance(xs):
    m = mean(xs)
    return sum((x - m) ** 2 for x in xs) / (len(xs) - 1)
samples = [2, 4, 4, 4, 5, 5, 7, 9]
print(mean(samples), median(samples), round(variance(samples), 6), median([3, 1, 2]))
def digits_sum(n):
    return sum(int(d) for d in str(abs(n)))
print(digits_sum(2 ** 100), digits_sum(-12345), digits_sum(0))
def isqrt(n):
    if n < 2:
        return n
    x = n
    y = (x + 1) // 2
    while y < x:
        x = y
        y = (x + n // x) // 2
    return x
print(isqrt(10 ** 30), isqrt(99), isqrt(2 ** 101))
print(round(2.675, 2), round(1e-20, 25), round(123.456, -1), round(-1.5))
for bad in [lambda: divmod(1, 0), lambda: abs("x"), lambda: pow(2, 0.5, 3), lambda: round("1")]:
    try:
        bad()
    except (ZeroDivisionError, TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
