# PEP 646 under PEP 563: the annotation of "*args: *Ts" is the string '*Ts'
from __future__ import annotations


def f(*args: *Ts): pass


print(f.__annotations__)


def g(*args: *tuple[int, ...], **kw: int) -> None: pass


print(g.__annotations__)


def h(*args: *Ts[int] | None): pass


print(h.__annotations__)
try:
    compile('from __future__ import annotations\ndef f(*args: *(yield)): pass', '<s>', 'exec')
except SyntaxError as e:
    print(e.msg, e.lineno, e.offset)
