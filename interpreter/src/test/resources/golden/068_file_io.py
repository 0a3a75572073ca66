# Text file I/O: write, read, readline, readlines, iteration, append mode, with.
NAME = "_golden_068_scratch.txt"
with open(NAME, "w") as f:
    n = f.write("first line\n")
    f.write("second line\n")
    f.writelines(["third\n", "fourth\n"])
    print("wrote", n, "chars in the first write, closed inside with:", f.closed)
print("closed after with:", f.closed)
with open(NAME) as f:
    print(repr(f.read()))
with open(NAME, "r") as f:
    print(repr(f.readline()), repr(f.readline()))
    print(f.readlines())
    print(repr(f.readline()), repr(f.read()))
with open(NAME) as f:
    for i, line in enumerate(f, 1):
        print(i, line.rstrip("\n"))
with open(NAME, "a") as f:
    f.write("appended\n")
    print("value: %d" % 42, file=f)
    print("a", "b", sep="+", end="!\n", file=f)
f = open(NAME)
lines = f.read().splitlines()
f.close()
print(lines, len(lines))
with open(NAME, "w") as f:
    for row in range(3):
        f.write(",".join(str(row * 10 + c) for c in range(4)) + "\n")
with open(NAME) as f:
    table = [[int(x) for x in line.split(",")] for line in f]
print(table, sum(map(sum, table)))
with open(NAME) as f:
    print(f.read(5), "|", f.read(3), "|", f.readline().strip())
with open(NAME, "w") as f:
    f.write("")
with open(NAME) as f:
    print(repr(f.read()), f.readlines())
try:
    open("_golden_068_does_not_exist.txt")
except FileNotFoundError as e:
    print("FileNotFoundError:", e.errno, e.strerror, e.filename)
try:
    with open(NAME) as f:
        f.write("nope")
except OSError as e:
    print("read-only file refuses writes:", e, isinstance(e, OSError))
f = open(NAME, "w")
f.write("unicode: café ☕\n")
f.close()
with open(NAME, encoding="utf-8") as f:
    text = f.read()
print(text.strip(), len(text))
try:
    f.read()
except ValueError as e:
    print("ValueError:", e)
try:
    import os
    os.remove(NAME)
except ImportError:
    pass
print("done")
