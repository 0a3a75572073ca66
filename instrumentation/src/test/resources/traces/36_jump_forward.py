from tracer import run


def main():
    x = 1
    x = 2
    x = 3
    x = 4
    return x


run(main, jumps={'main:5': 7})
