# golden: needs the standard library
# zipfile (CPython's Lib, which imports importlib.util): an archive written and read in memory without
# compression, its infos, appending, testzip, and zipfile.Path
import io
import zipfile

buf = io.BytesIO()
with zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_STORED) as z:
    z.writestr("hello.txt", "hello, zip\n")
    z.writestr(zipfile.ZipInfo("dir/data.bin", date_time=(2020, 1, 2, 3, 4, 6)), bytes(range(20)))
    z.writestr("dir/sub/notes.md", "# notes\n" * 3)
    z.comment = b"an archive"
print(len(buf.getvalue()))
with zipfile.ZipFile(buf) as z:
    print(z.namelist(), z.comment)
    for info in z.infolist():
        print(info.filename, info.file_size, info.compress_size, info.CRC, info.is_dir())
    print(z.read("hello.txt"), z.read("dir/data.bin")[:5])
    with z.open("dir/sub/notes.md") as f:
        print(f.readline(), f.read())
    print(z.testzip(), z.getinfo("dir/data.bin").date_time)
with zipfile.ZipFile(buf, "a") as z:
    z.writestr("later.txt", b"appended")
with zipfile.ZipFile(buf) as z:
    print(z.namelist())
    root = zipfile.Path(z)
    print(sorted(p.name for p in root.iterdir()), (root / "dir" / "sub" / "notes.md").read_text().count("notes"))
print(zipfile.is_zipfile(buf), zipfile.is_zipfile(io.BytesIO(b"not a zip")))
try:
    zipfile.ZipFile(io.BytesIO(b"not a zip"))
except zipfile.BadZipFile as e:
    print("BadZipFile:", e)
