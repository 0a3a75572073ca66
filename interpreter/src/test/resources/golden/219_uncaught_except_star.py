# what an except* statement lets escape, printed: raised and re-raised parts, contexts and __notes__ that is no sequence
# golden: full stderr


def work():
    try:
        raise ExceptionGroup("tasks", [ValueError("v"), TypeError("t"), OSError("o")])
    except* ValueError as eg:
        raise RuntimeError("handling values failed")
    except* TypeError:
        raise


def outer():
    try:
        work()
    except ExceptionGroup as eg:
        eg.__notes__ = 42
        raise


try:
    try:
        raise ValueError("naked")
    except* ValueError:
        raise KeyError("from a naked one")
except KeyError as e:
    print("caught", repr(e), "context:", repr(e.__context__))
outer()
