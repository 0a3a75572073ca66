# golden: needs the standard library
# inspect (CPython's Lib, over importlib.machinery): signature and Parameter kinds, getsource of functions and
# classes, getmembers, getdoc/cleandoc, the stack and frames, getfile/getmodule, the is* predicates, getattr_static
import inspect


def f(a, b: int = 2, /, c=3, *args, d, e: str = "x", **kw) -> bool:
    """Sum things.

        Indented detail.
    """
    return True


class Shape:
    """A shape."""
    sides = 0

    def __init__(self, name):
        self.name = name

    def area(self):
        return 0

    @property
    def label(self):
        return self.name.upper()

    @staticmethod
    def unit():
        return Shape("unit")

    @classmethod
    def make(cls):
        return cls("made")


sig = inspect.signature(f)
print(sig)
for p in sig.parameters.values():
    print(p.name, p.kind.name, p.default, p.annotation)
print(sig.return_annotation)
print(inspect.signature(Shape))
print(inspect.signature(Shape.area), inspect.signature(Shape("s").area))
print(inspect.signature(lambda x, *, y=1: None))
bound = sig.bind(1, 2, 3, 4, d=5, z=6)
print(bound.arguments)
bound.apply_defaults()
print(bound.args, bound.kwargs)
try:
    sig.bind(1)
except TypeError as e:
    print("TypeError:", e)
print(inspect.signature(f).replace(return_annotation=inspect.Signature.empty))

print(inspect.getsource(f), end="")
print(inspect.getsource(Shape.area), end="")
print(inspect.getsourcelines(Shape.label.fget)[1])
print(inspect.getsource(Shape).splitlines()[0])
print(inspect.getdoc(f))
print(repr(inspect.cleandoc("  first\n      second\n    third")))
print(inspect.getcomments(f))

print([name for name, _ in inspect.getmembers(Shape) if not name.startswith("__")])
print([name for name, _ in inspect.getmembers(Shape, inspect.isfunction)])
print(inspect.isclass(Shape), inspect.isfunction(f), inspect.ismethod(Shape("x").area),
      inspect.isbuiltin(len), inspect.isroutine(len), inspect.isgeneratorfunction(f), inspect.ismodule(inspect))
print(inspect.getmro(bool))
print(inspect.getfile(f).rsplit("/", 1)[-1], inspect.getmodule(f).__name__, inspect.getmodulename("/a/b/c.py"))
print(inspect.getattr_static(Shape, "label").__class__.__name__, inspect.getattr_static(Shape, "unit").__class__.__name__)


def outer():
    x = 1
    return inner()


def inner():
    stack = inspect.stack()
    return [(fi.function, fi.lineno, fi.code_context[0].strip() if fi.code_context else None) for fi in stack[:3]]


for entry in outer():
    print(entry)
frame = inspect.currentframe()
print(inspect.getframeinfo(frame).function, inspect.getframeinfo(frame).lineno)
print(inspect.getargvalues(frame).varargs)


def gen():
    yield 1


g = gen()
print(inspect.getgeneratorstate(g))
next(g)
print(inspect.getgeneratorstate(g), inspect.getgeneratorlocals(g))
print(inspect.unwrap(f) is f)
print(inspect.formatannotation(int), inspect.formatannotation(list[int]))
print(inspect.Parameter("p", inspect.Parameter.KEYWORD_ONLY, default=None))
