def reduce(f, items, start):
    acc = start
    for i in items:
        acc = f(acc, i)
    return acc
