# PEP 646: "*args: *Ts" stores the one item unpacking Ts gives, as CPython 3.11 does
from typing import TypeVarTuple, Generic

Ts = TypeVarTuple('Ts')


def f(*args: *Ts): pass


print(f.__annotations__)


def g(a: int, *args: *tuple[int, ...], k: str = 'x', **kw: float) -> None: pass


print(g.__annotations__)


class A(Generic[*Ts]): pass


print(A[int, str], A[*tuple[int, str]])


class Two:
    def __iter__(self):
        return iter([1, 2])


class One:
    def __iter__(self):
        print('iter')
        return iter(['only'])


def h(*args: *One()): pass


print(h.__annotations__)
try:
    def h(*args: *Two()): pass
except ValueError as e:
    print(type(e).__name__, e)
try:
    def h(*args: *5): pass
except TypeError as e:
    print(type(e).__name__, e)

for src in ['def f(x: *Ts): pass', 'def f(**k: *Ts): pass', 'def f() -> *Ts: pass', 'x: *Ts',
            'def f(*args: *Ts = 1): pass', 'def f(*args = 1): pass', 'def f(*args: **Ts): pass',
            'def f(*args: *Ts, *b): pass', 'def f(*args: a, *b): pass', 'def f(*args: (*a)): pass',
            'def f(*args: *a or b): pass', 'def f(*args: *(yield)): pass', 'lambda *a: *b: 0',
            'def f(*: *Ts): pass', 'def f() -> : pass', 'print((*a))', 'x = (**a)', 'print((**a, b))',
            'a[(*b)]', 'a[*b for b in c]', 'a[**b]', 'a[*b:c]', 'a[b:*c]', '(*a) = 1']:
    try:
        compile(src, '<s>', 'exec')
        print(repr(src), 'compiles')
    except SyntaxError as e:
        print(repr(src), e.msg, e.lineno, e.offset, e.end_offset)
