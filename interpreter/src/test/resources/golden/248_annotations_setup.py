# SETUP_ANNOTATIONS: a module or class body with annotations gets __annotations__ unless its namespace has one
x: int = 1
y: 'later'
print(__annotations__)

class Plain:
    a: int
    if True:
        b: str = 'b'
    for _ in ():
        never: float
print(Plain.__annotations__, Plain.b)

class NoAnnotations:
    c = 1
print('__annotations__' in NoAnnotations.__dict__, NoAnnotations.__annotations__ if hasattr(NoAnnotations, '__annotations__') else None)

class Namespace(dict):
    def __setitem__(self, key, value):
        print('set', key, type(value).__name__)
        super().__setitem__(key, value)
    def __getitem__(self, key):
        print('get', key)
        return super().__getitem__(key)

class Prepared(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        ns = Namespace()
        if name == 'Preset':
            dict.__setitem__(ns, '__annotations__', {'preset': 'kept'})
        return ns

class Fresh(metaclass=Prepared):
    f: int = 2
print(Fresh.__annotations__)

class Preset(metaclass=Prepared):
    g: str
print(Preset.__annotations__)

class Mapping:
    def __init__(self):
        self.d = {}
    def __getitem__(self, key):
        print('mapping get', key)
        return self.d[key]
    def __setitem__(self, key, value):
        print('mapping set', key)
        self.d[key] = value

m = Mapping()
exec('z: int = 3', {}, m)
print(m.d)

g = {'__annotations__': {'old': 1}}
exec('w: bytes', g)
print(g['__annotations__'])
g = {}
exec('v: complex = 1j', g)
print(g['__annotations__'], g['v'])
l = {'__annotations__': 'not a dict'}
try:
    exec('u: int', {}, l)
except TypeError as e:
    print('TypeError:', e)

class MissingKey(dict):
    def __missing__(self, key):
        print('missing', key)
        raise KeyError(key)

class WithMissing(metaclass=type('M', (type,), {'__prepare__': lambda name, bases, **kw: MissingKey()})):
    h: list
print(WithMissing.__annotations__)

def local_annotations():
    k: int = 5
    return k, local_annotations.__code__.co_varnames
print(local_annotations())

class Base:
    base: int
class Derived(Base):
    pass
print(Derived.__annotations__, Base.__annotations__, '__annotations__' in Derived.__dict__)
Derived.__annotations__ = {'set': 1}
print(Derived.__annotations__)
del Derived.__annotations__
print('__annotations__' in Derived.__dict__)
try:
    del Derived.__annotations__
except AttributeError as e:
    print('AttributeError:', e)
for attempt in (lambda: int.__annotations__, lambda: setattr(int, '__annotations__', {}), lambda: Base().__annotations__,
                lambda: NoAnnotations().__annotations__):
    try:
        print(attempt())
    except (AttributeError, TypeError) as e:
        print(type(e).__name__ + ':', e)
