# isinstance and issubclass accept objects standing for classes, as CPython's abstract protocol does: a tuple __bases__
# makes an object a class, and an instance is what names it in its __class__; a nested tuple is limited in depth.
import sys
class AbstractClass:
    def __init__(self, bases):
        self.bases = bases
    def getbases(self):
        return self.bases
    __bases__ = property(getbases)
    def __call__(self):
        return AbstractInstance(self)
class AbstractInstance:
    def __init__(self, klass):
        self.klass = klass
    def getclass(self):
        return self.klass
    __class__ = property(getclass)
AbstractSuper = AbstractClass(bases=())
AbstractChild = AbstractClass(bases=(AbstractSuper,))
Other = AbstractClass(bases=(AbstractSuper, AbstractChild))
print(isinstance(AbstractChild(), AbstractChild), isinstance(AbstractChild(), AbstractSuper), isinstance(AbstractSuper(), AbstractChild))
print(issubclass(AbstractChild, AbstractSuper), issubclass(AbstractSuper, AbstractChild), issubclass(Other, AbstractChild), issubclass(AbstractChild, (Other, AbstractSuper)))
print(isinstance(AbstractChild(), (int, AbstractSuper)), int.__subclasscheck__(AbstractChild))
for f in [lambda: isinstance(1, 2), lambda: issubclass(1, int), lambda: issubclass(int, 2), lambda: issubclass(AbstractChild, int), lambda: issubclass(int, AbstractChild), lambda: int.__subclasscheck__(3)]:
    try:
        print(f())
    except TypeError as e:
        print("TypeError:", e)
class E:
    @property
    def __bases__(self):
        raise RuntimeError("bases")
for f in [lambda: issubclass(E(), int), lambda: isinstance(1, E())]:
    try:
        print(f())
    except RuntimeError as e:
        print("RuntimeError:", e)
t = (int,)
for i in range(sys.getrecursionlimit() + 5):
    t = (t,)
for f in [lambda: isinstance(1, t), lambda: issubclass(int, t)]:
    try:
        print(f())
    except RecursionError as e:
        print("RecursionError:", e)
