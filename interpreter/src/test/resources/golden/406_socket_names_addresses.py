# _socket without sockets: constants, name lookups of localhost and numbers, address conversions, errors.
import socket

print(socket.AF_INET, socket.AF_INET6, socket.AF_UNIX, socket.SOCK_STREAM, socket.SOCK_DGRAM)
print(socket.SOL_SOCKET, socket.SO_REUSEADDR, socket.IPPROTO_TCP, socket.TCP_NODELAY, socket.SHUT_RDWR)
print(repr(socket.AF_INET), socket.has_ipv6, socket.timeout is TimeoutError, socket.error is OSError)
print(socket.gaierror.__mro__[1].__name__, socket.herror.__module__)

for args in [('localhost', 80), ('127.0.0.1', 'http', 0, socket.SOCK_STREAM),
             (None, 0, socket.AF_INET, socket.SOCK_STREAM, 0, socket.AI_PASSIVE),
             ('::1', 5, socket.AF_INET6, socket.SOCK_DGRAM), ('127.0.0.1', None, 0, 0, socket.IPPROTO_UDP),
             ('localhost', 22, 0, socket.SOCK_STREAM, 0, socket.AI_CANONNAME)]:
    print(socket.getaddrinfo(*args))

for args in [('localhost', 'no-such-service'), ('127.0.0.1', 80, socket.AF_INET6), (None, None),
             ('localhost', 1.5), ('localhost', 80, 12345), ('example', 80, 0, 0, 0, socket.AI_NUMERICHOST)]:
    try:
        socket.getaddrinfo(*args)
    except OSError as e:
        print(type(e).__name__, e.args)

print(socket.gethostbyname('localhost'), socket.gethostbyname('127.1'))
print(socket.gethostbyname_ex('127.0.0.1'))
print(socket.gethostname() == open('/proc/sys/kernel/hostname').read().strip())
print(socket.getnameinfo(('127.0.0.1', 80), socket.NI_NUMERICHOST | socket.NI_NUMERICSERV))
print(socket.getservbyname('http'), socket.getservbyname('domain', 'udp'), socket.getservbyport(443))
print(socket.getprotobyname('tcp'), socket.getprotobyname('udp'))

print(socket.inet_aton('127.1'), socket.inet_aton('0x7f.1'), socket.inet_ntoa(b'\x0a\x00\x00\x01'))
for s in ['::1', '::', '1::', 'fe80::1:2', '::ffff:1.2.3.4', '2001:db8:0:0:1:0:0:1', '1:0:0:2:0:0:0:3']:
    packed = socket.inet_pton(socket.AF_INET6, s)
    print(s, packed.hex(), socket.inet_ntop(socket.AF_INET6, packed))
print(socket.inet_pton(socket.AF_INET, '192.168.0.1'), socket.inet_ntop(socket.AF_INET, b'\xc0\xa8\x00\x01'))
for f, a in [(socket.inet_aton, ('1.2.3.4.5',)), (socket.inet_ntoa, (b'12',)), (socket.inet_pton, (socket.AF_INET, '1.2.3')),
             (socket.inet_pton, (socket.AF_INET6, '1:::2')), (socket.inet_ntop, (socket.AF_INET6, b'1234')),
             (socket.inet_pton, (99, '1.2.3.4')), (socket.getservbyname, ('nosuch',)), (socket.getservbyport, (70000,))]:
    try:
        print(f(*a))
    except (OSError, ValueError, OverflowError) as e:
        print(f.__name__, type(e).__name__, e)

print(socket.htons(1), socket.ntohs(256), socket.htonl(1), socket.ntohl(0x01020304))
for v in [-1, 70000]:
    try:
        socket.htons(v)
    except OverflowError as e:
        print(e)
print(socket.getdefaulttimeout())
socket.setdefaulttimeout(2.5)
print(socket.getdefaulttimeout(), socket.socket().gettimeout())
socket.setdefaulttimeout(None)
