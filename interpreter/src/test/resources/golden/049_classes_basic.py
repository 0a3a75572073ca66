# Classes: class vs instance attributes, methods, bound methods, introspection.
class Dog:
    species = "canis familiaris"
    count = 0
    def __init__(self, name, age):
        self.name = name
        self.age = age
        self.tricks = []
        Dog.count += 1
    def add_trick(self, trick):
        self.tricks.append(trick)
        return self
    def describe(self):
        return f"{self.name} ({self.age}) knows {', '.join(self.tricks) or 'nothing'}"
rex = Dog("Rex", 3)
fido = Dog("Fido", 5)
rex.add_trick("sit").add_trick("roll")
print(rex.describe())
print(fido.describe())
print(Dog.count, rex.species, Dog.species, rex.count)
rex.species = "wolf?"
print(rex.species, fido.species, Dog.species)
del rex.species
print(rex.species)
print(type(rex).__name__, type(rex) is Dog, isinstance(rex, Dog), isinstance(rex, object))
print(Dog.__name__, Dog.__qualname__, Dog.__module__, Dog.__bases__[0].__name__)
m = rex.describe
print(m(), m.__self__ is rex, m.__func__ is Dog.describe, Dog.describe(fido))
print(sorted(vars(rex)), rex.__dict__["age"], "describe" in Dog.__dict__)
rex.nickname = "R"
print(rex.nickname, hasattr(fido, "nickname"))
class Empty:
    pass
e = Empty()
e.anything = 1
print(e.anything, Empty.__name__, isinstance(Empty, type), type(Empty).__name__)
class Counter:
    def __init__(self):
        self._n = 0
    def __call__(self):
        self._n += 1
        return self._n
c = Counter()
c(); c()
print(c(), c._n)
class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next
    def __iter__(self):
        node = self
        while node:
            yield node.value
            node = node.next
head = Node(1, Node(2, Node(3)))
print(list(head), sum(head), max(head))
class Temperature:
    unit = "C"
    def __init__(self, degrees):
        self.degrees = degrees
    def to(self, unit):
        if unit == "F":
            return Temperature(self.degrees * 9 / 5 + 32), self.degrees * 9 / 5 + 32
        return self, self.degrees
_, f = Temperature(100).to("F")
print(f)
class Outer:
    class Inner:
        value = 42
    def make(self):
        return self.Inner()
print(Outer().make().value, Outer.Inner.__qualname__)
try:
    rex.missing
except AttributeError as err:
    print("AttributeError:", err)
try:
    Dog.missing
except AttributeError as err:
    print("AttributeError:", err)
try:
    Dog("only name")
except TypeError as err:
    print("TypeError:", err)
