# A bare raise with no exception being handled raises RuntimeError from that line (its traceback says so); with
# one being handled it raises that one again, adding no line of its own.
def names(tb):
    out = []
    while tb is not None:
        out.append((tb.tb_frame.f_code.co_name, tb.tb_lineno))
        tb = tb.tb_next
    return out


def nothing_active():
    raise


try:
    nothing_active()
except RuntimeError as e:
    print(e, names(e.__traceback__))


def caught_in_place():
    try:
        raise
    except RuntimeError as e:
        return str(e), names(e.__traceback__)


print(caught_in_place())


def reraised():
    try:
        raise ValueError("active")
    except ValueError:
        try:
            raise
        except ValueError as e:
            return str(e), names(e.__traceback__)


print(reraised())


def after_handling():
    try:
        raise KeyError("gone")
    except KeyError:
        pass
    raise


try:
    after_handling()
except RuntimeError as e:
    print(e, names(e.__traceback__))
