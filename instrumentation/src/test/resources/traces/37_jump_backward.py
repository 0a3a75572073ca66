from tracer import run


def main():
    n = 0
    n += 1
    n += 10
    return n


run(main, jumps={'main:7': 6})
