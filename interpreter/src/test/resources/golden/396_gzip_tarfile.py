# gzip (compress, decompress, writing GzipFile) and tarfile (writing w:gz, reading r|gz) from CPython's Lib over zlib
# golden: needs the standard library
import gzip
import io
import tarfile
import zlib

data = b"line of text\n" * 200 + bytes(range(256))
packed = gzip.compress(data, mtime=0)
print(len(packed), packed[:10].hex(), gzip.decompress(packed) == data, zlib.crc32(packed))
print(gzip.compress(b"", mtime=0).hex(), gzip.compress(b"abc", compresslevel=1, mtime=0).hex())
print(gzip.decompress(packed + gzip.compress(b"second", mtime=0))[-6:])

buf = io.BytesIO()
with gzip.GzipFile(filename="data.txt", mode="wb", fileobj=buf, mtime=1) as f:
    f.write(b"hello ")
    f.write(b"world\n" * 3)
raw = buf.getvalue()
print(len(raw), raw[:20], zlib.crc32(raw))
print(gzip.decompress(raw))
for bad in (lambda: gzip.decompress(b"not gzip data"), lambda: gzip.decompress(packed[:-3]),
            lambda: gzip.decompress(packed[:-8] + bytes(8))):
    try:
        bad()
    except (OSError, EOFError, gzip.BadGzipFile) as e:
        print(type(e).__name__ + ":", e)

out = io.BytesIO()
with tarfile.open(fileobj=out, mode="w:gz") as tar:
    for name, content in (("a.txt", b"alpha\n"), ("dir/b.bin", bytes(range(100))), ("empty", b"")):
        info = tarfile.TarInfo(name)
        info.size = len(content)
        info.mtime = 1700000000
        info.mode = 0o644
        tar.addfile(info, io.BytesIO(content))
blob = out.getvalue()
print(blob[:3].hex(), len(zlib.decompress(blob, 31)))
with tarfile.open(fileobj=io.BytesIO(zlib.decompress(blob, 31)), mode="r:") as tar:
    for m in tar.getmembers():
        print(m.name, m.size, m.mtime, oct(m.mode), m.isfile())
print(zlib.decompress(blob, 31)[512:518])
with tarfile.open(fileobj=io.BytesIO(blob), mode="r|gz") as tar:
    print([(m.name, m.size) for m in tar])
