# Function attribute setters: what they refuse, with CPython's errors, and what they keep.


def outer():
    x = 1

    def f():
        return x
    return f


def g():
    return 2


def h(a, b=1, *, c=2):
    return a


def attempt(label, fn):
    try:
        fn()
        print(label, "ok")
    except BaseException as e:
        print(label, type(e).__name__, e)


f = outer()
# a code object whose free variables do not match the closure is refused, and the function is unchanged
attempt("code free 1->0", lambda: setattr(f, "__code__", g.__code__))
attempt("code free 0->1", lambda: setattr(g, "__code__", f.__code__))
print(f(), g(), f.__code__ is outer().__code__)
attempt("code int", lambda: setattr(g, "__code__", 3))
attempt("del code", lambda: delattr(g, "__code__"))
# a code object with as many free variables is taken
def outer2():
    y = 5

    def f2():
        return y * 10
    return f2


attempt("code same free", lambda: setattr(f, "__code__", outer2().__code__))
print(f())
attempt("defaults list", lambda: setattr(h, "__defaults__", [1]))
attempt("del defaults", lambda: delattr(h, "__defaults__"))
print(h.__defaults__)
h.__defaults__ = ()
print(repr(h.__defaults__))
h.__defaults__ = (7,)
print(h.__defaults__)
attempt("kwdefaults list", lambda: setattr(h, "__kwdefaults__", [1]))
attempt("del kwdefaults", lambda: delattr(h, "__kwdefaults__"))
print(h.__kwdefaults__)
h.__kwdefaults__ = {}
print(h.__kwdefaults__)
attempt("closure", lambda: setattr(f, "__closure__", None))
attempt("del closure", lambda: delattr(f, "__closure__"))
attempt("globals", lambda: setattr(f, "__globals__", {}))
attempt("del globals", lambda: delattr(f, "__globals__"))
attempt("builtins", lambda: setattr(f, "__builtins__", {}))
print(f.__builtins__["len"] is len)
attempt("name int", lambda: setattr(f, "__name__", 3))
attempt("del name", lambda: delattr(f, "__name__"))
attempt("qualname int", lambda: setattr(f, "__qualname__", 3))
attempt("del qualname", lambda: delattr(f, "__qualname__"))
attempt("dict int", lambda: setattr(f, "__dict__", 3))
attempt("del dict", lambda: delattr(f, "__dict__"))
attempt("del module", lambda: delattr(f, "__module__"))
print(f.__module__)
attempt("del doc", lambda: delattr(f, "__doc__"))
print(f.__doc__)


def k(a: int, *args: str, b: "x" = 1, **kw: float) -> str:
    pass


print(k.__annotations__)
print(k.__annotations__ is k.__annotations__)
print(g.__annotations__)
g.__annotations__ = {"x": 1}
print(g.__annotations__)
attempt("annotations int", lambda: setattr(g, "__annotations__", 3))
del g.__annotations__
print(g.__annotations__)
g.__annotations__ = None
print(g.__annotations__)
print("__annotations__" in k.__dict__)
