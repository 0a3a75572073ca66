class Ctx:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def register(cls):
    cls.registered = True
    return cls


@register
class Plugin:
    pass


def retry(values):
    results = []
    for v in values:
        try:
            if v < 0:
                raise ValueError(v)
            results.append(10 // v)
        except ValueError:
            continue
        except ZeroDivisionError:
            break
        finally:
            results.append("f")
    return results


def scan(items):
    for item in items:
        with Ctx():
            if item == "stop":
                break
            if item == "skip":
                continue
            if item == "ret":
                return "returned"
    return "done"


def spin():
    n = 0
    while True:
        n += 1
        if n > 2:
            return n


def chained(x):
    return (x > 0 and "pos") or (x < 0 and "neg") or "zero"


print(Plugin.registered, retry([1, -1, 2, 0, 5]), retry([]))
print(scan(["a", "skip", "stop"]), scan(["ret"]), scan([]))
print(spin(), chained(1), chained(-1), chained(0))
