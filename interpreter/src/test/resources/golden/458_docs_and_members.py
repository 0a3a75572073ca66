"""Doc strings: a builtin type without one has None (not object's), staticmethod(None)'s __dict__, property's
read-only members, a bound special method's __objclass__."""
print(repr(None.__doc__), repr(Ellipsis.__doc__), repr(NotImplemented.__doc__), repr(iter([]).__doc__), repr((lambda:0).__doc__))
print(type(None).__doc__, type(iter([])).__doc__)
sm = staticmethod(None)
print(sm.__dict__)
sm.x = 42
print(sm.__dict__)
class C:
    def getx(self): return 1
    x = property(getx, doc="I'm x")
raw = C.__dict__['x']
for attr in "fget", "fset", "fdel":
    try:
        setattr(raw, attr, 42)
    except AttributeError as msg:
        print(attr, msg)
l = []
print(l.__add__.__objclass__, l.__add__.__self__ is l, l.__add__.__name__, hasattr(l.append, '__objclass__'))
print(object.__doc__[:30])
class D: pass
print(D.__doc__, D().__doc__)
