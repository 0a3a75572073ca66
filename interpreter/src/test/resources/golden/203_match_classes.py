# match: class patterns, __match_args__, keyword sub-patterns, builtins that match themselves


class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


class Point3(Point):
    __match_args__ = ("x", "y", "z")

    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z


def where(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point3(x, y, z=0):
            return f"on the floor at {x},{y}"
        case Point(0, y):
            return f"on the y axis at {y}"
        case Point(x=0) | Point(y=0):
            return "on an axis"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Point():
            return "somewhere"
        case _:
            return "not a point"


for p in [Point(0, 0), Point(0, 5), Point(3, 0), Point(2, 2), Point(1, 2), Point3(1, 2, 0), Point3(0, 0, 1),
          (0, 0), None]:
    print(type(p).__name__, where(p))

# builtins match one positional sub-pattern against the subject itself
for v in [5, 2.5, "s", [1], (1,), {1: 2}, {1}, frozenset({2}), True, 10 ** 30]:
    match v:
        case bool(b):
            print("bool", b)
        case int(i):
            print("int", i)
        case float(f):
            print("float", f)
        case str(s):
            print("str", s)
        case list([x]):
            print("list of", x)
        case tuple((x,)):
            print("tuple of", x)
        case dict({1: y}):
            print("dict with", y)
        case set(s):
            print("set", s)
        case frozenset(s):
            print("frozenset", s)


class MyInt(int):
    pass


match MyInt(7):
    case MyInt(7):
        print("int subclass matches itself")


class MyIntArgs(int):
    __match_args__ = ("real", "imag")


match MyIntArgs(7):
    case MyIntArgs(r, i):
        print("own __match_args__:", r, i)

# keyword sub-patterns read attributes; a missing one is no match
match Point(1, 2):
    case Point(z=1):
        print("z?")
    case Point(y=2, x=x):
        print("keywords, x =", x)

# attributes are read once per pattern, through properties too


class Loud:
    __match_args__ = ("a",)

    @property
    def a(self):
        print("  reading a")
        return 1


match Loud():
    case Loud(2):
        pass
    case Loud(1):
        print("Loud matched")

# dotted class names
import math as m_alias


class Shapes:
    class Circle:
        __match_args__ = ("r",)

        def __init__(self, r):
            self.r = r


match Shapes.Circle(3):
    case Shapes.Circle(r):
        print("circle of radius", r)

# run-time errors of class patterns


def attempt(label, f):
    try:
        f()
    except TypeError as e:
        print(label, "TypeError:", e)


def not_a_type():
    obj = Point(1, 2)
    match 1:
        case obj.x():
            pass


def too_many_builtin():
    match 1:
        case int(1, 2):
            pass


def too_many():
    match Point(1, 2):
        case Point(1, 2, 3):
            pass


def list_match_args():
    class A:
        __match_args__ = ["a"]

    match A():
        case A(1):
            pass


def int_in_match_args():
    class B:
        __match_args__ = (1,)

    match B():
        case B(1):
            pass


def repeated_attribute():
    match Point(1, 2):
        case Point(1, x=1):
            pass


def no_match_args():
    class C:
        pass

    match C():
        case C(1):
            pass


attempt("not a type:", not_a_type)
attempt("too many (builtin):", too_many_builtin)
attempt("too many:", too_many)
attempt("list __match_args__:", list_match_args)
attempt("int in __match_args__:", int_in_match_args)
attempt("repeated attribute:", repeated_attribute)
attempt("no __match_args__:", no_match_args)

# isinstance through a metaclass's __instancecheck__


class Meta(type):
    def __instancecheck__(cls, obj):
        return obj == "anything"


class Virtual(metaclass=Meta):
    pass


for v in ["anything", "else"]:
    match v:
        case Virtual():
            print(v, "is Virtual")
        case _:
            print(v, "is not Virtual")

# bytes and bytearray match themselves and are no sequences; a memoryview is a sequence
for v in [b"ab", bytearray(b"ab"), memoryview(b"ab")]:
    match v:
        case [a, b]:
            print(type(v).__name__, "is a sequence of", a, b)
        case bytes(x) | bytearray(x):
            print(type(v).__name__, "matches itself:", x)
