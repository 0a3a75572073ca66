# Digits of pi and e with integers only: a streaming spigot that emits pi's digits one at a time from a few
# ever-growing integers, and e from its series summed at a fixed big-integer scale. Big-int multiplication,
# floor division and comparison.
SIZE = 7000  # digits of pi; tune so CPython 3.11 takes 1-4 s


def pi_stream():
    """Yields the decimal digits of pi from a state of four integers, composing one series term at a time."""
    q, r, t, k = 1, 0, 1, 1
    while True:
        # the next digit is known once the lower and upper bounds of the current state agree on it
        low = (3 * q + r) // t
        if low == (4 * q + r) // t:
            yield low
            q, r = 10 * q, 10 * (r - low * t)
        else:
            q, r, t, k = q * k, (2 * q + r) * (2 * k + 1), t * (2 * k + 1), k + 1


def e_digits(n):
    scale = 10 ** (n + 10)
    total = 0
    term = scale
    k = 0
    while term:
        total += term
        k += 1
        term //= k
    return decimal(total)[: n]


def decimal(n, chunk=1000):
    """n in decimal, converted a chunk of digits at a time (str() refuses ints of over 4300 digits)."""
    if n < 10 ** chunk:
        return str(n)
    high, low = divmod(n, 10 ** chunk)
    return decimal(high, chunk) + str(low).zfill(chunk)


def main():
    digits = []
    for d in pi_stream():
        digits.append(d)
        if len(digits) == SIZE:
            break
    text = "".join(str(d) for d in digits)
    print("pi", text[:20], "...", text[-20:])
    print("  digit sum", sum(digits), "sevens", text.count("7"), "first 999999 at", text.find("999999"))
    e = e_digits(SIZE * 4)
    print("e", e[:20], "...", e[-20:])
    print("  digit sum", sum(int(c) for c in e))


main()
