# Mistakes that reach builtin machinery raise CPython's TypeErrors: a builtin type's method used in a class it does
# not apply to, exec and eval of code with free variables (exec's closure argument), and an exception class whose
# __new__ returns something else, raised or thrown into a generator.


class A(int):
    __eq__ = str.__eq__
    __add__ = str.__add__
    upper = str.upper


a = A()
attempts = [
    lambda: a == a,
    lambda: a + a,
    lambda: a.__eq__,
    lambda: a.upper(),
    lambda: str.__eq__(a, a),
    lambda: str.__eq__.__get__(a),
    lambda: str.upper(a),
]
for attempt in attempts:
    try:
        print(attempt())
    except TypeError as e:
        print("TypeError:", e)


def adder(x):
    return lambda: x + 1


g = adder(3)
cells = g.__closure__
attempts = [
    lambda: eval(g.__code__),
    lambda: exec(g.__code__, {}),
    lambda: exec(g.__code__, {}, None, closure=None),
    lambda: exec(g.__code__, {}, closure=(1,)),
    lambda: exec(g.__code__, {}, closure=cells + cells),
    lambda: exec(adder.__code__, {}, closure=cells),
    lambda: exec(g.__code__, {}, closure=cells),
]
for attempt in attempts:
    try:
        print(attempt())
    except TypeError as e:
        print("TypeError:", e)

source = compile("def outer():\n    y = 5\n    def inner():\n        print('y is', y)\n    return inner", "<s>", "exec")
namespace = {}
exec(source, namespace)
inner = namespace["outer"]()
exec(inner.__code__, {}, closure=inner.__closure__)


class E(Exception):
    def __new__(cls, *args, **kwargs):
        return cls


def gen():
    yield


for attempt in [lambda: gen().throw(E), lambda: exec("raise E"), lambda: exec("raise E(1)")]:
    try:
        attempt()
    except TypeError as e:
        print("TypeError:", e)


def waiting():
    try:
        yield
    except ValueError as e:
        print("thrown:", repr(e))
        yield


w = waiting()
next(w)
w.throw(ValueError, (1, 2))
