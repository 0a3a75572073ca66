# A module's __annotations__ is a data descriptor of ModuleType: read on a module without annotations, it makes an
# empty dict and keeps it in the module's __dict__; it may be set and deleted.
import sys
import types

m = types.ModuleType("m")
print('__annotations__' in m.__dict__)
print(m.__annotations__)
print('__annotations__' in m.__dict__, m.__annotations__ is m.__dict__['__annotations__'])
m.__annotations__ = {'a': int}
print(m.__annotations__)
del m.__annotations__
print('__annotations__' in m.__dict__)
try:
    del m.__annotations__
except AttributeError as e:
    print('AttributeError', e)
print(m.__annotations__)

descriptor = types.ModuleType.__dict__['__annotations__']
print(type(descriptor).__name__, descriptor.__get__(m) is m.__annotations__)

x: int = 3
y: 'str'
print(sys.modules[__name__].__annotations__)


class Sub(types.ModuleType):
    pass


s = Sub("s")
print(s.__annotations__, s.__dict__)
