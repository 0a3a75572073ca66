# __exit__ returning True suppresses the exception; selective suppression.
class Suppress:
    def __init__(self, *types):
        self.types = types
        self.caught = None
    def __enter__(self):
        return self
    def __exit__(self, et, ev, tb):
        if et is not None and issubclass(et, self.types):
            self.caught = ev
            return True
        return False

with Suppress(ZeroDivisionError) as s:
    print("before")
    1 / 0
    print("never")
print("after, caught:", repr(s.caught))
try:
    with Suppress(KeyError):
        raise ValueError("not suppressed")
except ValueError as e:
    print("escaped:", e)
def count_ok(items):
    ok = 0
    for it in items:
        with Suppress(ValueError, TypeError):
            int(it)
            ok += 1
    return ok
print(count_ok(["1", "x", None, "7", 3.5]))
class Transaction:
    def __init__(self, store):
        self.store = store
    def __enter__(self):
        self.snapshot = dict(self.store)
        return self.store
    def __exit__(self, et, ev, tb):
        if et is not None:
            self.store.clear()
            self.store.update(self.snapshot)
            print(f"rolled back because of {et.__name__}: {ev}")
            return True
        print("committed")
db = {"alice": 100, "bob": 50}
with Transaction(db) as t:
    t["alice"] -= 30
    t["bob"] += 30
print(db)
with Transaction(db) as t:
    t["alice"] -= 500
    if t["alice"] < 0:
        raise ValueError("insufficient funds")
print(db)
def in_function():
    with Suppress(IndexError):
        return [][0]
    return "fell through after suppression"
print(in_function())
class Truthy:
    def __enter__(self):
        return None
    def __exit__(self, *a):
        return 1
with Truthy():
    raise KeyError("suppressed by truthy value")
print("still running")
for i in range(3):
    with Suppress(RuntimeError):
        if i == 1:
            raise RuntimeError
        print("iteration", i)
print("loop done")
class Logger:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None)
        return self.name == "outer"
with Logger("outer"), Logger("inner"):
    raise OSError("disk full")
print("suppressed by outer")
