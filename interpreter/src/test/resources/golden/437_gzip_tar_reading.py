# reading gzip files and tar archives: gzip's and tarfile's raw streams are Python classes under io.BufferedReader
# golden: needs the standard library
import gzip, io, tarfile, os, shutil, tempfile
d = tempfile.mkdtemp()
p = os.path.join(d, "a.gz")
data = b"".join(b"line %d of the file\n" % i for i in range(3000))
with gzip.open(p, "wb") as f:
    f.write(data)
with gzip.open(p, "rb") as f:
    print(type(f).__name__, f.readline(), f.read(10), f.peek(3)[:3])
    print(f.tell(), f.seek(100), f.readline())
    rest = f.read()
    print(len(rest))
with gzip.GzipFile(p) as f:
    print(f.read() == data)
with gzip.open(p, "rt") as f:
    print(f.readline(), len(f.readlines()))
print(gzip.decompress(gzip.compress(data)) == data)
src = os.path.join(d, "src"); os.mkdir(src)
for n in ("x.txt", "y.txt"):
    with open(os.path.join(src, n), "w") as f: f.write(n * 100)
for mode in ("w:gz", "w"):
    t = os.path.join(d, "a.tar" + (".gz" if "gz" in mode else ""))
    with tarfile.open(t, mode) as tf:
        tf.add(src, arcname="src")
    with tarfile.open(t) as tf:
        print(sorted(tf.getnames()))
        m = tf.extractfile("src/x.txt")
        print(type(m).__name__, m.read(12), m.readline()[:10], m.tell(), m.seek(0), m.read(5))
    out = os.path.join(d, "out" + mode.replace(":", ""))
    shutil.unpack_archive(t, out)
    print(sorted(os.listdir(os.path.join(out, "src"))))
    with open(os.path.join(out, "src", "y.txt")) as f: print(f.read(10))
shutil.rmtree(d)
