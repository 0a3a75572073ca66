from tracer import run


def numbers():
    for i in range(10):
        yield i


def main():
    g = numbers()
    for n in g:
        if n == 2:
            break
    g.close()
    return n


run(main)
