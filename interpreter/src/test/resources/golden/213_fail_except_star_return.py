# 'return' may not leave an except* clause (a return in a function defined inside one may)
print("never printed")


def f():
    try:
        pass
    except* ValueError:
        def g():
            return 1
        for i in range(2):
            break
        return g()
