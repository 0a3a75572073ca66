# type(name, bases, ns, **kw) where a base has a metaclass with its own __new__: that metaclass makes the
# class (CPython's type_new hands the call over), keyword arguments included, as enum's _simple_enum does.


class Meta(type):
    def __new__(metacls, name, bases, ns, *, simple=False, **kw):
        print("Meta.__new__", metacls.__name__, name, sorted(ns), simple, kw)
        if simple:
            return super().__new__(metacls, name, bases, ns)
        return super().__new__(metacls, name, bases, ns, **kw)

    def __init__(cls, name, bases, ns, **kw):
        print("Meta.__init__", name, kw)
        super().__init__(name, bases, ns)


class Base(metaclass=Meta):
    def __init_subclass__(cls, **kw):
        print("Base.__init_subclass__", cls.__name__, kw)


A = type("A", (Base,), {"x": 1}, simple=True)
print(type(A).__name__, A.x, A.__mro__[1].__name__)
B = type("B", (Base,), {}, tag="b")
print(type(B).__name__, B.__name__)


class Plain(type):  # no __new__ of its own: type makes the class with the winning metaclass
    def __init__(cls, *args, **kw):
        print("Plain.__init__", args[0], kw)


class PB(metaclass=Plain):
    def __init_subclass__(cls, **kw):
        print("PB.__init_subclass__", cls.__name__, kw)


C = type("C", (PB,), {}, colour="red")
print(type(C).__name__, C.__name__)

try:
    type("D", (Base,), {}, simple=True, extra=1)
except TypeError as e:
    print("TypeError", e)
try:
    type("E", (object,), {}, unknown=1)
except TypeError as e:
    print("TypeError", e)
