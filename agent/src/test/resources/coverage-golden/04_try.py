def parse(s):
    try:
        v = int(s)
    except ValueError:
        return None
    except TypeError as e:
        print("type", e)
        raise
    else:
        v += 1
    finally:
        print("parsed", s)
    return v


def guard(x):
    try:
        return 10 // x
    except ZeroDivisionError:
        pass
    return 0


def only_finally(items):
    total = 0
    for i in items:
        try:
            if i == 2:
                continue
            if i == 4:
                break
            total += i
        finally:
            total += 100
    return total


print(parse("3"), parse("x"))
print(guard(2), guard(0))
print(only_finally([1, 2, 3, 4, 5]))
try:
    parse(None)
except TypeError:
    print("caught")
