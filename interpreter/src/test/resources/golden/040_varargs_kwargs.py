# *args, keyword-only arguments and **kwargs.
def collect(*args, **kwargs):
    return args, kwargs
print(collect(), collect(1, 2), collect(a=1), collect(1, b=2, c=3))
def total(*nums, start=0):
    s = start
    for n in nums:
        s += n
    return s
print(total(1, 2, 3), total(start=10), total(1, 2, start=100))
def tagged(tag, *items, sep=", ", **attrs):
    attr_text = "".join(f' {k}="{v}"' for k, v in attrs.items())
    return f"<{tag}{attr_text}>{sep.join(map(str, items))}</{tag}>"
print(tagged("p", "hello", "world"))
print(tagged("ul", 1, 2, 3, sep="|", id="main", klass="list"))
def kwonly(a, *, b, c=3):
    return a, b, c
print(kwonly(1, b=2), kwonly(1, c=0, b=5))
for call in [lambda: kwonly(1), lambda: kwonly(1, 2), lambda: kwonly(1, b=2, d=4), lambda: collect(**{1: 2})]:
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
def forward(*args, **kwargs):
    return tagged(*args, **kwargs)
print(forward("b", "x", id=1))
def merge(**kw):
    return sorted(kw.items())
options = {"x": 1, "y": 2}
print(merge(**options, z=3))
try:
    merge(**options, x=5)
except TypeError as e:
    print("TypeError:", e)
def f(a, b, c):
    return a * 100 + b * 10 + c
print(f(*(1, 2), 3), f(1, *[2, 3]), f(*range(3)), f(c=1, *(2, 3)))
def count_kinds(*args, **kwargs):
    return len(args), len(kwargs), type(args).__name__, type(kwargs).__name__
print(count_kinds(*"abc", **dict(p=1)))
print(f.__code__.co_argcount, kwonly.__code__.co_kwonlyargcount, collect.__code__.co_varnames)
def log_call(fn, *args, **kwargs):
    arg_text = ", ".join([repr(a) for a in args] + [f"{k}={v!r}" for k, v in kwargs.items()])
    result = fn(*args, **kwargs)
    print(f"{fn.__name__}({arg_text}) -> {result!r}")
    return result
log_call(f, 1, 2, c=3)
log_call(total, 5, 6, start=1)
log_call(tagged, "i", "x", sep="")
print(max(*[3, 9, 2]), min(4, *[8, 1]), print(*[], sep="x") is None)
