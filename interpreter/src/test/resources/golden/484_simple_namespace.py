# types.SimpleNamespace: keywords as attributes, repr (a subclass's name, itself within itself), equality, pickling
import types, pickle, copy, sys
ns = types.SimpleNamespace(b=2, a=1)
print(ns, ns == types.SimpleNamespace(b=2, a=1), ns != types.SimpleNamespace(a=1))
class Adv(types.SimpleNamespace):
    pass
a = Adv(x=1)
a.self = a
print(a, a.__reduce__()[0].__name__, a.__reduce__()[1])
print(pickle.loads(pickle.dumps(ns)), copy.copy(ns))
try:
    types.SimpleNamespace(1)
except TypeError as e:
    print(e)
print(ns == 1, type(sys.implementation).__name__)
