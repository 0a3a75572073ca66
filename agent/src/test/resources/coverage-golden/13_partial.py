def f(a, b):
    if a and b:
        return 1
    return 0


def g(x):
    y = 1 if x else 2
    while x:
        x -= 1
    return y


i = 0
while i < 3:
    i += 1
for c in "a":
    f(c == "a", 1)
g(0)
