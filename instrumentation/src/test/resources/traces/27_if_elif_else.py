from tracer import run


def classify(n):
    if n < 0:
        return 'neg'
    elif n == 0:
        return 'zero'
    else:
        return 'pos'


def main():
    return [classify(-1), classify(0), classify(5)]


run(main)
