# The program bench/debug/versus.py debugs: a hot loop, and a function that never runs.
import sys


def never_called():
    return 0  # BP:cold


def work(n):
    total = 0
    for i in range(n):
        total += i % 7  # BP:hot
    return total


print(work(int(sys.argv[1]) if len(sys.argv) > 1 else 1000000))
