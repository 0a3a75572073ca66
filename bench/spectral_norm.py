# Spectral norm of the infinite matrix A(i, j) = 1 / ((i + j)(i + j + 1) / 2 + i + 1), by power iteration.
import math

SIZE = 700  # matrix dimension; tune so CPython 3.11 takes 2-4 s


def a(i, j):
    return 1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)


def mul_av(v, n):
    out = []
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += a(i, j) * v[j]
        out.append(s)
    return out


def mul_atv(v, n):
    out = []
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += a(j, i) * v[j]
        out.append(s)
    return out


def mul_atav(v, n):
    return mul_atv(mul_av(v, n), n)


def main():
    n = SIZE
    u = [1.0] * n
    v = None
    for _ in range(10):
        v = mul_atav(u, n)
        u = mul_atav(v, n)
    vbv = vv = 0.0
    for ue, ve in zip(u, v):
        vbv += ue * ve
        vv += ve * ve
    print("%.9f" % math.sqrt(vbv / vv))


main()
