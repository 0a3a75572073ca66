from tracer import run


def add(a, b):
    c = a + b
    return c


def main():
    x = add(1, 2)
    y = add(x, 3)
    return y


run(main)
