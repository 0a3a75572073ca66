# INSTRUCTION events: none for RESUME (a function's first instruction, and where a generator resumes) nor for
# a generator's prologue. Counts per line differ with the bytecode, so consecutive INSTRUCTION events show as one.
import monitor

E = monitor.E


def collapse(name, code, where, args):
    if name == "INSTRUCTION":
        if monitor.log and monitor.log[-1].startswith("INSTRUCTION " + code.co_name):
            return monitor.log.pop()
        return "INSTRUCTION " + code.co_name
    return name + " " + code.co_name + " " + str(where)


def add(a):
    b = a + 1
    return b


def gen():
    yield 1
    yield 2


def loop(n):
    while n:
        n -= 1
    return n


for fn in (add, gen, loop):
    monitor.start(E.INSTRUCTION | E.LINE, fn.__code__, describe=collapse)
add(1)
list(gen())
loop(2)
for fn in (add, gen, loop):
    monitor.m.set_local_events(monitor.TOOL, fn.__code__, 0)
monitor.stop()
