# iterating over a types.GenericAlias gives it unpacked (*tuple[int]), as CPython 3.11
import copy
import pickle
from typing import TypeVar, TypeVarTuple

a = list[int]
print(a.__reduce__())
print(pickle.loads(pickle.dumps(a)) == a, copy.copy(a), copy.deepcopy(a))
s = next(iter(tuple[int, str]))
print(s, s.__unpacked__, s.__typing_unpacked_tuple_args__, a.__unpacked__, a.__typing_unpacked_tuple_args__)
print(next(iter(list[int])).__typing_unpacked_tuple_args__)
print(s.__reduce__()[0], pickle.loads(pickle.dumps(s)))
print(s == tuple[int, str], s == next(iter(tuple[int, str])), hash(s) == hash(tuple[int, str]))
it = iter(list[int])
print(type(it).__name__, it.__reduce__(), next(it), list(it))
print([*tuple[int]], (*list[str],))
T = TypeVar('T')
Ts = TypeVarTuple('Ts')
print(tuple[T, *Ts][int, str, float], tuple[*Ts][int], tuple[*Ts][()], list[tuple[*Ts]][int, str])
print(tuple[int, *tuple[str, ...]], tuple[T][*tuple[int]], next(iter(tuple[T]))[int])
print(dict[T, list[T]][*tuple[int]])
try:
    tuple[T][*tuple[int, str]]
except TypeError as e:
    print(e)
