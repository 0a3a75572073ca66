# Implicit and explicit exception chaining: __context__, __cause__, raise from None.
def lookup(d, k):
    try:
        return d[k]
    except KeyError as e:
        raise ValueError(f"no such key: {k}") from e

try:
    lookup({}, "x")
except ValueError as e:
    print(repr(e), repr(e.__cause__), e.__suppress_context__, repr(e.__context__))

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise RuntimeError("while handling")
except RuntimeError as e:
    print(repr(e), e.__cause__, repr(e.__context__), e.__suppress_context__)

try:
    try:
        [].pop()
    except IndexError:
        raise TypeError("hidden context") from None
except TypeError as e:
    print(repr(e), e.__cause__, repr(e.__context__), e.__suppress_context__)

def chain_depth(exc):
    depth = 0
    while exc is not None:
        depth += 1
        exc = exc.__cause__ or exc.__context__
    return depth

try:
    try:
        try:
            raise OSError("disk")
        except OSError as a:
            raise ConnectionError("net") from a
    except ConnectionError:
        raise TimeoutError("slow")
except TimeoutError as t:
    print("chain depth:", chain_depth(t))
    names = []
    e = t
    while e:
        names.append(type(e).__name__)
        e = e.__cause__ or e.__context__
    print(" <- ".join(names))

err = ValueError("bare")
print(err.__cause__, err.__context__, err.__suppress_context__, err.__traceback__)
cause = KeyError("c")
e2 = RuntimeError("r")
e2.__cause__ = cause
print(repr(e2.__cause__), e2.__suppress_context__)
try:
    raise ValueError("x") from 42
except TypeError as e:
    print("TypeError:", e)
try:
    raise 42
except TypeError as e:
    print("TypeError:", e)
class AppError(Exception):
    pass
try:
    try:
        int("nope")
    except ValueError as inner:
        raise AppError("config broken") from inner
except AppError as outer:
    print(outer, "<-", outer.__cause__, isinstance(outer.__cause__, ValueError))
try:
    raise RuntimeError
except RuntimeError as r:
    print(repr(r), r.__context__)
