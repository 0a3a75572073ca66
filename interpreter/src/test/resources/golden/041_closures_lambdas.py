# Lambdas and closures capturing variables by cell.
square = lambda x: x * x
add = lambda a, b=1: a + b
print(square(7), add(2), add(2, 3), (lambda: "no args")(), square.__name__)
def make_multiplier(k):
    def mul(x):
        return x * k
    return mul
double, triple = make_multiplier(2), make_multiplier(3)
print(double(5), triple(5), [make_multiplier(i)(10) for i in range(4)])
def make_counter(start=0):
    count = start
    def inc(step=1):
        nonlocal count
        count += step
        return count
    def get():
        return count
    return inc, get
inc, get = make_counter(10)
inc(); inc(5)
print(get())
inc2, get2 = make_counter()
inc2()
print(get(), get2())
def late_binding():
    fns = []
    for i in range(3):
        fns.append(lambda: i)
    return [f() for f in fns]
print(late_binding())
def compose(*fns):
    def composed(x):
        for fn in reversed(fns):
            x = fn(x)
        return x
    return composed
inc_then_square = compose(square, lambda v: v + 1)
print(inc_then_square(3), compose()(42))
def curry3(f):
    return lambda a: lambda b: lambda c: f(a, b, c)
print(curry3(lambda a, b, c: a * 100 + b * 10 + c)(1)(2)(3))
print(sorted(["bb", "a", "ccc"], key=lambda s: -len(s)), list(map(lambda p: p[0] * p[1], [(2, 3), (4, 5)])))
def outer():
    x = "outer x"
    def middle():
        def inner():
            return x
        return inner
    return middle()()
print(outer())
print(make_multiplier(2).__closure__ is not None, len(make_multiplier(2).__closure__), make_multiplier(3).__closure__[0].cell_contents)
print(square.__closure__, make_counter.__code__.co_cellvars, inc.__code__.co_freevars)
def memoize(fn):
    cache = {}
    def wrapper(n):
        if n not in cache:
            cache[n] = fn(n)
        return cache[n]
    wrapper.cache = cache
    return wrapper
@memoize
def slow_fib(n):
    return n if n < 2 else slow_fib(n - 1) + slow_fib(n - 2)
print(slow_fib(80), len(slow_fib.cache))
adders = {name: (lambda n: lambda x: x + n)(n) for name, n in [("one", 1), ("ten", 10)]}
print(adders["one"](5), adders["ten"](5))
def accumulate():
    items = []
    return lambda v: (items.append(v), list(items))[1]
acc = accumulate()
acc(1)
print(acc(2))
