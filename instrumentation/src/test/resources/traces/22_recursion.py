from tracer import run


def fact(n):
    if n <= 1:
        return 1
    return n * fact(n - 1)


def main():
    return fact(4)


run(main)
