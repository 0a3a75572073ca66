# CALL and C_RETURN of builtin class and static methods called on an instance: they are bound to the class (or to
# nothing), not to the instance, so arg0 is the first explicit argument, in CALL and C_RETURN alike.
import monitor

E = monitor.E


def by_name(name, code, where, args):
    callable, arg0 = args
    return " ".join([name, code.co_name, callable.__name__, monitor.show(arg0)])


def calls():
    {}.fromkeys("ab")
    dict.fromkeys("cd", 0)
    "".maketrans("a", "b")
    for i in range(2):
        {"k": 1}.fromkeys("ef")  # the same call site again, with its cache warm
    return 0


monitor.start(E.CALL | E.C_RETURN | E.C_RAISE, calls.__code__, describe=by_name)
calls()
monitor.stop(calls.__code__)
