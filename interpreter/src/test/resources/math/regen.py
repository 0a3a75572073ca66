"""Regenerates the CPython values of math.erf, erfc, gamma and lgamma that SpecialFunctionsTest compares with.

Run as ``/usr/bin/python3.11 regen.py``. Each line is an argument and CPython's results, as float.hex() strings.
"""
import math
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))


def write(name, points, functions):
    with open(os.path.join(HERE, name), "w") as f:
        for p in points:
            f.write(" ".join([p.hex()] + [fn(p).hex() for fn in functions]) + "\n")


random.seed(5)
erf_points = [0.0, 1e-310, 1e-20, 2**-29, 0.1, 0.25, 0.5, 0.84, 0.85, 1.0, 1.2, 1.3, 2.0, 2.85, 2.9, 4.0, 5.9,
              6.1, 10.0, 27.0, 29.0]
erf_points += [-p for p in erf_points] + [random.uniform(-7, 7) for _ in range(200)]
write("erf_cpython.txt", erf_points, [math.erf, math.erfc])

random.seed(7)
gamma_points = [0.5, 1.5, 2.5, 3.7, 10.1, 23.5, 24.0, 30.3, 100.7, 141.2, 170.5, -0.5, -1.5, -2.5, -10.3, -100.7,
                -150.2, -170.6, 1e-21, 1e-5, 4.99, 5.01]
gamma_points += [random.uniform(-30, 30) for _ in range(200)]
write("gamma_cpython.txt", gamma_points, [math.gamma, math.lgamma])
