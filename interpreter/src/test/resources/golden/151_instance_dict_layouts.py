# Instance dicts: instances that add the same attributes in the same order, and those that leave that order
# (other keys, other orders, deletion, non-str keys, many attributes, clear, copy, subclasses).
class P:
    def __init__(self, a, b):
        self.a = a
        self.b = b
class Q(P):
    pass
ps = [P(i, i * 2) for i in range(5)]
ps[1].c = 3
ps[2].b = 9
del ps[3].a
ps[3].a = 7
ps[4].__dict__[5] = 6
q = Q(1, 2)
q.z = 1
for p in ps:
    print(p.__dict__, p.a, getattr(p, 'c', None))
print(q.__dict__, vars(q))
r = P(1, 2); r.c = 5; r.d = 6
s = P(3, 4); s.d = 1; s.c = 2
print(r.__dict__, s.__dict__, r.d, s.c, s.d)
d = r.__dict__.copy(); d['e'] = 1; print(d, r.__dict__)
print(sorted(vars(s).items()))
for i in range(20):
    setattr(r, 'x%d' % i, i)
print(len(r.__dict__), r.x19, list(r.__dict__)[:5])
r.__dict__.clear(); print(r.__dict__); r.a = 1; print(r.__dict__, r.a)
print(hasattr(s, 'x3'), hasattr(r, 'x19'))
