from tracer import run


def logged(fn):
    def wrapper(*args):
        result = fn(*args)
        return result
    return wrapper


@logged
def mul(a, b):
    return a * b


def main():
    return mul(3, 4)


run(main)
