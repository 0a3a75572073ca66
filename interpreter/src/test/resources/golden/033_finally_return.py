# finally interacting with return, break, continue and exceptions.
def ret_in_try():
    try:
        return "from try"
    finally:
        print("finally before return")

def finally_overrides():
    try:
        return 1
    finally:
        return 2

def finally_swallows():
    try:
        raise ValueError("lost")
    finally:
        return "swallowed"

def order_log():
    log = []
    try:
        log.append("try")
        return log
    finally:
        log.append("finally")

print(ret_in_try())
print(finally_overrides())
print(finally_swallows())
print(order_log())

def loop_with_finally():
    out = []
    for i in range(5):
        try:
            if i == 1:
                continue
            if i == 3:
                break
            out.append(i)
        finally:
            out.append(f"f{i}")
    return out
print(loop_with_finally())

def nested_finally():
    try:
        try:
            raise KeyError("k")
        finally:
            print("inner finally")
    except KeyError as e:
        print("caught", repr(e))
        return "handled"
    finally:
        print("outer finally")
print(nested_finally())

def value_at_return():
    x = 1
    try:
        return x
    finally:
        x = 2
        print("x changed to", x)
print(value_at_return())

def exception_in_finally():
    try:
        try:
            raise ValueError("first")
        finally:
            raise TypeError("second")
    except Exception as e:
        return f"{type(e).__name__}: {e}; context={e.__context__!r}"
print(exception_in_finally())

def generator_finally():
    try:
        yield 1
        yield 2
    finally:
        print("gen cleanup")
gen = generator_finally()
for v in gen:
    print("got", v)
    break
print("after loop")
gen.close()
print("closed")

counter = 0
def bump():
    global counter
    try:
        counter += 1
        return counter
    finally:
        counter += 10
print(bump(), counter)
def while_finally():
    n = 0
    while True:
        try:
            n += 1
            if n == 3:
                return n
        finally:
            print("tick", n)
print(while_finally())
