# Fannkuch: the maximum number of prefix reversals ("pancake flips") over all permutations of 1..n.
SIZE = 9  # n (each +1 costs about 10x)
REPEAT = 6  # full runs of fannkuch(SIZE); tune so CPython 3.11 takes 2-4 s


def fannkuch(n):
    perm1 = list(range(n))
    count = [0] * n
    max_flips = 0
    checksum = 0
    sign = 1
    r = n
    while True:
        while r != 1:
            count[r - 1] = r
            r -= 1
        perm = perm1[:]
        flips = 0
        k = perm[0]
        while k:
            perm[:k + 1] = perm[k::-1]
            flips += 1
            k = perm[0]
        if flips > max_flips:
            max_flips = flips
        checksum += flips if sign == 1 else -flips
        sign = -sign
        while True:
            if r == n:
                return checksum, max_flips
            first = perm1[0]
            for i in range(r):
                perm1[i] = perm1[i + 1]
            perm1[r] = first
            count[r] -= 1
            if count[r] > 0:
                break
            r += 1


def main():
    results = [fannkuch(SIZE) for _ in range(REPEAT)]
    assert all(r == results[0] for r in results)
    checksum, flips = results[0]
    print(checksum)
    print("Pfannkuchen(%d) = %d" % (SIZE, flips))


main()
