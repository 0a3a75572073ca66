from tracer import run


def produce():
    yield 'a'
    return 'result'


def none_result():
    yield 'b'


def main():
    out = []
    for v in produce():
        out.append(v)
    for v in none_result():
        out.append(v)
    return out


run(main)
