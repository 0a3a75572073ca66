from tracer import run


def inner():
    a = yield 1
    b = yield 2
    return a + b


def outer():
    result = yield from inner()
    yield result


def main():
    g = outer()
    x = next(g)
    y = g.send(10)
    z = g.send(20)
    g.close()
    return x, y, z


run(main)
