# posix's file descriptors: open with O_* flags and a mode, write, read, lseek, fstat, ftruncate, close, and
# the OSError subclasses and messages of failing calls. Works in a scratch directory it removes.
import posix

DIR = "_golden_275_%d" % posix.getpid()


def show(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__ + ":", e.args[:2] if isinstance(e, OSError) else e)


posix.mkdir(DIR)
path = DIR + "/data.bin"
fd = posix.open(path, posix.O_WRONLY | posix.O_CREAT | posix.O_TRUNC, 0o644)
print(type(fd).__name__, fd > 2)
print(posix.write(fd, b"hello world\n"), posix.write(fd, bytearray(b"second line\n")), posix.write(fd, memoryview(b"")))
st = posix.fstat(fd)
print(st.st_size, oct(st.st_mode & 0o170000), type(st).__name__, len(st))
show("read write-only", lambda: posix.read(fd, 1))
posix.close(fd)
show("close twice", lambda: posix.close(fd))
show("read closed", lambda: posix.read(fd, 1))

fd = posix.open(path, posix.O_RDWR)
print(posix.read(fd, 5), posix.lseek(fd, 0, 1), posix.read(fd, 100), posix.read(fd, 10))
print(posix.lseek(fd, -5, 2), posix.read(fd, 3), posix.lseek(fd, 0, 0))
show("negative seek", lambda: posix.lseek(fd, -1, 0))
show("bad whence", lambda: posix.lseek(fd, 0, 7))
show("negative read", lambda: posix.read(fd, -1))
print(posix.write(fd, b"HELLO"), posix.lseek(fd, 0, 0), posix.read(fd, 12))
posix.ftruncate(fd, 4)
print(posix.fstat(fd).st_size, posix.lseek(fd, 0, 0), posix.read(fd, 100))
posix.ftruncate(fd, 6)
print(posix.lseek(fd, 0, 0), posix.read(fd, 100))
posix.close(fd)

fd = posix.open(path, posix.O_WRONLY | posix.O_APPEND)
posix.lseek(fd, 0, 0)
posix.write(fd, b"+tail")
posix.close(fd)
fd = posix.open(path, posix.O_RDONLY)
print(posix.read(fd, 100))
posix.close(fd)

show("exclusive", lambda: posix.open(path, posix.O_WRONLY | posix.O_CREAT | posix.O_EXCL))
show("missing", lambda: posix.open(DIR + "/missing", posix.O_RDONLY))
show("directory for writing", lambda: posix.open(DIR, posix.O_WRONLY))
show("not a directory", lambda: posix.open(path, posix.O_RDONLY | posix.O_DIRECTORY))
show("bad path type", lambda: posix.open(3.5, posix.O_RDONLY))
show("embedded null", lambda: posix.open("a\0b", posix.O_RDONLY))
try:
    posix.open(DIR + "/missing", posix.O_RDONLY)
except FileNotFoundError as e:
    print(e.errno, e.strerror, e.filename == DIR + "/missing", str(e) == "[Errno 2] No such file or directory: %r" % (DIR + "/missing"))

fd = posix.open(DIR + "/new", posix.O_WRONLY | posix.O_CREAT, 0o640)
old = posix.umask(0o077)
fd2 = posix.open(DIR + "/private", posix.O_WRONLY | posix.O_CREAT, 0o666)
posix.umask(old)
print(oct(posix.stat(DIR + "/new").st_mode & 0o777 & ~old), oct(posix.stat(DIR + "/private").st_mode & 0o777))
print(fd2 == fd + 1)
posix.close(fd)
fd3 = posix.open(DIR + "/new", posix.O_RDONLY)
print(fd3 == fd)
posix.close(fd2)
posix.close(fd3)
print(posix.isatty(fd3), posix.isatty(12345))

for name in posix.listdir(DIR):
    posix.unlink(DIR + "/" + name)
posix.rmdir(DIR)
print(DIR in posix.listdir("."))
