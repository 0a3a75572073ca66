# asyncio streams on localhost: start_server and open_connection echo lines; sock_* calls on a socketpair.
import asyncio
import socket

async def handle(reader, writer):
    peer = writer.get_extra_info('peername')
    while line := await reader.readline():
        writer.write(line.upper())
        await writer.drain()
    writer.write(b'bye ' + str(peer[0]).encode() + b'\n')
    await writer.drain()
    writer.close()
    await writer.wait_closed()

async def main():
    server = await asyncio.start_server(handle, '127.0.0.1', 0)
    port = server.sockets[0].getsockname()[1]
    reader, writer = await asyncio.open_connection('127.0.0.1', port)
    for line in [b'first line\n', b'second\n']:
        writer.write(line)
        await writer.drain()
        print(await reader.readline())
    writer.write_eof()
    print(await reader.readline())
    print(await reader.read())
    writer.close()
    await writer.wait_closed()
    server.close()
    await server.wait_closed()

    loop = asyncio.get_running_loop()
    a, b = socket.socketpair()
    a.setblocking(False)
    b.setblocking(False)
    await loop.sock_sendall(a, b'through the loop')
    print(await loop.sock_recv(b, 100))
    a.close()
    b.close()

asyncio.run(main())
print('finished')
