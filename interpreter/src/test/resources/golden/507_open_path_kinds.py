# open() refuses a path with a null character (it crashed the VM) and takes a bytes path.
import os
import tempfile

for p in ("a\x00b", b"a\x00b"):
    try:
        open(p)
    except ValueError as e:
        print("ValueError:", e)
try:
    open(3.5)
except TypeError as e:
    print("TypeError:", e)
d = tempfile.mkdtemp()
name = os.path.join(d, "f.txt").encode()
with open(name, "w") as f:
    f.write("hello")
    print(f.name == name)
with open(name, "rb") as f:
    print(f.read(), f.name == name)
os.remove(name)
os.rmdir(d)
