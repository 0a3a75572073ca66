from tracer import run


def deep(n):
    if n == 0:
        return 1 // 0
    return deep(n - 1)


def main():
    return deep(2)


run(main)
