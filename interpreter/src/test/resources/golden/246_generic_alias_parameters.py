# GenericAlias type variables (__parameters__, substitution) and ExceptionGroup[...]
class TypeVarLike:
    """What typing.TypeVar offers a GenericAlias: __typing_subst__."""
    def __init__(self, name):
        self.__name__ = name
    def __repr__(self):
        return '~' + self.__name__
    def __typing_subst__(self, arg):
        print('subst', self.__name__, arg)
        return arg

T = TypeVarLike('T')
S = TypeVarLike('S')
print(list[T].__parameters__, dict[T, list[S]].__parameters__, dict[T, T].__parameters__)
print(list[int].__parameters__, tuple[()].__parameters__, dict[str, list[T]].__parameters__)
print(list[T], dict[T, list[S]])
print(list[T][int], dict[T, list[S]][str, int], dict[str, list[T]][bytes])
print(tuple[T, ...][float], dict[T, T][int], list[list[list[T]]][set[S]])
print(dict[T, list[S]][S, T], dict[T, list[S]][S, T].__parameters__)
print(type(list[T][int]), list[T][int] == list[int], list[T][int].__args__)

def attempt(f):
    try:
        print("ok", f())
    except Exception as e:
        print(type(e).__name__ + ":", e)

attempt(lambda: list[T][int, str])
attempt(lambda: dict[T, S][int])
attempt(lambda: list[int][int])
attempt(lambda: list[T][()])
attempt(lambda: dict[T, S][(int, str)])

class NotAVar:
    __parameters__ = 'not a tuple'
print(list[NotAVar()].__parameters__ == (), list[NotAVar].__parameters__)
class Lends:
    __parameters__ = (T, S, T)
    def __getitem__(self, item):
        print('lends', item)
        return ('lent', item)
    def __repr__(self):
        return 'Lends()'
print(list[Lends()].__parameters__, list[Lends()][int, str])

class Prepared(TypeVarLike):
    def __typing_prepare_subst__(self, alias, args):
        print('prepare', alias, args)
        return args + (bytes,) if len(args) < 2 else args
P = Prepared('P')
print(dict[T, P][int])
print(dict[T, P][int, str])

class Raising(TypeVarLike):
    def __typing_subst__(self, arg):
        raise ValueError('no substitute for ' + repr(arg))
attempt(lambda: list[Raising('R')][int])

print(ExceptionGroup[int], BaseExceptionGroup[ValueError, int], ExceptionGroup[int].__origin__)
print('__class_getitem__' in ExceptionGroup.__dict__, '__class_getitem__' in BaseExceptionGroup.__dict__)
print(ExceptionGroup[int]("m", [ValueError(1)]), type(ExceptionGroup[T]("n", [KeyError()])).__name__)
class Group(ExceptionGroup):
    pass
print(Group[str], Group[T][int], ExceptionGroup[T].__parameters__)
def caught():
    try:
        raise ExceptionGroup[ValueError]("g", [ValueError(2)])
    except* ValueError as eg:
        print('caught', repr(eg))
caught()
