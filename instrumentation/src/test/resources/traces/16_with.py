from tracer import run


class Managed:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        return self.name

    def __exit__(self, kind, value, tb):
        return kind is KeyError


def main():
    with Managed('a') as n:
        first = n
    with Managed('b'):
        raise KeyError('swallowed')
    return first


run(main)
