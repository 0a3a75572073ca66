from tracer import run


def main():
    double = lambda x: x * 2
    values = list(map(lambda v: v + 1, [1, 2]))
    return double(3), values


run(main)
