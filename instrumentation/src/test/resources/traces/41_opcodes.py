from tracer import run


def calc(a):
    b = a + 1
    return b * 2


def main():
    return calc(1)


run(main, opcodes=('calc',))
