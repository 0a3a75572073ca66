# golden: needs the standard library
# dataclasses (CPython's Lib, which imports inspect): fields and defaults, default_factory, __post_init__ and
# InitVar, asdict/astuple, replace, eq/order, frozen, slots, kw_only, inheritance, make_dataclass
import dataclasses
from dataclasses import dataclass, field, InitVar, KW_ONLY
from typing import ClassVar


@dataclass
class Point:
    x: int
    y: int = 0
    tags: list = field(default_factory=list, repr=False)
    count: ClassVar[int] = 0


@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
    label: str = field(default="", compare=False)


@dataclass(slots=True)
class Slotted:
    a: int
    b: str = "b"


@dataclass
class WithInit:
    base: int
    scale: InitVar[int] = 2
    total: int = field(init=False)

    def __post_init__(self, scale):
        self.total = self.base * scale


@dataclass
class Keywords:
    a: int
    _: KW_ONLY
    b: int = 1
    c: int = 2


@dataclass
class Point3(Point):
    z: int = 0


p = Point(1, 2)
print(p, p == Point(1, 2), p == Point(2, 1))
print([f.name for f in dataclasses.fields(p)], [f.default is dataclasses.MISSING for f in dataclasses.fields(Point)])
print(dataclasses.asdict(Point(3, 4, ["t"])), dataclasses.astuple(Point(3, 4, ["t"])))
print(dataclasses.replace(p, y=9))
print(dataclasses.is_dataclass(p), dataclasses.is_dataclass(Point), dataclasses.is_dataclass(1))
print(Point.__match_args__, Point.count)

v1, v2 = Version(1, 2, "a"), Version(1, 10, "b")
print(v1 < v2, sorted([v2, v1]), v1 == Version(1, 2, "other"), hash(v1) == hash(Version(1, 2)))
try:
    v1.major = 5
except dataclasses.FrozenInstanceError as e:
    print("FrozenInstanceError:", e)

s = Slotted(1)
print(s, Slotted.__slots__, hasattr(s, "__dict__"))
try:
    s.other = 1
except AttributeError as e:
    print("AttributeError:", e)

print(WithInit(5), WithInit(5, 3).total)
print(Keywords(1, b=5), [f.kw_only for f in dataclasses.fields(Keywords)])
try:
    Keywords(1, 2)
except TypeError as e:
    print("TypeError:", e)
print(Point3(1, 2, z=3), [f.name for f in dataclasses.fields(Point3)])

Dyn = dataclasses.make_dataclass("Dyn", [("name", str), ("n", int, field(default=7))], namespace={"hi": lambda self: "hi " + self.name})
d = Dyn("x")
print(d, d.hi())
try:
    @dataclass
    class Bad:
        a: int = 0
        b: int
except TypeError as e:
    print("TypeError:", e)
try:
    @dataclass
    class Mutable:
        items: list = []
except ValueError as e:
    print("ValueError:", e)
print(Point.__init__.__qualname__, Point.__repr__.__qualname__)
import inspect
print(inspect.signature(Point), inspect.signature(Keywords))
