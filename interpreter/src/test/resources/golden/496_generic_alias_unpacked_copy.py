# an unpacked alias (*tuple[int, str], PEP 646) copies, deep-copies and pickles unpacked, as its __reduce__ says
import copy
import pickle
from typing import TypeVarTuple

Ts = TypeVarTuple("Ts")
star = (*tuple[int, str],)[0]
print(repr(star), star.__unpacked__)
func, args = star.__reduce__()
print(func.__name__, type(args[0]).__name__, repr(func(*args)))
for how in (copy.copy, copy.deepcopy, lambda a: pickle.loads(pickle.dumps(a))):
    c = how(star)
    print(repr(c), c.__unpacked__, c == star, c.__args__)
plain = tuple[int, str]
print(repr(copy.copy(plain)), copy.copy(plain).__unpacked__, plain.__reduce__())
nested = tuple[int, *tuple[str, ...]]
print(repr(copy.deepcopy(nested)), repr(pickle.loads(pickle.dumps(nested))))
print(repr(copy.copy(tuple[*Ts])), repr(copy.copy((*list[int],)[0])))
