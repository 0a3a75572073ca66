"""Prime numbers three ways: a sieve, a lazy generator, and a factoriser.

Run: ./frameweave run examples/primes.py [LIMIT]     (default limit 100)
"""
import sys


def sieve(limit):
    """All primes below limit (sieve of Eratosthenes)."""
    is_prime = [True] * limit
    is_prime[0:2] = [False, False]
    for n in range(2, int(limit ** 0.5) + 1):
        if is_prime[n]:
            is_prime[n * n::n] = [False] * len(range(n * n, limit, n))
    return [n for n, p in enumerate(is_prime) if p]


def primes():
    """An endless generator of primes, checking each candidate against the primes found so far."""
    found = []
    candidate = 2
    while True:
        if all(candidate % p for p in found if p * p <= candidate):
            found.append(candidate)
            yield candidate
        candidate += 1


def factorise(n):
    factors = []
    d = 2
    while d * d <= n:
        while n % d == 0:
            factors.append(d)
            n //= d
        d += 1 if d == 2 else 2
    if n > 1:
        factors.append(n)
    return factors


def main(argv):
    limit = int(argv[1]) if len(argv) > 1 else 100
    below = sieve(limit)
    print(f"{len(below)} primes below {limit}:")
    for i in range(0, len(below), 10):
        print("  " + " ".join(f"{p:>5}" for p in below[i:i + 10]))
    gen = primes()
    first = [next(gen) for _ in range(1000)]
    print(f"the 1000th prime is {first[-1]}")
    twins = [(p, q) for p, q in zip(below, below[1:]) if q - p == 2]
    print(f"twin primes below {limit}: {len(twins)}, the last: {twins[-1] if twins else None}")
    for n in [360, 9973, 2 ** 32 + 1, 600851475143, 10 ** 12 + 39]:
        fs = factorise(n)
        shown = " x ".join(map(str, fs))
        print(f"{n:>17,} = {shown}" + ("  (prime)" if len(fs) == 1 else ""))


if __name__ == "__main__":
    main(sys.argv)
