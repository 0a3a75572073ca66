# CPython's own inspect and dataclasses over the _ast module: signatures (also of builtins, which inspect
# parses from __text_signature__ with ast), getsource of functions and classes (the class one finds the class
# in ast.parse of the module), getmembers and the is* predicates; @dataclass with defaults, field(), frozen,
# order, asdict/astuple, replace, fields and __post_init__.
import dataclasses
import inspect
from dataclasses import dataclass, field


def greet(name, greeting="hello", *args, punct="!", **kw) -> str:
    """Say hello."""
    return f"{greeting} {name}{punct}"


class Shape:
    """A shape."""
    sides = 0

    def area(self):
        return 0

    @property
    def kind(self):
        return type(self).__name__


sig = inspect.signature(greet)
print(sig, list(sig.parameters), sig.return_annotation)
print([(p.name, p.kind.name, p.default) for p in sig.parameters.values()])
print(sig.bind("x", punct="?").arguments)
print(inspect.signature(len), inspect.signature(divmod), inspect.signature(sorted))
print(inspect.signature(lambda a, *, b=2: None))
print(inspect.getsource(greet), end="")
print(inspect.getsource(Shape), end="")
print(inspect.getdoc(greet), inspect.getdoc(Shape))
print(inspect.isfunction(greet), inspect.isclass(Shape), inspect.ismethod(Shape().area), inspect.isbuiltin(len),
      inspect.ismodule(inspect), inspect.isgeneratorfunction(greet), inspect.isroutine(len))
print([n for n, _ in inspect.getmembers(Shape) if not n.startswith("__")])
print([n for n, _ in inspect.getmembers(Shape, inspect.isfunction)])
print(inspect.getfullargspec(greet))
print(inspect.unwrap(greet) is greet, inspect.getmodule(greet).__name__)


@dataclass
class Point:
    x: int
    y: int = 0
    tags: list = field(default_factory=list)

    def norm2(self):
        return self.x * self.x + self.y * self.y


@dataclass(frozen=True, order=True)
class Version:
    major: int
    minor: int = 0
    label: str = field(default="", compare=False)


@dataclass
class Box:
    width: float
    height: float
    area: float = field(init=False)

    def __post_init__(self):
        self.area = self.width * self.height


p = Point(3, 4)
print(p, p.norm2(), p == Point(3, 4, []), p == Point(3, 5))
print(dataclasses.asdict(p), dataclasses.astuple(p), [f.name for f in dataclasses.fields(p)])
q = dataclasses.replace(p, y=10)
print(q, q is not p, Point.__doc__)
print(inspect.signature(Point))
v1, v2 = Version(1, 2, "a"), Version(1, 3)
print(v1 < v2, v1 == Version(1, 2, "b"), sorted([v2, v1]), hash(v1) == hash(Version(1, 2)))
try:
    v1.major = 5
except dataclasses.FrozenInstanceError as e:
    print("FrozenInstanceError", e)
b = Box(2.0, 3.5)
print(b, dataclasses.is_dataclass(b), dataclasses.is_dataclass(Box), dataclasses.is_dataclass(1))
try:
    Point()
except TypeError as e:
    print("TypeError", e)
Made = dataclasses.make_dataclass("Made", [("a", int), ("b", str, field(default="z"))])
print(Made(1), Made.__match_args__)
