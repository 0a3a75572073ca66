# A TCP echo server in a thread on localhost: bind, listen, accept, connect, sendall, recv, shutdown, names.
import socket
import threading

server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
server.bind(('127.0.0.1', 0))
server.listen(5)
host, port = server.getsockname()
print(host, port > 0, server.getsockopt(socket.SOL_SOCKET, socket.SO_ACCEPTCONN) == 1)
seen = []

def serve(count):
    for _ in range(count):
        conn, addr = server.accept()
        with conn:
            seen.append((addr[0], conn.getsockname() == (host, port), conn.gettimeout()))
            chunks = []
            while True:
                data = conn.recv(7)
                if not data:
                    break
                chunks.append(data)
                conn.sendall(data.upper())
            seen.append(b''.join(chunks))

t = threading.Thread(target=serve, args=(2,))
t.start()

client = socket.create_connection((host, port))
print(type(client).__name__, client.family.name, client.type.name, client.getpeername() == (host, port))
client.sendall(b'hello, echo server')
got = b''
while len(got) < 18:
    got += client.recv(100)
print(got)
client.shutdown(socket.SHUT_WR)
print(client.recv(100))
try:
    client.send(b'more')
except OSError as e:
    print(type(e).__name__, e.errno)
client.close()
print(client.fileno(), repr(client)[:29])

with socket.socket() as c2:
    c2.connect(('127.0.0.1', port))
    buf = bytearray(20)
    c2.sendall(memoryview(b'0123456789')[2:8])
    n = c2.recv_into(buf, 4)
    while n < 6:
        n += c2.recv_into(memoryview(buf)[n:], 6 - n)
    print(n, bytes(buf[:n]))
    c2.shutdown(socket.SHUT_RDWR)
t.join()
server.close()
print(seen)

probe = socket.socket()
probe.bind(('127.0.0.1', 0))
free_port = probe.getsockname()[1]
probe.close()
try:
    socket.create_connection(('127.0.0.1', free_port))
except ConnectionRefusedError as e:
    print('refused', e.errno, e.strerror)
s = socket.socket()
print(s.connect_ex(('127.0.0.1', free_port)))
s.close()
