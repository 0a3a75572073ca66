# property as CPython 3.11: the doc given or the getter's (an instance of a subclass keeps the getter's as its own
# __doc__), getter/setter/deleter copies, messages naming the class by qualname, and
# classmethod(property(f)) as a class property.
class C:
    def get(self): return 1
    p = property(get)
    q = property()
c = C()
for f in [lambda: setattr(c, 'p', 2), lambda: c.q, lambda: delattr(c, 'p')]:
    try: f()
    except AttributeError as e: print(e)
C.r = property(C.get)
try: c.r = 3
except AttributeError as e: print(e)
p = property(lambda self: 1, doc="explicit")
p2 = p.getter(lambda self: 2)
print(p2.__doc__, p2.fget(None))

class P(property):
    """class doc"""
def g(self):
    "getter doc"
    return 1
p = P(lambda s: 1, doc="explicit")
print(p.__doc__, p.setter(print).__doc__, p.getter(g).__doc__)
q = P(g)
print(q.__doc__, q.setter(print).__doc__, q.getter(lambda s: 2).__doc__)
r = property(g)
print(r.__doc__, r.getter(lambda s: 2).__doc__, r.setter(print).__doc__)
r.__doc__ = "set"
print(r.getter(g).__doc__, r.getter(lambda s: 1).__doc__)
class S(property):
    __slots__ = ()
print(S().__doc__)
class A:
    @classmethod
    @property
    def __doc__(cls):
        return 'A doc for %r' % cls.__name__
print(A.__doc__, A().__doc__)
try:
    property().__set_name__(1)
except TypeError as e:
    print(e)

class P(property):
    """class doc"""
p = P(lambda s: 1, doc="explicit")
print(vars(p), P.__dict__.get('__doc__'))
class Q(property):
    pass
q = Q(lambda s: 1, doc="explicit")
print(vars(q), q.__doc__, Q.__dict__.get('__doc__', 'absent'))


class Outer:
    class Inner:
        pass


Outer.Inner.x = property()
try:
    Outer.Inner().x
except AttributeError as e:
    print(e)
