from tracer import run


def main():
    try:
        try:
            raise KeyError('a')
        except KeyError:
            raise IndexError('b')
        finally:
            marker = 1
    except IndexError:
        marker = 2
    return marker


run(main)
