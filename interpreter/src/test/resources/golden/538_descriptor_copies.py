# os.dup, dup2, get_inheritable, set_inheritable and closerange: a copy shares the file and its position, and the file
# (or pipe end) stays open until its last number is closed; new descriptors are not inheritable, as CPython makes
# them (O_CLOEXEC), the standard streams are, and dup2 makes one inheritable unless told not to. A copy of stdout
# writes to it. Bad descriptors are EBADF. A file object whose number dup2 reused closes the number's new file.
import os, tempfile, errno
d = tempfile.mkdtemp()
p = os.path.join(d, "f")
fd = os.open(p, os.O_RDWR | os.O_CREAT, 0o600)
print(os.get_inheritable(fd), os.get_inheritable(0), os.get_inheritable(1), os.get_inheritable(2))
fd2 = os.dup(fd)
print(fd2 - fd, os.get_inheritable(fd2))
os.write(fd, b"hello")
print(os.lseek(fd2, 0, os.SEEK_CUR))
os.write(fd2, b" world")
os.lseek(fd, 0, os.SEEK_SET)
print(os.read(fd2, 100))
os.close(fd)
os.lseek(fd2, 0, 0)
print(os.read(fd2, 5), os.fstat(fd2).st_size)
fd3 = os.open(p, os.O_RDONLY)
print(os.dup2(fd2, fd3) == fd3, os.get_inheritable(fd3))
print(os.read(fd3, 3))
fd4 = os.open(p, os.O_RDONLY)
print(os.dup2(fd2, fd4, inheritable=False) == fd4, os.get_inheritable(fd4))
os.set_inheritable(fd4, True); print(os.get_inheritable(fd4))
os.set_inheritable(fd4, False); print(os.get_inheritable(fd4))
for f in (fd2, fd3, fd4):
    os.close(f)
for call in (lambda: os.dup(fd2), lambda: os.get_inheritable(fd2), lambda: os.set_inheritable(fd2, True),
             lambda: os.dup2(fd2, 50), lambda: os.close(fd2), lambda: os.dup(-1)):
    try:
        call()
    except OSError as e:
        print(type(e).__name__, e.errno, e)
r, w = os.pipe()
print(os.get_inheritable(r), os.get_inheritable(w))
w2 = os.dup(w)
os.close(w)
os.write(w2, b"through the copy")
os.close(w2)
print(os.read(r, 100), os.read(r, 100))
os.close(r)
o = os.dup(1)
os.write(o, b"to stdout\n")
print(os.isatty(o) == os.isatty(1), os.fstat(o).st_ino == os.fstat(1).st_ino)
os.close(o)
f = open(p, "rb")
g = os.dup(f.fileno())
f.close()
print(os.read(g, 5))
os.close(g)
a = os.open(p, os.O_RDONLY)
b = os.dup(a)
os.closerange(a, b + 1)
try: os.read(a, 1)
except OSError as e: print(e.errno)
try: os.read(b, 1)
except OSError as e: print(e.errno)
with open(p, "w") as f:
    f.write("abc")
fp1 = open(p)
fp2 = open(p)
print(os.dup2(fp1.fileno(), fp2.fileno()) == fp2.fileno(), os.read(fp2.fileno(), 2))
fp2.close()  # closes the number, which names fp1's file now
print(fp1.read())
fp1.close()
f = open(p, "rb")
os.close(f.fileno())
try:
    f.close()
except OSError as e:
    print("OSError", e.errno)
os.unlink(p); os.rmdir(d)
