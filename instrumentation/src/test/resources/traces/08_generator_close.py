from tracer import run


def worker():
    try:
        yield 1
        yield 2
    finally:
        x = 'cleanup'


def main():
    g = worker()
    v = next(g)
    g.close()
    return v


run(main)
