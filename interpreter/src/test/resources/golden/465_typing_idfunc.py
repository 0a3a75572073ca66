# _typing._idfunc, through which typing.NewType instances are called
import _typing
import typing

UserId = typing.NewType('UserId', int)
print(UserId(5), _typing._idfunc.__module__, _typing._idfunc.__name__, _typing._idfunc)
print(typing._idfunc is _typing._idfunc, UserId.__call__ is _typing._idfunc)
obj = object()
print(_typing._idfunc(obj) is obj)
for call in (lambda: _typing._idfunc(1, 2), lambda: _typing._idfunc(x=1), lambda: UserId()):
    try:
        call()
    except TypeError as e:
        print('TypeError:', e)
