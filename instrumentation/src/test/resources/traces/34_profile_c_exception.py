from tracer import run


def main():
    try:
        int('nope')
    except ValueError:
        pass
    d = {}
    try:
        d.pop('missing')
    except KeyError:
        pass
    return abs(-3)


run(main, profile=True)
