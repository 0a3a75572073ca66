# io.BytesIO.getbuffer(): a writable view of the bytes; the BytesIO cannot change size while it is out
import io

b = io.BytesIO(b"hello world")
view = b.getbuffer()
print(type(view).__name__, len(view), bytes(view[:5]), view.readonly, view.format, type(view.obj).__name__)
view[0] = ord("J")
print(b.getvalue())
for action in (lambda: b.write(b"x"), lambda: b.truncate(2), lambda: b.close()):
    try:
        action()
    except BufferError as e:
        print("BufferError:", e)
b.seek(0)
print(b.read(5))
view.release()
b.seek(0, 2)
print(b.write(b"!"), b.getvalue())
with b.getbuffer() as v2:
    print(bytes(v2[-3:]))
b.truncate(5)
print(b.getvalue(), len(b.getbuffer()))
empty = io.BytesIO()
print(len(empty.getbuffer()), bytes(empty.getbuffer()))
b.close()
try:
    b.getbuffer()
except ValueError as e:
    print("ValueError:", e)
