from tracer import run


def main():
    value = (1 +
             2 +
             3)
    items = [
        value,
        value * 2,
    ]
    if (value > 1 and
            items[0] == 6):
        value = 0
    return value, items


run(main)
