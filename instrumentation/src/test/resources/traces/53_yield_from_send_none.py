from tracer import run


def inner():
    yield 1
    return None


def inner_value():
    yield 2
    return 'v'


def outer():
    a = yield from inner()
    b = yield from inner_value()
    return a, b


def main():
    return list(outer())


run(main)
