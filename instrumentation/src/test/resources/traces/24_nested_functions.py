from tracer import run


def make_counter():
    count = 0

    def step():
        nonlocal count
        count += 1
        return count
    return step


def main():
    c = make_counter()
    c()
    return c()


run(main)
