"""types.MappingProxyType over any mapping (ChainMap, a dict subclass with its own methods, an OrderedDict): each
operation is the mapping's own; over a plain dict (a class's __dict__) a read-only view."""
import collections, types
cm = collections.ChainMap({'a': 1}, {'b': 2, 'a': 9})
mp = types.MappingProxyType(cm)
print(mp['a'], mp['b'], 'a' in mp, 'z' in mp, len(mp), sorted(mp), mp.get('z', 5), mp.get('b'))
print(sorted(mp.keys()), sorted(mp.values()), sorted(mp.items()), type(mp.copy()).__name__)
print(repr(types.MappingProxyType({'x': 1})), str(types.MappingProxyType({'x': 1})))
class D(dict):
    def __getitem__(self, k):
        return 'custom ' + str(k)
    def get(self, k, d=None):
        return 'got ' + str(k)
p = types.MappingProxyType(D(a=1))
print(p['zz'], p.get('a'), len(p), list(p))
od = collections.OrderedDict(a=1, b=2)
od.move_to_end('a')
q = types.MappingProxyType(od)
print(list(q), list(reversed(q)), q == od, q | {'c': 3}, {'c': 3} | q)
for bad in ([1], (1,), 5):
    try:
        types.MappingProxyType(bad)
    except TypeError as e:
        print(e)
try:
    mp['new'] = 1
except TypeError as e:
    print(e)
class C:
    x = 1
print(type(C.__dict__).__name__, C.__dict__['x'], 'x' in C.__dict__)
