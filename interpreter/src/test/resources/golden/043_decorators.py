# Decorators: plain, with arguments, stacked, on methods, and class decorators.
def trace(fn):
    def wrapper(*args, **kwargs):
        print(f"-> {fn.__name__}{args}")
        result = fn(*args, **kwargs)
        print(f"<- {fn.__name__} = {result}")
        return result
    wrapper.__name__ = fn.__name__
    wrapper.__wrapped__ = fn
    return wrapper
@trace
def add(a, b):
    return a + b
add(2, 3)
print(add.__name__, add.__wrapped__(10, 20))
def repeat(times):
    def decorator(fn):
        def wrapper(*args):
            return [fn(*args) for _ in range(times)]
        return wrapper
    return decorator
@repeat(3)
def hello(name):
    return "hi " + name
print(hello("x"))
def prefix(p):
    def deco(fn):
        return lambda *a: p + fn(*a)
    return deco
@prefix("[")
@prefix("<")
def shout(s):
    return s.upper()
print(shout("stacked"))
order = []
def mark(label):
    order.append(f"factory {label}")
    def deco(fn):
        order.append(f"apply {label}")
        return fn
    return deco
@mark("outer")
@mark("inner")
def marked():
    pass
print(order)
registry = {}
def register(name=None):
    def deco(fn):
        registry[name or fn.__name__] = fn
        return fn
    return deco
@register()
def alpha():
    return "A"
@register("b")
def beta():
    return "B"
print(sorted(registry), registry["b"](), registry["alpha"]())
def count_calls(fn):
    def wrapper(*a, **k):
        wrapper.calls += 1
        return fn(*a, **k)
    wrapper.calls = 0
    return wrapper
class Service:
    @count_calls
    def ping(self):
        return "pong"
s = Service()
s.ping(); s.ping()
print(s.ping(), Service.ping.calls)
def add_repr(cls):
    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{cls.__name__}({fields})"
    cls.__repr__ = __repr__
    return cls
@add_repr
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
print(Point(1, "two"), [Point(0, 0)])
def validate(**checks):
    def deco(fn):
        def wrapper(**kwargs):
            for key, check in checks.items():
                if not check(kwargs[key]):
                    raise ValueError(f"bad {key}: {kwargs[key]!r}")
            return fn(**kwargs)
        return wrapper
    return deco
@validate(age=lambda a: 0 <= a < 150, name=str.isalpha)
def person(name, age):
    return f"{name} ({age})"
print(person(name="Eve", age=30))
for kwargs in [dict(name="Eve", age=200), dict(name="E3", age=1)]:
    try:
        person(**kwargs)
    except ValueError as e:
        print("ValueError:", e)
