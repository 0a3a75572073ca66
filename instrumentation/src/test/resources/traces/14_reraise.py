from tracer import run


def inner():
    raise TypeError('bad')


def middle():
    try:
        inner()
    except TypeError:
        note = 'seen'
        raise


def main():
    try:
        middle()
    except TypeError as e:
        return 'outer caught ' + str(e)


run(main)
