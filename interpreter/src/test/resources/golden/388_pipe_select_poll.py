# os.pipe with os.read/os.write, select.select and select.poll over pipe ends, and waits that time out
import errno
import os
import select
import time

r, w = os.pipe()
print(os.write(w, b'hello'), os.read(r, 3), os.read(r, 100))
print(select.select([r], [w], [], 0) == ([], [w], []))
os.write(w, b'x')
print(select.select([r], [], [], 0) == ([r], [], []))
print(os.read(r, 10))

p = select.poll()
p.register(r, select.POLLIN)
p.register(w, select.POLLOUT)
print(sorted(p.poll(0)) == [(w, select.POLLOUT)])
start = time.monotonic()
p.unregister(w)
print(p.poll(100), time.monotonic() - start >= 0.09)
start = time.monotonic()
print(select.select([r], [], [], 0.1), time.monotonic() - start >= 0.09)
os.write(w, b'data')
print(p.poll(1000) == [(r, select.POLLIN)])
os.close(w)
print(p.poll() == [(r, select.POLLIN | select.POLLHUP)])
print(os.read(r, 100), os.read(r, 100))
print(p.poll() == [(r, select.POLLHUP)])
print(select.select([r], [], [], None) == ([r], [], []))
os.close(r)
print(p.poll(0) == [(r, select.POLLNVAL)])

r, w = os.pipe()
os.close(r)
p = select.poll()
p.register(w, select.POLLOUT)
print(p.poll(0) == [(w, select.POLLOUT | select.POLLERR)])
try:
    os.write(w, b'nobody reads')
except BrokenPipeError as e:
    print('BrokenPipeError', e.errno == errno.EPIPE)
os.close(w)

r, w = os.pipe()
n = 0
while select.select([], [w], [], 0)[1]:
    n += os.write(w, b'.' * 4096)
print('a pipe holds', n)
with open(r, 'rb') as reader, open(w, 'wb', buffering=0) as writer:
    print(reader.fileno() == r, writer.fileno() == w, reader.seekable(), writer.seekable())
    print(len(reader.read(n)))
    writer.write(b'line one\nline two\n')
    writer.close()
    print(reader.readline(), reader.read())

for bad in (-1, 'x'):
    try:
        select.select([bad], [], [], 0)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    select.select([], [], [], -1)
except ValueError as e:
    print('ValueError', e)
try:
    select.poll().unregister(99)
except KeyError as e:
    print('KeyError', e)
try:
    select.poll().modify(99, select.POLLIN)
except OSError as e:
    print(type(e).__name__, e.errno)
print(select.PIPE_BUF, select.POLLIN, select.POLLOUT, select.POLLHUP, select.POLLNVAL)
