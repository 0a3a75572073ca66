def attempt(f):
    try:
        r = f()
        print("ok", r)
    except Exception as e:
        print(type(e).__name__ + ":", e)

print(list[int], dict[str, int], tuple[int, ...], type[int], set[int], frozenset[str])
print(tuple[()], dict[str, list[int]], list[[int, str]], list[...], list[1], list[int, str])
print(type(list[int]), type(list[int]).__module__, list[int].__class__)
print(type[int].__origin__, list[int].__origin__, list[int].__args__, list[int].__parameters__)
print(list[int].append, list[int].__name__, list[int].__qualname__)
print(list[int]('ab'), dict[str, int](a=1), list[int] == list[int], list[int] == list[str])
print(hash(list[int]) == hash(list[int]), {list[int]: 1}[list[int]])
attempt(lambda: isinstance([], list[int]))
attempt(lambda: issubclass(list, list[int]))
attempt(lambda: list[int][str])
attempt(lambda: int[str])
class Meta(type):
    pass
class WithMeta(metaclass=Meta):
    pass
attempt(lambda: Meta[int])
attempt(lambda: WithMeta[int])

class Generic:
    def __class_getitem__(cls, item):
        return (cls.__name__, item)
class Sub(Generic):
    pass
print(Generic[int], Sub[str, float], type(Generic.__dict__['__class_getitem__']).__name__)

class Entry:
    def __init__(self, *bases):
        self.bases = bases
    def __mro_entries__(self, bases):
        print("mro_entries", len(bases))
        return self.bases
class Base:
    pass
class FromEntry(Entry(Base), Entry()):
    pass
print(FromEntry.__bases__, len(FromEntry.__orig_bases__), FromEntry.__mro__)
class FromAlias(list[int]):
    pass
print(FromAlias.__bases__, FromAlias.__orig_bases__, FromAlias.__mro__, FromAlias([1]))
class NoEntry(Base):
    pass
print('__orig_bases__' in NoEntry.__dict__)
class Bad:
    def __mro_entries__(self, bases):
        return [object]
def bad_class():
    class C(Bad()):
        pass
attempt(bad_class)
attempt(lambda: type('T', (Bad(),), {}))
attempt(lambda: type('T', (1,), {}))
attempt(lambda: type('T', (Base, 1), {}))
