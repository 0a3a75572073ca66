from tracer import run


def work():
    x = 1
    try:
        x = 2
        raise KeyError('missing')
    finally:
        x = 3


def main():
    work()
    return 'unreachable'


run(main)
