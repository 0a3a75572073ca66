from tracer import run


def fail(exc):
    raise exc


def clauses():
    try:
        fail(ExceptionGroup("eg", [ValueError(1), TypeError(2), KeyError(3)]))
    except* ValueError as e:
        got = e.exceptions
    except* TypeError:
        pass
    except* KeyError:
        raise RuntimeError("in a clause")


def naked():
    try:
        fail(ValueError("naked"))
    except* ValueError:
        return_value = "handled"
    try:
        fail(OSError("unmatched"))
    except* ValueError:
        pass


def main():
    try:
        clauses()
    except ExceptionGroup as eg:
        first = repr(eg.exceptions)
    try:
        naked()
    except OSError as e:
        second = repr(e)
    return first, second


run(main)
