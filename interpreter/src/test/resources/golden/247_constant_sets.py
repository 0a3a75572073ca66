# a set display of constants that is only tested by `in` or iterated is compiled to a frozenset constant
def member(x):
    return x in {1, 2, 3}, x not in {4, 5}, x in {1.5, (1, 2), 7}

print(member(1), member(4), member(7), member((1, 2)))
print([c for c in member.__code__.co_consts if type(c) is frozenset])

def loops():
    out = []
    for x in {30, 10, 20}:
        out.append(x)
    out.extend(y * 2 for y in {3, 1, 2})
    out.append({z for z in {9, 8, 7}})
    out.append([w for w in {100, -1, 64}])
    return out

print(loops())
print(sorted(type(c).__name__ for c in loops.__code__.co_consts if c is not None))

def not_folded(a):
    # an item that is not a constant keeps the set display
    return a in {a, 1}, [v for v in {a, 2}], {1, 2} == {2, 1}, {*(), 3}

print(not_folded(5))
print([c for c in not_folded.__code__.co_consts if type(c) in (frozenset, set)])

def unhashable(x):
    try:
        return x in {1, 2}
    except TypeError as e:
        return 'TypeError: ' + str(e)

print(unhashable([]), unhashable(2))
print(1 in {1, 1, True}, 0 in {False}, 2 ** 100 in {2 ** 100}, -0.0 in {0})
for item in {(1, 2), (3, 4)} - set():
    pass
for big in {10 ** 20, 1}:
    print(big)
