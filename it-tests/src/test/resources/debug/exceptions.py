# An exception that is caught, then one that is not. "# AT:" markers name lines.


def fail(x):
    raise ValueError("bad " + str(x))  # AT:raise


def caught():
    try:
        fail(1)
    except ValueError:
        pass
    return "ok"


print(caught())
fail(2)  # AT:uncaught
