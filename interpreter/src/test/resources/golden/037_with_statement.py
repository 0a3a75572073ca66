# with: context managers, several items, ordering, exceptions passing through.
class Tag:
    def __init__(self, name, log):
        self.name = name
        self.log = log
    def __enter__(self):
        self.log.append(f"<{self.name}>")
        return self.name.upper()
    def __exit__(self, exc_type, exc, tb):
        self.log.append(f"</{self.name}>" + (f"!{exc_type.__name__}" if exc_type else ""))
        return False

log = []
with Tag("a", log) as a:
    log.append(f"body {a}")
print(log)
log = []
with Tag("outer", log) as o, Tag("inner", log) as i:
    log.append(f"{o}+{i}")
print(log)
log = []
try:
    with Tag("x", log), Tag("y", log):
        log.append("about to fail")
        raise ValueError("boom")
except ValueError as e:
    log.append(f"caught {e}")
print(log)
log = []
def early_return():
    with Tag("f", log):
        return "returned"
print(early_return(), log)
log = []
for n in range(3):
    with Tag(f"it{n}", log):
        if n == 1:
            continue
        if n == 2:
            break
        log.append("work")
print(log)

class Timer:
    def __init__(self):
        self.entered = 0
    def __enter__(self):
        self.entered += 1
        return self
    def __exit__(self, *args):
        print("exit args:", args[0], args[1], args[2] is None)

with Timer() as t:
    print("entered", t.entered)
class Resource:
    opened = 0
    def __enter__(self):
        Resource.opened += 1
        return self
    def __exit__(self, et, ev, tb):
        Resource.opened -= 1
with Resource() as r1:
    with Resource() as r2:
        print("open resources:", Resource.opened)
print("open resources:", Resource.opened)
try:
    with 42:
        pass
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)
class NoExit:
    def __enter__(self):
        return self
try:
    with NoExit():
        pass
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)
