# UDP on localhost: sendto/recvfrom, connect/send/recv, recvfrom_into, options.
import socket

r = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
r.bind(('127.0.0.1', 0))
addr = r.getsockname()
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
print(s.type == socket.SOCK_DGRAM, s.getsockopt(socket.SOL_SOCKET, socket.SO_TYPE))
for msg in [b'one', b'two', b'x' * 1000]:
    print(s.sendto(msg, addr))
for _ in range(3):
    data, sender = r.recvfrom(2048)
    print(len(data), data[:5], sender[0], sender == s.getsockname())
s.connect(addr)
print(s.getpeername() == addr)
s.send(b'connected')
buf = bytearray(4)
n, sender = r.recvfrom_into(buf)
print(n, bytes(buf), sender == s.getsockname())
r.settimeout(0.05)
try:
    r.recvfrom(10)
except TimeoutError as e:
    print(e)
s.close()
r.close()
