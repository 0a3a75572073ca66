# socketpair round trips, fileno/detach/dup, and what a closed socket says.
import socket

a, b = socket.socketpair()
print(a.family == socket.AF_UNIX, a.type == socket.SOCK_STREAM, a.getsockname(), b.getpeername())
for size in [1, 100, 5000, 70000]:
    payload = bytes(i % 251 for i in range(size))
    a.sendall(payload)
    got = bytearray()
    while len(got) < size:
        got += b.recv(65536)
    print(size, bytes(got) == payload)
b.send(b'back')
print(a.recv(2), a.recv(10))
print(b.send(b''))

fd = a.fileno()
print(fd > 2, a.fileno() == fd)
c = socket.socket(fileno=a.detach())
print(a.fileno(), c.fileno() == fd, c.family == socket.AF_UNIX)
c.sendall(b'after detach')
print(b.recv(100))
d = c.dup()
c.close()
d.sendall(b'via dup')
print(b.recv(100))
d.close()
print(b.recv(100))
b.close()
for call in [lambda: b.recv(1), lambda: b.send(b'x'), lambda: b.getsockname(), lambda: b.fileno()]:
    try:
        print(call())
    except OSError as e:
        print(type(e).__name__, e)
b.close()

try:
    socket.socketpair(socket.AF_INET)
except OSError as e:
    print('AF_INET pair', e.errno, e.strerror)
with socket.socket() as s:
    for bad in ['x', ('a',), ('127.0.0.1', 70000), ('127.0.0.1', 'x'), (1, 2)]:
        try:
            s.bind(bad)
        except (TypeError, OverflowError) as e:
            print(type(e).__name__, e)
    try:
        s.recv(-1)
    except ValueError as e:
        print(e)
    for call in [lambda: s.recv(10), s.getpeername]:
        try:
            call()
        except OSError as e:
            print(type(e).__name__, e.errno, e.strerror)
