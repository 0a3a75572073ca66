def numbers():
    yield 1
    yield 2
    yield 3


def guarded():
    try:
        yield "a"
        yield "b"
    finally:
        print("closed")


g = numbers()
print(next(g))
g.close()
h = guarded()
print(next(h))
h.close()
k = numbers()
next(k)
try:
    k.throw(ValueError("x"))
except ValueError:
    print("thrown")
