class Resource:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def work(n):
    with Resource():
        total = 0
        for i in range(n):
            total += i
    try:
        assert total >= 0
        result = 10 // n
    except ZeroDivisionError:
        result = 0
    return result


print(work(3), work(0))
