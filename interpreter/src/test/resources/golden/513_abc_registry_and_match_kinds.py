import abc, collections, collections.abc, array, _abc
print(abc.ABCMeta.__module__, type(collections.abc.Sequence._abc_impl).__name__)
def kind(x):
    match x:
        case {}: return "map"
        case [*_]: return "seq"
    return None
class C: pass
class M1(collections.UserDict, collections.abc.Sequence): pass
class M3(collections.UserDict, C, list): pass
class S4(collections.UserList, dict, C): pass
print(kind(M1()), kind(M3()), kind(S4()), kind(collections.deque()), kind(array.array('b')), kind(collections.OrderedDict()), kind(collections.defaultdict()))
class P: pass
class CP(P): pass
collections.abc.Mapping.register(P)
class CP2(P): pass
print(kind(P()), kind(CP()), kind(CP2()))
print(isinstance({}, collections.abc.Mapping), isinstance([], collections.abc.Mapping), issubclass(P, collections.abc.Mapping), issubclass(CP2, collections.abc.Mapping))
print('__abc_tpflags__' in collections.abc.Sequence.__dict__, collections.abc.Sequence.__flags__ & 96, P.__flags__ & 96)
class A(abc.ABC):
    @abc.abstractmethod
    def f(self): pass
    @abc.abstractmethod
    def g(self): pass
class B(A):
    def f(self): return 1
print(sorted(A.__abstractmethods__), sorted(B.__abstractmethods__))
try: B()
except TypeError as e: print(e)
try: A.register(1)
except TypeError as e: print(e)
try: A.register(object); object.__subclasshook__; print(issubclass(int, A))
except Exception as e: print(type(e), e)
class D(metaclass=abc.ABCMeta):
    @classmethod
    def __subclasshook__(cls, o): return 3
try: issubclass(int, D)
except AssertionError as e: print(e)
r = abc.ABCMeta._dump_registry
import io; s = io.StringIO(); A._dump_registry(file=s); print(s.getvalue().splitlines()[0])
print(abc.get_cache_token() > 0, type(_abc._get_dump(A)[0]))
try: issubclass(1, A)
except TypeError as e: print(e)
str_is = isinstance("x", collections.abc.Sequence); print(str_is, kind("x"))
collections.abc.Sequence.register(bytes)
print(kind(b"x"))
class Sized2(abc.ABC): pass
class X: pass
print(issubclass(X, Sized2))
Sized2.register(X)
print(issubclass(X, Sized2), isinstance(X(), Sized2), X in [r() for r in _abc._get_dump(Sized2)[0]])
Sized2._abc_registry_clear(); Sized2._abc_caches_clear()
print(issubclass(X, Sized2))
try:
    class Both(abc.ABC):
        __abc_tpflags__ = (1 << 5) | (1 << 6)
except TypeError as e:
    print(e)
class Cyc(abc.ABC): pass
class Sub(Cyc): pass
try: Sub.register(Cyc)
except RuntimeError as e: print(e)
Sized2._abc_impl = 5
try: isinstance(1, Sized2)
except TypeError as e: print(e)
for src in ['match x:\n case f"":\n  pass', 'match x:\n case {f"": _}:\n  pass', 'match x:\n case f"{x}":\n  pass',
            'match x:\n case "a" "b":\n  pass']:
    try:
        compile(src, "<s>", "exec"); print("compiled")
    except SyntaxError as e:
        print(e.msg)
