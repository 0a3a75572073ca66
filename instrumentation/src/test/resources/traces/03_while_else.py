from tracer import run


def find(items, wanted):
    i = 0
    while i < len(items):
        if items[i] == wanted:
            break
        i += 1
    else:
        return -1
    return i


def main():
    a = find([1, 2, 3], 2)
    b = find([1, 2, 3], 9)
    return a, b


run(main)
