# A metaclass's own mro() gives a class its __mro__ (checked as CPython checks it), type.mro() computes C3
# anew, and __bases__ assignments made inside mro() hold as in CPython.


def attempt(label, f):
    try:
        r = f()
        print(label, "->", r)
    except Exception as e:
        print(label, "->", type(e).__name__, e)


# mro() runs once the class body's __class__ cell is filled and sees __mro__ None
class Tracing(type):
    def mro(cls):
        print("mro of", cls.__name__, cls.__mro__)
        return type.mro(cls)


class A(metaclass=Tracing):
    def who(self):
        return __class__.__name__


class B(A):
    pass


print(B.__mro__ == (B, A, object), B().who())


class C:
    pass


B.__bases__ = (C, A)
print([k.__name__ for k in B.__mro__])


# a reversed MRO is used for lookups
class P:
    def f(self):
        return "P"


class Q(P):
    def f(self):
        return "Q"


class Reverse(type):
    def mro(cls):
        return list(reversed(type.mro(cls)))


class R(Q, metaclass=Reverse):
    pass


print([k.__name__ for k in R.__mro__], R().f(), R.mro() == [R, Q, P, object])

# what mro() may not return
for result in ([1], 1, [], "ab", "dict"):
    class Bad(type):
        def mro(cls, result=result):
            return [cls, dict, object] if result == "dict" else result
    attempt("mro() returning %r" % (result,), lambda: Bad("X", (), {}).__mro__)


# a class whose MRO leaves itself out cannot call super() on itself
class Other:
    pass


class Vanishing(type):
    def mro(cls):
        del Vanishing.mro
        return (Other,)


attempt("mro() without the class", lambda: Vanishing("X", (), {}))


# a class made inside its base's mro() extends an incomplete type
class Extending(type):
    def mro(cls):
        if cls.__mro__ is None and cls.__name__ != "Inner":
            attempt("extend incomplete", lambda: Extending("Inner", (cls,), {}))
        return type.mro(cls)


class Outer(metaclass=Extending):
    pass


# an error in mro() during a __bases__ assignment puts the old bases back
class Failing(type):
    fail = False

    def mro(cls):
        if Failing.fail and cls.__name__ == "Sub":
            raise ValueError("no MRO today")
        return type.mro(cls)


class Base1(metaclass=Failing):
    pass


class Base2(metaclass=Failing):
    pass


class Sub(Base1):
    pass


Failing.fail = True
attempt("failing mro()", lambda: setattr(Sub, "__bases__", (Base2,)))
print(Sub.__bases__ == (Base1,), Sub.__mro__ == (Sub, Base1, object), Base2.__subclasses__())
Failing.fail = False


# an assignment to __bases__ inside mro() holds, and so do the subclass lists
class Reentrant(type):
    ready = False

    def mro(cls):
        if Reentrant.ready and cls.__name__ == "K":
            Reentrant.ready = False
            K.__bases__ = (J2,)
        return type.mro(cls)


class J(metaclass=Reentrant):
    pass


class J1(J):
    pass


class J2(J):
    pass


class K(J):
    pass


Reentrant.ready = True
K.__bases__ = (J1,)
J1.__bases__ = (K,)
print([k.__name__ for k in K.__bases__], J2.__subclasses__() == [K], J1.__subclasses__(), K.__subclasses__() == [J1])


# a cycle through a base set inside mro() is refused
class Cycling(type):
    ready = False

    def mro(cls):
        if Cycling.ready:
            if cls.__name__ == "L1":
                L2.__bases__ = (L1,)
            if cls.__name__ == "L2":
                L1.__bases__ = (L2,)
        return type.mro(cls)


class L(metaclass=Cycling):
    pass


class L1(L):
    pass


class L2(L):
    pass


Cycling.ready = True
attempt("cycle inside mro()", lambda: setattr(L1, "__bases__", L1.__bases__ + ()))
Cycling.ready = False
print(L1.__bases__ == (L,), L2.__bases__ == (L,))


# member descriptors of builtin types (complex.real, function.__globals__) and descriptors' doc strings
import inspect
import types
print(types.MemberDescriptorType, types.GetSetDescriptorType)
class S:
    __slots__ = ("a",)
print(isinstance(S.__dict__["a"], types.MemberDescriptorType), inspect.ismemberdescriptor(S.a))
print(complex.real, complex.real.__doc__, type(complex.imag).__name__, complex.real.__get__(3j))
def f(): pass
print(type(f).__globals__, type(f).__closure__.__doc__)
for op in (lambda: setattr(f, "__globals__", {}), lambda: delattr(f, "__closure__"),
           lambda: complex.real.__set__(1j, 2), lambda: complex.real.__get__(1)):
    try:
        op()
    except Exception as e:
        print(type(e).__name__, e)
import io
print(io.FileIO.closed.__doc__, io.FileIO.mode.__doc__, io.BufferedReader.closed.__doc__, int.numerator.__doc__, float.imag.__doc__)
print(type.__dict__["__mro__"].__doc__, S.__dict__["a"].__doc__)


# reversed(list) tells how many items are left
import operator
for s in ('hello', tuple('hello'), list('hello'), range(5), b'ab', bytearray(b'abc')):
    r = reversed(s)
    print(type(r).__name__, operator.length_hint(r), hasattr(r, '__length_hint__'))
    next(r)
    print(operator.length_hint(r))
    list(r)
    print(operator.length_hint(r))
class Seq:
    def __len__(self): return 3
    def __getitem__(self, i): return i
r = reversed(Seq()); print(type(r).__name__, operator.length_hint(r)); list(r); print(operator.length_hint(r))


# slot wrappers are wrapper_descriptor objects, bound ones method-wrapper; range.__len__ goes up to sys.maxsize
import types
print(type(int.__add__), int.__add__, type((1).__add__), (1).__add__.__qualname__ if hasattr((1).__add__,'__qualname__') else '')
print(types.WrapperDescriptorType, types.MethodWrapperType, types.MethodDescriptorType)
print(type(object.__init__), type(object().__str__), type(str.join), type(dict.__getitem__), type(dict.__contains__))
print(isinstance(int.__add__, types.WrapperDescriptorType), isinstance(str.lower, types.MethodDescriptorType))
class A: pass
print(type(A.__init__), type(A.__lt__), type(A().__lt__))
print(repr((1).__add__)[:30], repr(int.__call__)[:44], (1).__add__.__objclass__, (1).__add__.__self__, (1).__add__.__name__)
print(hasattr((1).__add__, "__module__"), hasattr((1).__format__, "__objclass__"), hasattr(len, "__objclass__"))
print(type([].append).__name__, type([].__len__).__name__, type([].__init__).__name__, type(type.__call__).__name__)
print(int.__add__(1, 2), (1).__add__(2), int.__add__.__get__(5)(1), (1).__add__ == (1).__add__)
import sys
print(range(sys.maxsize).__len__())
