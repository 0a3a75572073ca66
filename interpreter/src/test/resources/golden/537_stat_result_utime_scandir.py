# os.stat_result as CPython's struct sequence: ten tuple items and nine hidden fields, stat_result(seq, dict) with
# its 10..19 items and messages, the float times filled from the int ones, pickling and copying that keep the hidden
# fields, read-only fields and no other attributes. os.utime with times before 1970 (whole and fractional seconds,
# and nanoseconds). A DirEntry keeps its inode and file type after the file went, as readdir gives them. Paths given
# as bytearray or memoryview work as bytes with a DeprecationWarning.
import copy
import os
import pickle
import shutil
import stat
import tempfile
import warnings

d = tempfile.mkdtemp()
p = os.path.join(d, "file")
with open(p, "wb") as f:
    f.write(b"12345")
os.utime(p, ns=(1_500_000_000_123_456_789, 1_600_000_000_987_654_321))

s = os.stat(p)
print(len(s), s.n_fields, s.n_sequence_fields, s.n_unnamed_fields, s.st_size, s[6], s[-4])
print(s.st_atime_ns, s.st_mtime_ns, s.st_atime, s.st_mtime, s[7], s[8], type(s[9]).__name__)
for name in dir(stat):
    if name.startswith("ST_"):
        value = getattr(s, name.lower())
        print(name, (int(value) if name.endswith("TIME") else value) == s[getattr(stat, name)])
print(repr(s).replace(repr(s.st_ino), "INO").replace(repr(s.st_dev), "DEV").split(", st_nlink")[0][:40])
try:
    s[200]
except IndexError as e:
    print("IndexError", e)
for attr in ("st_mode", "st_rdev", "st_atime_ns", "parrot"):
    try:
        setattr(s, attr, 1)
    except AttributeError as e:
        print("AttributeError", e)

for seq in [(10,), tuple(range(10)), tuple(range(14)), tuple(range(19)), tuple(range(20)), 5, "abcdefghij"]:
    try:
        r = os.stat_result(seq)
        print(r[:3], r.st_atime, r.st_mtime, r.st_atime_ns, r.st_blksize, r.st_rdev)
    except TypeError as e:
        print("TypeError", e)
r = os.stat_result(range(10), {"st_atime": 1.5, "st_rdev": 7, "st_blocks": 2, "other": 0})
print(r.st_atime, r.st_mtime, r.st_rdev, r.st_blocks, r.st_blksize)
for args in [(), (range(10), 5), (range(10), None), (range(10), {}, 3)]:
    try:
        os.stat_result(*args)
    except TypeError as e:
        print("TypeError", e)
print(os.stat_result(sequence=range(10), dict={})[9], os.stat_result(range(10), dict={"st_mtime": 2}).st_mtime)
print(s.__reduce__()[0].__name__, s.__reduce__()[1][0] == tuple(s), sorted(s.__reduce__()[1][1]))
for proto in range(pickle.HIGHEST_PROTOCOL + 1):
    u = pickle.loads(pickle.dumps(s, proto))
    print(proto, type(u).__name__, u == s, u.st_mtime_ns == s.st_mtime_ns, u.st_atime == s.st_atime)
c = copy.deepcopy(s)
print(c == s, c.st_ctime_ns == s.st_ctime_ns, hash(c) == hash(tuple(s)))
try:
    class Sub(os.stat_result):
        pass
except TypeError as e:
    print("TypeError", e)

for times in [(-5, -7), (-1.5, 3.25), (-0.000001, -2.75), (-10**9, 10**9)]:
    os.utime(p, times)
    t = os.stat(p)
    print(times, t.st_atime, t.st_mtime, t.st_atime_ns, t.st_mtime_ns, t[7], t[8])
for ns in [(-1, -1_500_000_001), (-999_999_999, 1), (-3_000_000_000, -1_000_000_000_000_000_001),
           (-1_000_000_000_000_000_001, -3_000_000_000), (-2_000_000_000, 5)]:
    os.utime(p, ns=ns)
    t = os.stat(p)
    print(ns, t.st_atime_ns, t.st_mtime_ns, t.st_atime, t.st_mtime, t[7], t[8])

os.mkdir(os.path.join(d, "sub"))
os.symlink("file", os.path.join(d, "link"))
entries = {e.name: e for e in os.scandir(d)}
inodes = {name: os.lstat(os.path.join(d, name)).st_ino for name in entries}
print(sorted(entries))
os.rmdir(os.path.join(d, "sub"))
os.unlink(os.path.join(d, "link"))
os.rename(p, p + ".moved")
for name in sorted(entries):
    e = entries[name]
    print(name, e.inode() == inodes[name], e.is_dir(follow_symlinks=False), e.is_file(follow_symlinks=False),
          e.is_symlink())
    for follow in (True, False):
        try:
            e.stat(follow_symlinks=follow)
        except FileNotFoundError as x:
            print(" ", follow, "FileNotFoundError", x.filename == e.path)

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(os.listdir(bytearray(os.fsencode(d))), [e.name for e in os.scandir(memoryview(os.fsencode(d)))])
    print(os.stat(bytearray(os.fsencode(p + ".moved"))).st_size)
    try:
        os.lstat(bytearray(b"/nonexistent/x"))
    except FileNotFoundError as e:
        print("FileNotFoundError", e.filename)
for w in caught:
    print(w.category.__name__, w.message)
for f in (os.listdir, os.scandir, os.stat, os.lstat, os.chdir, os.unlink):
    try:
        f(1.5)
    except TypeError as e:
        print("TypeError", e)
shutil.rmtree(d)
