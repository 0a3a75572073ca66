from tracer import run


def f():
    for i in range(3):
        try:
            if i == 1:
                return i
        finally:
            pass
    return -1


def main():
    return f()


run(main)
