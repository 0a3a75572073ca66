# zipfile (stored and deflated) and shutil.make_archive / unpack_archive of a zip, from CPython's Lib over zlib
# golden: needs the standard library
# golden: needs _imp
import io
import os
import shutil
import tempfile
import zipfile

buf = io.BytesIO()
with zipfile.ZipFile(buf, "w") as z:
    z.writestr(zipfile.ZipInfo("stored.txt", (2020, 1, 2, 3, 4, 6)), b"stored text\n" * 5)
    info = zipfile.ZipInfo("deflated.txt", (2021, 5, 6, 7, 8, 10))
    info.compress_type = zipfile.ZIP_DEFLATED
    z.writestr(info, b"deflated text\n" * 50)
    z.writestr(zipfile.ZipInfo("dir/", (2022, 2, 3, 4, 5, 6)), b"")
raw = buf.getvalue()
print(len(raw), raw[:4])
with zipfile.ZipFile(io.BytesIO(raw)) as z:
    for i in z.infolist():
        print(i.filename, i.file_size, i.compress_size, i.compress_type, i.CRC, i.date_time, i.is_dir())
    print(z.read("deflated.txt")[:14], z.testzip(), z.namelist())
    with z.open("stored.txt") as f:
        print(f.readline())
try:
    zipfile.ZipFile(io.BytesIO(b"not a zip"))
except zipfile.BadZipFile as e:
    print("BadZipFile:", e)

with tempfile.TemporaryDirectory() as tmp:
    src = os.path.join(tmp, "src")
    os.makedirs(os.path.join(src, "sub"))
    for name, text in (("one.txt", "1\n"), ("sub/two.txt", "2\n" * 10)):
        with open(os.path.join(src, name), "w") as f:
            f.write(text)
    for fmt in ("zip",):
        archive = shutil.make_archive(os.path.join(tmp, "out_" + fmt), fmt, root_dir=src)
        dest = os.path.join(tmp, "unpacked_" + fmt)
        shutil.unpack_archive(archive, dest)
        found = sorted(os.path.relpath(os.path.join(d, f), dest) for d, _, fs in os.walk(dest) for f in fs)
        with open(os.path.join(dest, "sub", "two.txt")) as f:
            print(fmt, os.path.basename(archive), found, f.read() == "2\n" * 10)
