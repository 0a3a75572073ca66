# Tuple packing and unpacking everywhere: swaps, parallel assignment, functions returning several values,
# starred targets, nested targets in for loops, zip and enumerate, Gaussian-integer and 2x2 matrix arithmetic
# kept in tuples. Tuple creation and destructuring, small int arithmetic.
SIZE = 150000  # rounds; tune so CPython 3.11 takes 1-4 s

MOD = 1000000007


def fib_pair(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, (a + b) % MOD
    return a, b


def mat_mul(m, n):
    (a, b), (c, d) = m
    (e, f), (g, h) = n
    return ((a * e + b * g) % MOD, (a * f + b * h) % MOD), ((c * e + d * g) % MOD, (c * f + d * h) % MOD)


def mat_pow(m, k):
    result = ((1, 0), (0, 1))
    while k:
        k, bit = divmod(k, 2)
        if bit:
            result = mat_mul(result, m)
        m = mat_mul(m, m)
    return result


def gauss_mul(p, q):
    (a, b), (c, d) = p, q
    return a * c - b * d, a * d + b * c


def gauss_norm(p):
    a, b = p
    return a * a + b * b


def min_max_sum(values):
    first, *rest = values
    low = high = total = first
    for v in rest:
        low, high, total = min(low, v), max(high, v), total + v
    return low, high, total


def odd_even_sort(items):
    """A sorting network of compare-and-swap steps."""
    n = len(items)
    for phase in range(n):
        for i in range(phase % 2, n - 1, 2):
            if items[i] > items[i + 1]:
                items[i], items[i + 1] = items[i + 1], items[i]
    return items


def rotate(triple, times):
    a, b, c = triple
    for _ in range(times):
        a, b, c = b, c, a
    return a, b, c


def round_of(r):
    a, b = fib_pair(20 + r % 13)
    (x, y), (z, w) = mat_pow(((1, 1), (1, 0)), 30 + r % 50)
    g = (1, 1)
    for k in range(6):
        g = gauss_mul(g, (k + r % 5, 2 - k))
    low, high, total = min_max_sum([(r * 7 + i * 13) % 101 for i in range(12)])
    ordered = odd_even_sort([(r * 31 + i * 17) % 53 for i in range(10)])
    head, *middle, tail = ordered
    p, q, s = rotate((r, r + 1, r + 2), r % 4)
    pairs = [(i, i * i % 11) for i in range(8)]
    crossed = 0
    for n, (i, sq) in enumerate(pairs):
        crossed += n * sq - i
    for (i, sq), (j, sq2) in zip(pairs, pairs[1:]):
        crossed += i * sq2 - j * sq
    quotient, remainder = divmod(r * 1000003, 97)
    return (a + b + x + y + z + w + gauss_norm(g) + low + high + total + head + tail + sum(middle) + p * 3 + q * 5
            + s * 7 + crossed + quotient + remainder)


def main():
    checksum = 0
    for r in range(SIZE):
        checksum = (checksum * 131 + round_of(r)) % MOD
    print("rounds", SIZE, "checksum", checksum)


main()
