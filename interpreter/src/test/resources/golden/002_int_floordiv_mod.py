# Floor division and modulo follow the sign of the divisor.
pairs = [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 5), (6, 3), (-6, 3), (1, 10), (-1, 10)]
for a, b in pairs:
    q, r = divmod(a, b)
    print(f"{a:>3} // {b:>3} = {a // b:>3}   {a:>3} % {b:>3} = {a % b:>3}   divmod={divmod(a, b)}")
    assert q * b + r == a

print("floats")
fpairs = [(7.5, 2), (-7.5, 2), (7.5, -2), (-7.5, -2.0), (1.0, 0.3)]
for a, b in fpairs:
    print(a // b, a % b, divmod(a, b))

print(-0.0 % 5, 0.0 % -5)
print(5 % -3.0, -5 % 3.0)

big = 10 ** 30 + 7
print(big // 10, big % 10, -big // 10, -big % 10)
print(big // -10 ** 15, big % -10 ** 15)
print(divmod(-big, 10 ** 15 + 1))

# true division always gives a float
print(7 / 7, 1 / 4, -1 / 4, 10 ** 20 / 10 ** 10, 2 ** 70 / 2 ** 68)

for exc_case in [(1, 0), (1.0, 0), (5, 0.0)]:
    a, b = exc_case
    for op in ("//", "%", "/"):
        try:
            if op == "//":
                a // b
            elif op == "%":
                a % b
            else:
                a / b
        except ZeroDivisionError as e:
            print(type(a).__name__, op, type(b).__name__, "->", e)

try:
    divmod(3, 0)
except ZeroDivisionError as e:
    print("divmod:", e)

# modular arithmetic helper
def mod_inverse(a, m):
    return pow(a, -1, m)

print(mod_inverse(3, 11), mod_inverse(10, 17), (3 * mod_inverse(3, 11)) % 11)
