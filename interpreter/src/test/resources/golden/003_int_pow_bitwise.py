# Exponentiation and bitwise operators.
print(2 ** 10, 2 ** 0, 0 ** 0, (-2) ** 3, -2 ** 2, 2 ** -1, 2 ** -2)
print(10 ** 18, 10 ** 19, (-3) ** 41)
print(pow(2, 10), pow(2, 100, 1000), pow(7, 123456789, 1000000007))
print(pow(-2, 3, 5), pow(3, 4, -7))
print(2 ** 0.5, 4 ** 0.5, 8 ** (1 / 3))
print((-8) ** 2, 1.5 ** 2)

a, b = 0b1100, 0b1010
print(a & b, a | b, a ^ b, ~a, ~0, ~-1)
print(bin(a & b), bin(a | b), bin(a ^ b))
print(1 << 10, 1 << 64, 1 << 100, 5 >> 1, -5 >> 1, -1 >> 10, 255 >> 100)
print((1 << 64) - 1, ((1 << 64) - 1) >> 60, (1 << 70) >> 69)
print(-1 & 0xFF, -256 & 0xFF, -1 | 0, -7 ^ 3, ~(2 ** 80))
print((2 ** 80) & (2 ** 80 - 1), (2 ** 80) | 1, (2 ** 80 + 5) ^ (2 ** 80))
print(0x7FFFFFFFFFFFFFFF << 1, -0x8000000000000000 << 1)

def popcount(n):
    count = 0
    while n:
        n &= n - 1
        count += 1
    return count

for n in [0, 1, 255, 1023, 2 ** 64 - 1, 12345]:
    print(n, popcount(n), n.bit_length())

print((255).bit_length(), (-255).bit_length(), (0).bit_length())

try:
    1 << -1
except ValueError as e:
    print("ValueError:", e)
try:
    pow(2, 3, 0)
except ValueError as e:
    print("ValueError:", e)
try:
    0 ** -1
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)

x = 1
for i in range(10):
    x = (x << 3) ^ (x >> 1) ^ i
print(x)
masks = [1 << i for i in range(8)]
print(masks, sum(masks), sum(masks) == 0xFF)
