# Guest classes deriving from builtin types: list, dict, str, int, Exception.
class Stack(list):
    def push(self, v):
        self.append(v)
        return self
    def peek(self):
        return self[-1] if self else None
s = Stack([1, 2])
s.push(3).push(4)
print(s, s.peek(), len(s), s.pop(), s, isinstance(s, list), type(s).__name__)
print(s + [9], type(s + [9]).__name__, s[1:], sum(s))
class DefaultDict(dict):
    def __init__(self, factory, *args, **kw):
        super().__init__(*args, **kw)
        self.factory = factory
    def __missing__(self, key):
        value = self[key] = self.factory()
        return value
groups = DefaultDict(list)
for word in ["apple", "avocado", "banana", "blueberry", "cherry"]:
    groups[word[0]].append(word)
print(groups, len(groups), "a" in groups, groups.get("z"))
counts = DefaultDict(int)
for ch in "hello world":
    counts[ch] += 1
print(sorted(counts.items()))
class Name(str):
    def initials(self):
        return "".join(part[0].upper() for part in self.split())
n = Name("grace brewster hopper")
print(n, n.initials(), n.title(), len(n), n == "grace brewster hopper", isinstance(n, str))
class Money(int):
    def __repr__(self):
        return f"Money({int(self)})"
    def __str__(self):
        return f"${int(self) / 100:.2f}"
m = Money(1999)
print(m, repr(m), m + 1, type(m + 1).__name__, m * 2, m > 1000)
class Color(tuple):
    def hexcode(self):
        return "#" + "".join(f"{c:02x}" for c in self)
print(Color((255, 128, 0)).hexcode(), Color([1, 2, 3])[1])
class OrderedSet(dict):
    def add(self, item):
        self[item] = None
    def __repr__(self):
        return "OrderedSet(" + repr(list(self)) + ")"
os_ = OrderedSet()
for x in [3, 1, 3, 2, 1]:
    os_.add(x)
print(os_, list(os_), len(os_))
class ValidationError(ValueError):
    def __init__(self, field, message):
        super().__init__(f"{field}: {message}")
        self.field = field
try:
    raise ValidationError("age", "must be positive")
except ValueError as e:
    print(type(e).__name__, e, e.field, e.args)
print(issubclass(Stack, list), Stack.__mro__[1].__name__, [c.__name__ for c in Money.__mro__])
