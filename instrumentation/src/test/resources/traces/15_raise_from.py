from tracer import run


def convert(s):
    try:
        return int(s)
    except ValueError as e:
        raise RuntimeError('cannot convert') from e


def main():
    try:
        convert('x')
    except RuntimeError as e:
        return str(e), type(e.__cause__).__name__


run(main)
