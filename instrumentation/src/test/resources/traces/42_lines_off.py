from tracer import run


def silent(a):
    b = a + 1
    return b


def main():
    return silent(1)


run(main, lines_off=('silent',))
