from tracer import run


def gen():
    yield 1
    yield 2
    yield 3


def main():
    return list(gen())


run(main, jumps={'gen:5': 7})
