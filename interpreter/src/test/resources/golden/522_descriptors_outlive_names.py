# A descriptor still reaches its file after the file's name went (unlinked, renamed, replaced): fstat, stat of
# the descriptor and os.path.exists see the open file, as the system calls on a descriptor do. Also: O_CREAT|O_EXCL
# on any existing name is EEXIST, and Linux keeps no mode on a symbolic link.
import os
import tempfile

d = tempfile.mkdtemp()
p = os.path.join(d, "f")
fd = os.open(p, os.O_RDWR | os.O_CREAT, 0o600)
os.write(fd, b"12345")
os.unlink(p)
print(os.path.exists(p), os.path.exists(fd), os.fstat(fd).st_size, os.stat(fd).st_nlink)
os.write(fd, b"678")
print(os.fstat(fd).st_size, oct(os.fstat(fd).st_mode & 0o777))
os.close(fd)

q = os.path.join(d, "g")
with open(q, "wb") as f:
    f.write(b"abc")
    f.flush()
    os.rename(q, q + ".moved")
    with open(q, "wb") as other:
        other.write(b"a different file, longer")
    print(os.fstat(f.fileno()).st_size, os.path.getsize(q), os.fstat(f.fileno()).st_ino == os.stat(q + ".moved").st_ino)

with tempfile.TemporaryFile() as t:
    t.write(b"x" * 100)
    t.flush()
    print(os.fstat(t.fileno()).st_size, os.path.exists(t.name))

s = tempfile.SpooledTemporaryFile(max_size=10)
s.write(b"abcdefg\n")
s.truncate(20)
print(s._rolled, os.fstat(s.fileno()).st_size)
s.close()

sub = os.path.join(d, "sub")
os.mkdir(sub)
for target in (sub, os.path.join(d, "f2")):
    open(os.path.join(d, "f2"), "w").close()
    try:
        os.open(target, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600)
    except OSError as e:
        print(type(e).__name__, e.errno)

link = os.path.join(d, "link")
os.symlink("nonexisting", link)
for follow in (False, True):
    try:
        os.chmod(link, 0o600, follow_symlinks=follow)
    except (NotImplementedError, FileNotFoundError) as e:
        print(type(e).__name__, str(e).replace(d, "D"))
os.chmod(os.path.join(d, "f2"), 0o640, follow_symlinks=False)
print(oct(os.stat(os.path.join(d, "f2")).st_mode))

# a loop of symbolic links is ELOOP, which pathlib's glob passes over
os.symlink("loopB", os.path.join(d, "loopA"))
os.symlink("loopA", os.path.join(d, "loopB"))
try:
    os.stat(os.path.join(d, "loopA"))
except OSError as e:
    print(type(e).__name__, e.errno)
import pathlib
print(sorted(p.name for p in pathlib.Path(d).glob("*/x")), len(list(pathlib.Path(d).rglob("*"))))

# open() gives a new file 0o666 less the umask, the VM's own
old = os.umask(0)
with open(os.path.join(d, "wide"), "wb"):
    pass
os.umask(0o027)
with open(os.path.join(d, "narrow"), "w"):
    pass
os.umask(old)
print(oct(os.stat(os.path.join(d, "wide")).st_mode & 0o777), oct(os.stat(os.path.join(d, "narrow")).st_mode & 0o777))

# a name ending in "/" names a directory: never a file of that name opened or made
import shutil
f2 = os.path.join(d, "f2")
nd = os.path.join(d, "nd")
for path, mode in ((nd + "/", "wb"), (nd + "/", "rb"), (f2 + "/", "rb"), (f2 + "/", "wb"), (nd + "/", "a")):
    try:
        open(path, mode)
        print("opened", mode)
    except OSError as e:
        print(mode, type(e).__name__, e.errno)
for path, flags in ((nd + "/", os.O_WRONLY | os.O_CREAT), (f2 + "/", os.O_RDONLY)):
    try:
        os.open(path, flags)
    except OSError as e:
        print(type(e).__name__, e.errno)
try:
    shutil.copyfile(f2, nd + "/")
except FileNotFoundError as e:
    print(type(e).__name__, str(e).replace(d, "D"))
print(os.path.exists(nd))

# utime of float seconds rounds the nanoseconds toward minus infinity; an empty name names no file
for t in (1002003.000000001, 1.5, 1e9 + 0.999999999, 123.456789123):
    os.utime(f2, (t, t))
    print(os.stat(f2).st_mtime_ns)
for func in (os.listdir, os.scandir, os.stat, os.lstat, open, os.mkdir, os.chdir):
    try:
        func("")
    except OSError as e:
        print(type(e).__name__, e.errno, repr(e.filename))

for name in os.listdir(d):
    full = os.path.join(d, name)
    if os.path.isdir(full) and not os.path.islink(full):
        os.rmdir(full)
    else:
        os.remove(full)
os.rmdir(d)
