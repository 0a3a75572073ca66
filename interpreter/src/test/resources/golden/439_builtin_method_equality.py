# Bound builtin methods compare and hash as CPython's: equal when the same method is bound to the same object
a = []
b = []
print(a.append == a.append, a.append is a.append, hash(a.append) == hash(a.append))
print(a.append == b.append, a.append != a.append, a.append == a.extend, a.append != b.append)
print(print == print, len == print, len != len, a.append == 5, 5 == a.append)
d = {a.append: "append", a.pop: "pop"}
print(d[a.append], d[a.pop], a.append in d, b.append in d)
s = "text"
print(s.upper == s.upper, s.upper == "text".lower, {s.upper, s.upper, s.lower} == {s.upper, s.lower})
print(dict.fromkeys == dict.fromkeys, int.from_bytes == int.from_bytes, int.from_bytes == bytes.fromhex)


class C:
    def m(self):
        pass


c = C()
print(c.m == c.m, c.m == C().m, hash(c.m) == hash(c.m))
