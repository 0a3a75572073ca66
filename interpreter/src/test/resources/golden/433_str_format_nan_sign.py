# format() of a str subclass with an empty spec uses its str(), and float('-nan') keeps its sign (enum, decimal)
import enum
import math


class Shout(str):
    def __str__(self):
        return self.upper()


s = Shout('first')
print(format(s), format(s, ''), format(s, '>7'), f'{s}', '{}'.format(s), str.__format__(s, ''))


class NS(enum.StrEnum):
    first = enum.auto()

    def __str__(self):
        return self.name.upper()


print(str(NS.first), format(NS.first), f'{NS.first}')
for t in ['nan', '-nan', '+nan', '-NaN', '-inf']:
    v = float(t)
    print(t, v, math.copysign(1.0, v), math.copysign(1.0, float(t.encode())))
import decimal
for t in ['nan', 'nan1234', '-nan', '-nan2468']:
    print(t, math.copysign(1.0, float(decimal.Decimal(t))))
