from tracer import run


def helper(x):
    y = x + 1
    return y


def main():
    a = helper(1)
    b = helper(a)
    return b


run(main, none_returning=('helper',))
