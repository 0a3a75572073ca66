def numbers():
    yield 1
    yield 2
    yield 3


def squares(it):
    for x in it:
        yield x * x


g = numbers()
print(next(g))
total = sum(squares(numbers()))
first = next(x for x in [5, 6, 7] if x > 5)
pick = (lambda a,
        b: a if a > b else b)
print(total, first, pick(1, 2))
never = (lambda: 1)
gen = (z for z in [])
print(list(gen))
