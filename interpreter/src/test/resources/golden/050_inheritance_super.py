# Single inheritance, overriding, super(), isinstance/issubclass.
class Shape:
    sides = 0
    def __init__(self, name):
        self.name = name
    def area(self):
        raise NotImplementedError(f"{type(self).__name__}.area")
    def describe(self):
        return f"{self.name}: {self.sides} sides, area {self.area():.2f}"
class Rectangle(Shape):
    sides = 4
    def __init__(self, w, h, name="rectangle"):
        super().__init__(name)
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h
class Square(Rectangle):
    def __init__(self, side):
        super().__init__(side, side, name="square")
    def describe(self):
        base = super().describe()
        return base + " (a square)"
class Triangle(Shape):
    sides = 3
    def __init__(self, b, h):
        Shape.__init__(self, "triangle")
        self.b, self.h = b, h
    def area(self):
        return 0.5 * self.b * self.h
shapes = [Rectangle(2, 3), Square(4), Triangle(3, 5)]
for s in shapes:
    print(s.describe())
try:
    Shape("abstract").describe()
except NotImplementedError as e:
    print("NotImplementedError:", e)
sq = Square(1)
print(isinstance(sq, Square), isinstance(sq, Rectangle), isinstance(sq, Shape), isinstance(sq, Triangle))
print(issubclass(Square, Shape), issubclass(Shape, Square), issubclass(Square, (Triangle, Rectangle)))
print([c.__name__ for c in Square.__mro__], Square.__base__.__name__)
print(Square.sides, Triangle.sides, Shape.sides)
class Animal:
    def speak(self):
        return "..."
    def intro(self):
        return f"I say {self.speak()}"
class Cat(Animal):
    def speak(self):
        return "meow"
class Lion(Cat):
    def speak(self):
        return super().speak().upper() + "!"
print(Animal().intro(), Cat().intro(), Lion().intro())
print(super(Lion, Lion()).speak(), super(Cat, Lion()).speak())
class Base:
    def __init__(self):
        self.log = ["Base"]
class Derived(Base):
    def __init__(self):
        super().__init__()
        self.log.append("Derived")
class MoreDerived(Derived):
    def __init__(self):
        super().__init__()
        self.log.append("MoreDerived")
print(MoreDerived().log)
class NoInit(Derived):
    pass
print(NoInit().log)
class Account:
    interest = 0.01
    def yearly(self, balance):
        return balance * self.interest
class Savings(Account):
    interest = 0.05
print(Account().yearly(100), Savings().yearly(100))
print(type(Savings()).__mro__[1].__name__, Savings.__bases__, object.__bases__)
class Vehicle:
    wheels = 4
    def __init__(self, make):
        self.make = make
    def __repr__(self):
        return f"{type(self).__name__}({self.make!r}, wheels={self.wheels})"
class Bike(Vehicle):
    wheels = 2
class Trike(Bike):
    wheels = 3
    def __init__(self, make, colour):
        super().__init__(make)
        self.colour = colour
print([Vehicle("vw"), Bike("bmx"), Trike("x", "red")], Trike("y", "blue").colour)
