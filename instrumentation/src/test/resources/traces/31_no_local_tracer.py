from tracer import run


def quiet(x):
    y = x * 2
    return y


def loud(x):
    return quiet(x) + 1


def main():
    return loud(2)


run(main, no_local=('quiet',))
