# Augmented assignment on numbers, sequences, attributes and subscripts.
n = 10
n += 5; print(n)
n -= 3; print(n)
n *= 4; print(n)
n //= 5; print(n)
n %= 4; print(n)
n **= 10; print(n)
n <<= 3; print(n)
n >>= 2; print(n)
n |= 0b101; print(n)
n &= 0xFF; print(n)
n ^= 0x0F; print(n)
f = 1.5
f /= 2; print(f)
f *= 10 ** 3; print(f)
s = "ab"
s += "cd"
s *= 2
print(s)
lst = [1]
alias = lst
lst += [2, 3]
print(lst, alias, lst is alias)
tup = (1,)
talias = tup
tup += (2,)
print(tup, talias, tup is talias)
lst *= 2
print(alias)
d = {"k": 1}
d["k"] += 10
d.setdefault("z", [])
d["z"] += ["a"]
print(d)
class Box:
    def __init__(self):
        self.v = 0
b = Box()
b.v += 7
b.v *= 3
print(b.v)
grid = [[0, 0], [0, 0]]
grid[1][0] += 5
grid[1][0] -= 1
print(grid)
calls = []
def idx(i):
    calls.append(i)
    return i
arr = [100, 200]
arr[idx(1)] += 1
print(arr, calls)
t = ([],)
try:
    t[0] += [1]
except TypeError as e:
    print("TypeError:", e)
print(t)
total = 0
for k in range(1, 11):
    total += k * k
print(total)
text = ""
for w in ["a", "b", "c"]:
    text += w.upper() + ","
print(text.rstrip(","))
big = 1
for _ in range(70):
    big *= 3
big -= 1
print(big)
try:
    u = None
    u += 1
except TypeError as e:
    print("TypeError:", e)
