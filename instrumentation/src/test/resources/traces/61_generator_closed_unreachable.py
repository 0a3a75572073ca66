import gc

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
    del g; gc.collect()  # CPython closes g at the del, frameweave at the collect: the same line either way
    return v


run(main)
