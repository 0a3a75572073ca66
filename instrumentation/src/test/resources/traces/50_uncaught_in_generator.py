from tracer import run


def gen():
    yield 1
    raise ValueError('from gen')


def main():
    out = []
    try:
        for v in gen():
            out.append(v)
    except ValueError as e:
        out.append(str(e))
    return out


run(main)
