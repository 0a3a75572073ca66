# Blocking, non-blocking and timeout modes: BlockingIOError, TimeoutError "timed out", settimeout's checks.
import socket
import time

a, b = socket.socketpair()
print(a.gettimeout(), a.getblocking(), a.timeout)
a.settimeout(0.05)
print(a.gettimeout(), a.getblocking())
start = time.monotonic()
try:
    a.recv(10)
except socket.timeout as e:
    print(type(e).__name__, e, e.args, time.monotonic() - start >= 0.04)
a.setblocking(False)
print(a.gettimeout(), a.getblocking())
try:
    a.recv(10)
except BlockingIOError as e:
    print(type(e).__name__, e.errno, e)
b.send(b'now there is data')
time.sleep(0.05)
print(a.recv(100))
a.setblocking(True)
print(a.gettimeout())
for bad in ['x', -1, 2**70]:
    try:
        a.settimeout(bad)
    except (TypeError, ValueError, OverflowError) as e:
        print(type(e).__name__, e)
a.settimeout(0)
print(a.getblocking())
a.close()
b.close()

server = socket.socket()
server.bind(('127.0.0.1', 0))
server.listen()
server.settimeout(0.05)
try:
    server.accept()
except TimeoutError as e:
    print('accept', e)
server.setblocking(False)
try:
    server.accept()
except BlockingIOError as e:
    print('accept', e.errno)
c = socket.socket()
c.setblocking(False)
err = c.connect_ex(server.getsockname())
print(err in (0, 115))
server.settimeout(2)
conn, addr = server.accept()
print(conn.gettimeout(), addr[0])
try:
    c2 = socket.socket(socket.AF_INET, socket.SOCK_STREAM | socket.SOCK_NONBLOCK)
    print(c2.type == socket.SOCK_STREAM, c2.gettimeout())
    c2.connect(server.getsockname())
except BlockingIOError as e:
    print('connect', type(e).__name__, e.errno)
c2.close()
conn.close()
c.close()
server.close()
