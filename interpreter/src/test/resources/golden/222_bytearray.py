# bytearray: construction, the shared methods returning bytearray, the mutators, slice assignment and deletion,
# += and *=, comparisons with bytes, unhashability, and the errors of wrong arguments.


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__ + ":", e)


b = bytearray(b"hello")
print(b, repr(b), str(b), len(b), b[0], b[-1], b[1:3], type(b[1:3]).__name__, b[::-1], list(b))
print(bytearray(), bytearray(3), bytearray([1, 2, 255]), bytearray("héllo", "utf-8"), bytearray(b"x") * 3)
print(bytearray(memoryview(b"mv")), bytearray(range(65, 70)), bytearray(b"\"'"), bytearray(b"'"))
print(b == b"hello", b"hello" == b, b == bytearray(b"hello"), b < b"help", b"hellp" > b, b == "hello", b != [104])
print(b + b"!", b"!" + b, type(b"!" + b).__name__, b + bytearray(b"?"), b.upper(), type(b.upper()).__name__)
print(b.split(b"l"), b.partition(b"l"), b.hex(), bytearray.fromhex("41 42"), b.decode(), b.find(b"l"), b"l" in b)
b.append(33)
b.extend(b"??")
b.extend([65, 66])
b.extend(x for x in b"gen")
b.extend(bytearray(b"ba"))
b.insert(0, 62)
b.insert(-1, 45)
b.insert(100, 60)
b.insert(-100, 40)
print(b)
print(b.pop(), b.pop(0), b.pop(-2), b)
b.remove(ord("?"))
b.reverse()
print(b)
b[0] = 88
b[-1] = 89
b[1:3] = b"long replacement"
print(b)
b[1:17] = b""
b[2:2] = [49, 50]
b[::2] = bytes(len(b[::2]))
print(b)
del b[0]
del b[-2:]
del b[::3]
print(b)
c = b.copy()
c.clear()
print(c, b, c is b)
b[:] = b"reset"
b += b"+="
b += memoryview(b"mv")
print(b)
b *= 2
print(b)
b *= 0
print(b, len(b))
x = bytearray(b"abc")
y = x
x += b"d"
x *= 1
print(x is y, y)
x[0:1] = x
print(x)
x[:] = range(3)
print(x, x.__alloc__() >= len(x))


class MyArray(bytearray):
    pass


m = MyArray(b"sub")
m.append(33)
print(m, type(m).__name__, type(m + b"x").__name__, type(m.upper()).__name__, isinstance(m, bytearray))
show("hash", lambda: hash(bytearray()))
show("set", lambda: {bytearray(b"a")})
show("index", lambda: bytearray(b"a")[5])
show("index str", lambda: bytearray(b"a")["x"])
show("concat str", lambda: bytearray(b"a") + "x")
show("pop index", lambda: bytearray(b"ab").pop(5))
show("pop empty", lambda: bytearray().pop())
show("remove missing", lambda: bytearray(b"a").remove(5))
show("remove 300", lambda: bytearray(b"a").remove(300))
show("append 300", lambda: bytearray(b"a").append(300))
show("append str", lambda: bytearray(b"a").append("a"))
show("append none", lambda: bytearray(b"a").append())
show("insert 1 arg", lambda: bytearray(b"a").insert(0))
show("extend int", lambda: bytearray(b"a").extend(5))
show("extend str", lambda: bytearray(b"a").extend("ab"))
show("extend 256", lambda: bytearray(b"a").extend([256]))
show("str no encoding", lambda: bytearray("ab"))
show("keyword", lambda: bytearray(y=1))
show("setitem 300", lambda: bytearray(b"a").__setitem__(0, 300))
show("setitem out", lambda: bytearray(b"a").__setitem__(5, 1))
show("setitem str", lambda: bytearray(b"a").__setitem__(0, "x"))
show("slice int", lambda: bytearray(b"a").__setitem__(slice(0, 1), 5))
show("slice str", lambda: bytearray(b"a").__setitem__(slice(0, 1), "x"))
show("slice 300", lambda: bytearray(b"a").__setitem__(slice(0, 1), [300]))
show("extended size", lambda: bytearray(b"abc").__setitem__(slice(0, 3, 2), b"x"))
show("delitem out", lambda: bytearray(b"a").__delitem__(5))
show("lt str", lambda: bytearray(b"a") < "x")
show("iadd str", lambda: bytearray(b"a").__iadd__("x"))
show("imul str", lambda: bytearray(b"a").__imul__("x"))
show("reverse arg", lambda: bytearray(b"a").reverse(1))
show("copy arg", lambda: bytearray(b"a").copy(1))
it = iter(bytearray(b"ab"))
print(type(it).__name__, next(it), type(iter(b"")).__name__)
live = bytearray(b"xy")
li = iter(live)
next(li)
live.append(122)
print(list(li))
