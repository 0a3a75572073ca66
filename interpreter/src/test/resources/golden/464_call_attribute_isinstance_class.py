# __call__ of functions, builtins, bound methods and method descriptors; isinstance asks obj.__class__ (proxies, mocks)
def f(*args, **kwargs):
    return args, kwargs


class C:
    def m(self, x):
        return 'm', x


for o in (f, len, C().m, [].append, str.upper):
    print(type(o).__name__, getattr(o, '__call__', None) is not None, callable(o))
print(f.__call__(1, k=2), len.__call__('abc'), C().m.__call__(3), str.upper.__call__('up'))
print(type(f).__call__(f, 4))
try:
    type(f).__call__(1)
except TypeError as e:
    print('TypeError')


class Claims:
    @property
    def __class__(self):
        return int


class ClaimsNothing:
    __class__ = property(lambda self: 'not a type')


class Raises:
    @property
    def __class__(self):
        raise AttributeError('no class')


class RaisesOther:
    @property
    def __class__(self):
        raise ValueError('other')


print(isinstance(Claims(), int), isinstance(Claims(), Claims), isinstance(Claims(), (str, int)), isinstance(Claims(), str))
print(isinstance(Claims(), int | str), type(Claims()) is Claims, Claims().__class__)
print(isinstance(ClaimsNothing(), str), isinstance(Raises(), int))
try:
    isinstance(RaisesOther(), int)
except ValueError as e:
    print('ValueError:', e)
print(int.__instancecheck__(Claims()), type.__instancecheck__(float, Claims()))


class Meta(type):
    pass


class WithMeta(metaclass=Meta):
    pass


class ClaimsWithMeta:
    __class__ = property(lambda self: WithMeta)


print(isinstance(ClaimsWithMeta(), WithMeta))


class Getattribute:
    def __getattribute__(self, name):
        if name == '__class__':
            return dict
        return object.__getattribute__(self, name)


print(isinstance(Getattribute(), dict), isinstance(Getattribute(), list))
