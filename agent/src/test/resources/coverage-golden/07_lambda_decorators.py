def trace(fn):
    def wrapper(*args):
        return fn(*args)
    wrapper.tag = getattr(fn, "tag", None)
    return wrapper


def tag(name):
    def deco(fn):
        fn.tag = name
        return fn
    return deco


@trace
@tag("x")
def add(a, b):
    return a + b


@tag("unused")
def never():
    return 0


double = lambda v: v * 2
unused = lambda: 0
key = sorted([3, 1, 2], key=lambda v: -v)
print(add(1, 2), double(4), key, add.tag)
