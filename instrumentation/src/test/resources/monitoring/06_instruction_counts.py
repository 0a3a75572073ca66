# How many INSTRUCTION events each line gives, in code where 3.11's and 3.12's instructions are the same but
# for the return of a constant (3.12's RETURN_CONST is one instruction where 3.11 has LOAD_CONST, RETURN_VALUE).
import monitor

E = monitor.E


def count(name, code, where, args):
    if name == "INSTRUCTION":
        last = monitor.log.pop() if monitor.log else "?"
        head, _, n = last.rpartition(" ")
        return head + " " + str(int(n) + 1)
    return "LINE " + code.co_name + " " + str(where) + " instructions 0"


def straight():
    line1 = 1
    line2 = 2
    line3 = 3


def arithmetic(a):
    b = a * 2 + 1
    return b - a


def early(x):
    if x:
        return None
    return 5


for fn in (straight, arithmetic, early):
    monitor.start(E.INSTRUCTION | E.LINE, fn.__code__, describe=count)
straight()
arithmetic(4)
early(0)
early(1)
for fn in (straight, arithmetic, early):
    monitor.m.set_local_events(monitor.TOOL, fn.__code__, 0)
monitor.stop()
