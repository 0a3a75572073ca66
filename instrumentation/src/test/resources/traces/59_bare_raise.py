from tracer import run


def nothing_active():
    raise


def reraised():
    try:
        raise ValueError("active")
    except ValueError:
        try:
            raise
        except ValueError as e:
            return str(e)


def main():
    try:
        nothing_active()
    except RuntimeError as e:
        first = str(e)
    try:
        raise
    except RuntimeError:
        second = "here too"
    return first, second, reraised()


run(main)
