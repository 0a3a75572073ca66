from tracer import run


def victim():
    a = 1
    b = 2
    return a + b


def main():
    try:
        victim()
    except RuntimeError as e:
        caught = str(e)
    after = victim()
    return caught, after


run(main, raise_at=('victim:6',))
