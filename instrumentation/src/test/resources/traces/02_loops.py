from tracer import run


def main():
    total = 0
    for i in range(3):
        total += i
    n = 0
    while n < 3:
        n += 1
    return total + n


run(main)
