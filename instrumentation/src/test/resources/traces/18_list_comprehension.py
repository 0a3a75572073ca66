from tracer import run


def main():
    squares = [i * i for i in range(3)]
    evens = [i for i in range(5)
             if i % 2 == 0]
    return squares, evens


run(main)
