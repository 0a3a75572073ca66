# list(), tuple(), list.extend, [*x], f(*x), str.join and sorted ask an object for its length (or length hint) once
# they have its iterator; set(), dict.fromkeys, max and unpacking do not.
class Counted:
    def __init__(self, n):
        self.n = n
        self.asked = 0
    def __len__(self):
        self.asked += 1
        return self.n
    def __getitem__(self, i):
        if i >= self.n:
            raise IndexError(i)
        return i * i
class Hinted:
    def __init__(self, hint):
        self.hint = hint
    def __iter__(self):
        return iter([1, 2])
    def __length_hint__(self):
        print("hint asked")
        return self.hint
c = Counted(3)
print(list(c), c.asked)
print(tuple(c), sorted(c), c.asked)
x = [0]
x.extend(c)
print(x, c.asked, [*c], c.asked, "-".join(str(v) for v in c), c.asked)
print(list(Hinted(5)), list(Hinted(NotImplemented)))
for bad in ["x", -1]:
    try:
        list(Hinted(bad))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
class BadLen:
    def __len__(self):
        raise TypeError("no len")
    def __iter__(self):
        return iter("ab")
print(list(BadLen()))
def f(*a):
    return len(a)
c2 = Counted(2)
print(f(*c2), c2.asked, set(c2), c2.asked, dict.fromkeys(c2), c2.asked, max(c2), c2.asked)
a, b = c2
print(a, b, c2.asked)
def tot():
    s = 0
    for i in range(3):
        s += len([*Counted(i)])
    return s
print(tot())
