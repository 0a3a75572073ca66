from tracer import run


class Ctx:
    def __enter__(self):
        return self

    def __exit__(self, *args):
        return False


def main():
    x = 0
    with Ctx():
        x = 1
    try:
        x = 2
    finally:
        x = 3
    return x


run(main, jumps={'main:14': [15, 18, 20], 'main:17': 19})
