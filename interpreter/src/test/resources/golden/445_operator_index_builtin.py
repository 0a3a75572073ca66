# operator.index is _operator's: a TypeError for what has no __index__ (datetime checks its arguments with it)
import datetime
import operator


class Seven:
    def __index__(self):
        return 7


class Bad:
    def __index__(self):
        return "seven"


print(operator.index(5), operator.index(True), type(operator.index(True)).__name__, operator.index(Seven()))
print(operator.index(2 ** 80))
print(operator.index.__module__, operator.index.__name__, operator.__index__ is operator.index)
for value in (1.5, "3", b"4", None, [1], Bad()):
    try:
        operator.index(value)
    except TypeError as e:
        print(type(value).__name__, "->", e)
for call in (lambda: operator.index(), lambda: operator.index(1, 2), lambda: operator.index(a=1)):
    try:
        call()
    except TypeError as e:
        print(e)

# the datetime types take only integers for their fields
for make in (lambda: datetime.date(2000.0, 1, 1), lambda: datetime.date(2000, "1", 1),
             lambda: datetime.datetime(2000, 1, 1, 1.5), lambda: datetime.time(1, 2, 3.0),
             lambda: datetime.time("1")):
    try:
        make()
    except TypeError as e:
        print("TypeError:", e)
print(datetime.date(Seven(), Seven(), Seven()), datetime.time(Seven(), Seven()))
