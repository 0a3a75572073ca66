from tracer import run


def gen():
    yield 1
    yield 2


def main():
    return list(gen()), sorted([3, 1], key=lambda v: -v)


run(main, profile=True)
