# functools.partial: keywords the program puts into p.keywords, the repr, __setstate__, copies, weak references
import copy
import functools
import weakref


def capture(*args, **kwargs):
    return args, kwargs


p = functools.partial(capture, 1, a=2)
p.keywords[1234] = 'value'
print(repr(p).replace(hex(id(capture)), 'ID'))
for call in (lambda: p(), lambda: p(3, b=4)):
    try:
        call()
    except TypeError as e:
        print('TypeError:', e)
del p.keywords[1234]
print(p(3, b=4))


# the repr holds each value before str() of its key runs, which may replace the value
q = functools.partial(capture)


class ReplacesItself:
    def __str__(self):
        q.keywords[self] = ['replaced']
        return 'key'


q.keywords[ReplacesItself()] = ['original']
print(repr(q).replace(hex(id(capture)), 'ID'))
print(repr(q).replace(hex(id(capture)), 'ID'))

# __setstate__ keeps an exact tuple and dict, and converts subclasses
args, kwargs = ([1],), {'x': 1}
r = functools.partial(len)
r.__setstate__((capture, args, kwargs, None))
print(r.args is args, r.keywords is kwargs, r())


class T(tuple):
    pass


class D(dict):
    pass


r.__setstate__((capture, T((5,)), D(y=6), None))
print(type(r.args).__name__, type(r.keywords).__name__, r())
r.__setstate__((capture, (), {7: 8}, None))
try:
    r()
except TypeError as e:
    print('TypeError:', e)
for bad in ((capture, [1], {}, None), (capture, (), [], None), (1, (), {}, None), (capture,)):
    try:
        r.__setstate__(bad)
    except TypeError as e:
        print('TypeError:', e)

s = functools.partial(capture, [1], k=[2])
for c in (copy.copy(s), copy.deepcopy(s)):
    print(c.args is s.args, c.keywords is s.keywords, c.args == s.args, c())

w = weakref.ref(s)
print(w() is s, weakref.proxy(s)(3))
