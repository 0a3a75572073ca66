def attempt(f):
    try:
        r = f()
        print("ok", r)
    except Exception as e:
        print(type(e).__name__ + ":", e)

class C:
    x = 1
    def m(self):
        return self.x
d = C.__dict__
print(type(d).__name__, d['x'], 'm' in d, d.get('nope', 0), len(d) > 0)
attempt(lambda: d.__setitem__('y', 2))
def item_assign():
    C.__dict__['y'] = 2
attempt(item_assign)
def item_delete():
    del C.__dict__['x']
attempt(item_delete)
attempt(lambda: C.__dict__.update({}))
attempt(lambda: setattr(C, '__dict__', {}))
attempt(lambda: int.__dict__.__setitem__('x', 1))
attempt(lambda: setattr(int, 'x', 1))
c = C()
def read(o):
    return o.x + o.m()
for i in range(50):
    read(c)
setattr(C, 'x', 10)
print(read(c), d['x'], C.__dict__['x'])
C.m = lambda self: -1
print(read(c))
del C.x
attempt(lambda: read(c))
print(repr(type(int.__dict__)), int.__dict__['__add__'])
print(sorted(k for k in C.__dict__ if not k.startswith('__')), C.__dict__ == dict(C.__dict__))
print(C.__dict__ | {'z': 1} == dict(C.__dict__, z=1))
