from tracer import run


def main():
    d = {k: k * 2 for k in range(2)}
    s = {c for c in 'ab'}
    total = sum(x for x in range(3))
    return len(d), len(s), total


run(main)
