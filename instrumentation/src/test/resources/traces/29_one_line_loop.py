from tracer import run


def main():
    n = 0
    while n < 3: n += 1
    for i in range(2): n += i
    return n


run(main)
