# struct's errors for offsets out of the buffer and for NUL characters in formats
import struct
import sys

buf = bytearray(10)
for fmt, offset in [('<I', -2), ('<B', -11), ('<I', 8), ('<I', sys.maxsize), ('<B', -10), ('<H', -2)]:
    try:
        print(struct.unpack_from(fmt, buf, offset))
    except struct.error as e:
        print('unpack_from', e)
    try:
        struct.pack_into(fmt, buf, offset, 1)
        print('packed', bytes(buf))
    except struct.error as e:
        print('pack_into', e)
for fmt in ['\0', '2\0i', b'\0', 'i\0', b'<h\0']:
    try:
        struct.calcsize(fmt)
    except struct.error as e:
        print(repr(fmt), e)
    try:
        struct.Struct(fmt)
    except struct.error as e:
        print(repr(fmt), e)
