# round(), float formatting and arithmetic details.
for v in [0.5, 1.5, 2.5, 3.5, -0.5, -1.5, 2.675, 1.005, 0.125, 0.375]:
    print(v, round(v), round(v, 2), round(v, 1))
print(round(1234.5678, -2), round(1234.5678, 0), round(-1234.5678, 1))
print(type(round(2.5)), type(round(2.5, 0)), type(round(2.5, None)))
print(round(1e16, 2), round(123.456, 5))
print("%.2f %.0f %.3e %g %g %g" % (3.14159, 2.5, 12345.678, 0.00001234, 1e20, 123456.0))
print("{:.3f} {:10.2f}| {:<10.1f}| {:+.2f} {:e} {:.2%}".format(1 / 3, 2.5, 2.5, 1.0, 1500.0, 0.256))
print(f"{1e6:g} {1234567.0:g} {0.0001:g} {0.00001:g} {1e-10:.3g} {100.0:.0f}")
print(f"{3.0:.1f} {-0.0:.1f} {float('inf'):f} {float('nan'):.2f} {12.5:08.2f}")
print(f"{1234.5:,.2f} {0.5:.0%} {2.0:5}| {2.5:<6}| {2.5:^7}|")
print(format(0.1, ".20f"), format(1 / 7, ".15g"), format(1e300, ".2e"))
print(str(1.0), str(10.0), str(1e5), str(1.5e-3))

# Newton's method for square roots
def sqrt(x):
    guess = x / 2 if x > 1 else 1.0
    for _ in range(50):
        better = (guess + x / guess) / 2
        if abs(better - guess) < 1e-15:
            break
        guess = better
    return guess

for n in [2, 10, 144, 0.25, 1e10]:
    print(n, round(sqrt(n), 10))

def mean_and_std(xs):
    m = sum(xs) / len(xs)
    var = sum((x - m) ** 2 for x in xs) / len(xs)
    return m, var ** 0.5

print(mean_and_std([2, 4, 4, 4, 5, 5, 7, 9]))
print(mean_and_std([1.5, 2.5, 3.5]))
print(max(0.1, 0.2), min(-0.0, 0.0), max([1, 2.5, 2]), sum([1, 2.5]))
print(float("  -12.5e1 "), float("Infinity"), float("-nan") != float("nan"))
try:
    float("1.2.3")
except ValueError as e:
    print("ValueError:", e)
try:
    float([1.0])
except TypeError as e:
    print("TypeError:", e)
print(int(2.0 ** 100), 2.0 ** 100 == 2 ** 100, 0.1 + 0.2 == 0.3, abs(0.1 + 0.2 - 0.3) < 1e-9)
