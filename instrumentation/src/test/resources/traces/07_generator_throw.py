from tracer import run


def worker():
    try:
        yield 1
        yield 2
    except ValueError:
        yield 'caught'
    yield 3


def main():
    g = worker()
    first = next(g)
    second = g.throw(ValueError('boom'))
    third = next(g)
    g.close()
    return first, second, third


run(main)
