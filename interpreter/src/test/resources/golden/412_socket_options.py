# setsockopt/getsockopt for the common options, and the errors of sockets a JVM cannot make.
import socket

s = socket.socket()
print(s.getsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR))
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
print(s.getsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR))
s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, True)
print(s.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) != 0)
s.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
print(s.getsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE))
print(s.getsockopt(socket.SOL_SOCKET, socket.SO_TYPE), s.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR))
print(s.getsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 4))
s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 65536)
print(s.getsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF) >= 65536)
s.bind(('127.0.0.1', 0))
s.listen()
print(s.getsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR), s.getsockopt(socket.SOL_SOCKET, socket.SO_ACCEPTCONN))
t = socket.socket()
try:
    t.bind(s.getsockname())
    t.listen()
except OSError as e:
    print(type(e).__name__, e.errno, e.strerror)
t.close()
s.close()
u = socket.socket(socket.AF_INET6)
u.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
u.bind(('::1', 0))
print(u.getsockname()[0], len(u.getsockname()))
u.close()
try:
    socket.socket(socket.AF_INET, 99)
except OSError as e:
    print('bad type', type(e).__name__)
print(issubclass(socket.socket, socket.SocketType), socket.SocketType.__name__, socket.SocketType.__module__)
class MySocket(socket.socket):
    pass
m = MySocket()
m.extra = 1
print(type(m).__name__, m.extra, m.family.name)
m.close()
