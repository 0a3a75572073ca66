from tracer import run


def fail(x):
    if x > 1:
        raise ValueError('too big')
    return x


def main():
    try:
        fail(5)
    except ValueError as e:
        msg = str(e)
    try:
        fail(0)
    except ValueError:
        msg = 'never'
    return msg


run(main)
