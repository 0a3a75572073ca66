from __future__ import annotations
import __future__
print(annotations)
print(__future__.annotations.getMandatoryRelease(), __future__.division)
def f(a: list[int], b: "x" = 1, *args: int | None, c: dict[str, Callable[..., T]], **kw: 'q') -> Foo.Bar[1:2, ...]:
    pass
print(f.__annotations__)
class C:
    x: int = 3
    y: lambda: 1
    z: "quoted"
print(C.__annotations__)
def g(a: -1 + 2 * 3 ** -x, b: not a and b or c, d: a if b else c, e: [x for x in y if x], f: {1: 2, **d}, g: f"{a!r:>{w}}", h: (1, 2), i: (), j: {1, 2}, k: a[b:c:d], l: a.b.c(d, *e, f=g, **h), m: 1.5e10, n: 'str', p: ..., q: await_ < 3 <= x is not None in y not in z, r: ~x): pass
print(g.__annotations__)
v: Undefined[1] = 5
print(__annotations__)
def h(a: x.y[1:2:3], b: a[::], c: a[1:], d: (1).real, e: 1.5.real, f: -x ** 2, g: (-x) ** 2, h: x ** -y ** z, i: (a, b)[0], j: a[(1, 2)], k: a[1,], l: lambda x, /, y=1, *a, z, w=2, **k: 0, m: lambda: 0, n: lambda *, k: k, o: f(x for x in y), p: f((x for x in y), 1), q: {**a, 'b': 1}, r: (a or b) and c, s: a or (b and c), t: not (a == b), u: (not a) == b, v: 1e400, w: (a if b else c) if d else e, x: a if (b if c else d) else e, y: [*a, *b], z: f(*a, **b), aa: x[a:b, c], bb: f'{x}{{y}}{z!s:{w}.{p}}') -> 'ret': pass
print(h.__annotations__)
class NS:
    pass
x: int = NS()
x.y: int = 5 if False else None
print(x.y, __annotations__)
class K:
    __slots__ = ('a',)
    a: int
print(K.__annotations__, K.a)
def lambdas(a: lambda *a: 0, b: lambda **k: 0, c: lambda x=(1, 2): x, d: lambda: (yield), e: 2 * 3 + 1, f: 'a' 'b', g: -1, h: not True) -> None: ...
print(lambdas.__annotations__)
def nested():
    local = 1
    def inner(p: local, q: Missing) -> local:
        return p
    return inner.__annotations__, inner.__code__.co_freevars
print(nested())
print(__future__.all_feature_names)
print(repr(__future__.division), __future__.annotations.compiler_flag, __future__.nested_scopes.getOptionalRelease())
print(type(__future__.annotations).__name__, type(__future__.annotations).__module__)
