from tracer import run


class Managed:
    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb):
        return False


def main():
    try:
        with Managed():
            x = 1
            raise ValueError('escapes')
    except ValueError:
        x = 2
    return x


run(main)
