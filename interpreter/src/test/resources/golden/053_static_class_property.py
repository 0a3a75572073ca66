# staticmethod, classmethod, property (getter, setter, deleter) and alternative constructors.
class Date:
    days_in_month = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    created = 0
    def __init__(self, y, m, d):
        self.y, self.m, self.d = y, m, d
        Date.created += 1
    @classmethod
    def from_string(cls, text):
        y, m, d = (int(p) for p in text.split("-"))
        return cls(y, m, d)
    @staticmethod
    def is_leap(y):
        return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    @property
    def day_of_year(self):
        days = sum(self.days_in_month[: self.m - 1]) + self.d
        if self.m > 2 and self.is_leap(self.y):
            days += 1
        return days
    def __repr__(self):
        return f"{type(self).__name__}({self.y}, {self.m}, {self.d})"
class FancyDate(Date):
    pass
d = Date.from_string("2024-03-01")
f = FancyDate.from_string("2023-12-31")
print(d, f, d.day_of_year, f.day_of_year, Date.created)
print(Date.is_leap(1900), Date.is_leap(2000), d.is_leap(2024), FancyDate.is_leap(2023))
try:
    d.day_of_year = 5
except AttributeError as e:
    print("AttributeError:", e)
class Celsius:
    def __init__(self, degrees=0.0):
        self._c = degrees
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError("below absolute zero")
        self._c = value
    @celsius.deleter
    def celsius(self):
        print("resetting")
        self._c = 0.0
    fahrenheit = property(lambda self: self._c * 9 / 5 + 32, doc="read-only F")
t = Celsius(25)
print(t.celsius, t.fahrenheit)
t.celsius = 100
print(t.celsius, t.fahrenheit)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError:", e)
del t.celsius
print(t.celsius, type(Celsius.celsius).__name__, Celsius.fahrenheit.__doc__)
class Counter:
    _instances = 0
    def __init__(self):
        type(self)._instances += 1
    @classmethod
    def instances(cls):
        return cls._instances
class SubCounter(Counter):
    _instances = 0
Counter(); Counter(); SubCounter()
print(Counter.instances(), SubCounter.instances(), Counter().instances())
class MathOps:
    @staticmethod
    def add(a, b):
        return a + b
    @classmethod
    def name(cls):
        return cls.__name__
print(MathOps.add(1, 2), MathOps().add(3, 4), MathOps.name(), MathOps().name())
sm = MathOps.__dict__["add"]
cm = MathOps.__dict__["name"]
print(type(sm).__name__, type(cm).__name__, sm.__func__(5, 6))
class Lazy:
    def __init__(self):
        self.computed = 0
    @property
    def value(self):
        self.computed += 1
        return 42
lz = Lazy()
print(lz.value, lz.value, lz.computed)
class Rect:
    def __init__(self, w, h):
        self.w, self.h = w, h
    area = property(lambda self: self.w * self.h)
    @property
    def ratio(self):
        return self.w / self.h
r = Rect(3, 4)
r.w = 6
print(r.area, r.ratio, hasattr(r, "area"), getattr(r, "ratio"))
