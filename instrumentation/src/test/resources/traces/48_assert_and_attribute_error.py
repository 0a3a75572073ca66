from tracer import run


def check(x):
    assert x > 0, 'must be positive'
    return x


def main():
    try:
        check(-1)
    except AssertionError as e:
        m = str(e)
    try:
        None.missing
    except AttributeError:
        m = m + '!'
    return m


run(main)
