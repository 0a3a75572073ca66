# Files opened to append ('a', 'ab', 'a+') tell the file's size at once, seek and tell, and write at the end
# golden: needs the standard library
import logging.handlers
import os
import tempfile

folder = tempfile.mkdtemp()
path = os.path.join(folder, "f.txt")
with open(path, "w") as f:
    print("w", f.seekable(), f.tell(), f.write("hello\n"), f.tell())
    print("seek", f.seek(0), f.tell(), f.write("J"), f.tell(), f.seek(0, 2))
for mode in ("a", "ab", "a+", "ab+"):
    with open(path, mode) as f:
        print(mode, f.seekable(), f.tell(), f.seek(0, 2), f.tell())
        print("seek0", f.seek(0), f.tell())
        f.write(b"xy" if "b" in mode else "xy")
        f.flush()
        print("after write", f.tell(), os.path.getsize(path))
        if "+" in mode:
            f.seek(0)
            print(repr(f.read()))
    with open(path, "rb") as f:
        print(f.read())

# RotatingFileHandler asks the stream where it is (seek(0, 2), tell()) before each record
log = os.path.join(folder, "app.log")
with open(log, "w") as f:
    f.write("x" * 50)
handler = logging.handlers.RotatingFileHandler(log, maxBytes=60, backupCount=2)
handler.setFormatter(logging.Formatter("%(message)s"))
logger = logging.getLogger("rotating")
logger.propagate = False
logger.addHandler(handler)
for i in range(6):
    logger.warning("record number %d", i)
handler.close()
for name in sorted(os.listdir(folder)):
    if name.startswith("app.log"):
        with open(os.path.join(folder, name)) as f:
            print(name, repr(f.read()))
