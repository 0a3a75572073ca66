from tracer import run


def inner():
    try:
        yield 1
    except KeyError:
        return 'inner-handled'
    yield 2


def outer():
    r = yield from inner()
    yield r


def main():
    g = outer()
    first = next(g)
    second = g.throw(KeyError('k'))
    g.close()
    return first, second


run(main)
