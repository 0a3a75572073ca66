# JUMP and BRANCH events: none for the normal way out of a try, with or finally block (CPython 3.12 lays the
# handler out of line, so nothing jumps over it).
import monitor

E = monitor.E


def g(x):
    if x == 3:
        raise ValueError(x)
    return x


class Ctx:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return True


def body():
    try:
        g(1)
    except ValueError:
        pass
    try:
        g(2)
    finally:
        g(0)
    with Ctx():
        g(1)
    with Ctx():
        g(3)
    try:
        g(3)
    except KeyError:
        pass
    except ValueError:
        g(0)
    for i in range(2):
        if i:
            g(i)
    return 0


monitor.start(E.JUMP | E.BRANCH | E.LINE, body.__code__)
body()
monitor.stop(body.__code__)
