class Ctx:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def returns_in_finally(x):
    try:
        if x:
            return "body"
    finally:
        print("cleanup")
    return "after"


def raise_in_with(x):
    with Ctx():
        if x:
            raise KeyError(x)
    return "ok"


def nested(x):
    try:
        try:
            return 1 // x
        except ZeroDivisionError:
            raise ValueError("zero")
        finally:
            print("inner")
    except ValueError as e:
        print("outer", e)
        return -1


def unwinds(x):
    if x:
        raise RuntimeError("boom")
    return 0


print(returns_in_finally(1), returns_in_finally(0))
print(raise_in_with(0))
try:
    raise_in_with(1)
except KeyError:
    print("key")
print(nested(1), nested(0))
try:
    unwinds(1)
except RuntimeError:
    pass
try:
    assert unwinds(0), "falsy"
except AssertionError as e:
    print("assert", e)
