# Integer arithmetic, including values far beyond 64 bits.
a = 7
b = 3
print(a + b, a - b, a * b, a / b)
print(-a + b, a - -b, +a, -(-a))

big = 2 ** 100
print(big)
print(big + 1, big - 1)
print(big * big)
print(big // 3, big % 3)
print(-big // 7, -big % 7)
print(len(str(2 ** 1000)))
print(str(3 ** 200)[:20], str(3 ** 200)[-20:])

fact = 1
for i in range(1, 41):
    fact *= i
print("40! =", fact)
print(fact // (2 ** 38), fact % 1000003)

maxlong = 9223372036854775807
print(maxlong + 1)
print(-maxlong - 1)
print(-maxlong - 2)
print(maxlong * 2)
print((maxlong + 1) // 2 == 2 ** 62)
print(abs(-maxlong - 1))
print(-(-maxlong - 1))
print(maxlong * maxlong)

x = 12345678901234567890123456789
y = 98765432109876543210
print(x * y, x // y, x % y)
print(divmod(x, -y))
print(x > y, x == x + 0, x != y, y < x)
print(hash(5), hash(-1), hash(0), hash(2 ** 61 - 1), hash(2 ** 61))
print(hash(-2 ** 70) == hash(-(2 ** 70 % (2 ** 61 - 1))))

total = 0
for k in range(1, 200):
    total += k ** 5
print(total)
print(int("1" * 50) * 9 + 9)
print(type(big), type(5), type(True + 1))
print(True + True, False * 10, True / 2)
print(1_000_000 + 0x_ff + 0o17 + 0b1010)
print(0 == -0, 10 ** 20 // 10 ** 19)
