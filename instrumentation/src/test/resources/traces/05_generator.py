from tracer import run


def count(n):
    i = 0
    while i < n:
        yield i
        i += 1
    return 'done'


def main():
    total = 0
    for v in count(3):
        total += v
    return total


run(main)
