# Slicing with steps, slice assignment and deletion.
a = list(range(10))
print(a[2:7], a[::3], a[::-1], a[-2:], a[:-7], a[7:2:-1], a[1:9:2], a[::-3])
print(a[3:100], a[-100:3], a[5:5], a[9:0:-4])
b = a[:]
b[2:5] = ["x", "y"]
print(b)
b[1:1] = [100, 200]
print(b)
b[:] = [1, 2, 3]
print(b)
c = list(range(10))
c[::2] = [0] * 5
print(c)
c[1::2] = "abcde"
print(c)
try:
    c[::2] = [1, 2]
except ValueError as e:
    print("ValueError:", e)
d = list(range(10))
del d[::3]
print(d)
del d[1:3]
print(d)
del d[-1]
print(d)
del d[:]
print(d)
e = list(range(6))
e[-2:] = [[4], [5]]
e[0:2] = ()
print(e)
s = slice(1, 8, 2)
print(a[s], s.start, s.stop, s.step, s)
print(a[slice(None, None, -2)], a[slice(3)])
t = tuple(range(8))
print(t[1:6:2], t[::-1][:3], ("a", "b", "c")[-2:])
matrix = [[r * 4 + c for c in range(4)] for r in range(4)]
print([row[1:3] for row in matrix[1:3]])
print([matrix[i][i] for i in range(4)], [row[-1] for row in matrix][::-1])

def rotate(xs, k):
    if not xs:
        return xs
    k %= len(xs)
    return xs[-k:] + xs[:-k]

print(rotate([1, 2, 3, 4, 5], 2), rotate([1, 2, 3], -1), rotate([], 3), rotate([1], 10))

def chunks(xs, n):
    return [xs[i:i + n] for i in range(0, len(xs), n)]

print(chunks(list(range(11)), 4), chunks("abcdefg", 3))
big = list(range(100))
print(big[10:90:17], big[-1:-100:-33], len(big[::7]))
