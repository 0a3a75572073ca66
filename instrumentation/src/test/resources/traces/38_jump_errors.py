from tracer import run


def main():
    total = 0
    for i in range(2):
        total += i
    try:
        total += 1
    except ValueError:
        total = -1
    return total


run(main, jumps={'main:5': [7, 11, 1, 99, 9]})
