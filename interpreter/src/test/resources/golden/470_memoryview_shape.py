# memoryview.cast with a shape: a C-contiguous view of several dimensions, and CPython's errors for what it refuses
data = bytes(range(12))
m = memoryview(data).cast('B', (3, 4))
print(m.ndim, m.shape, m.strides, len(m), m.nbytes, m.itemsize, m.format)
print(m.tolist())
print(m[1, 2], m[-1, -1], m[0, 0], bytes(m) == data, m.tobytes() == data, m.hex())
print(m[1:].shape, m[1:].tolist(), m[:0].shape, m[1:2].strides)
w = memoryview(data).cast('I', [3])
print(w.ndim, w.shape)
c = memoryview(bytearray(data)).cast('B', [2, 3, 2])
print(c.shape, c.strides, c.tolist()[1][2])
c[1, 2, 1] = 200
print(c[1, 2, 1], c.obj[-1])
flat = m.cast('B')
print(flat.ndim, flat.shape, len(flat))
print(m == memoryview(data).cast('B', (3, 4)), m == memoryview(data).cast('B', (4, 3)), m == data)
print(m.toreadonly().shape, memoryview(m).shape)
import binascii, base64
print(binascii.hexlify(m), base64.b64encode(m))
for key in [1, 'a', (1,), (1, 2, 3), (slice(None), 1), 1.5]:
    try:
        m[key]
    except Exception as e:
        print(type(e).__name__, e)
for key, value in [(1, 5), (slice(0, 1), b'abcd')]:
    try:
        c[key] = value
    except Exception as e:
        print(type(e).__name__, e)
for key in [(5, 0), (0, -5)]:
    try:
        m[key]
    except Exception as e:
        print(type(e).__name__, e)
try:
    iter(m)
except Exception as e:
    print(type(e).__name__, e)
for fmt, shape in [('B', (5, 2)), ('B', (0, 12)), ('B', 12), ('B', (2, -6))]:
    try:
        memoryview(data).cast(fmt, shape)
    except Exception as e:
        print(type(e).__name__, e)
try:
    m.cast('B', (4, 3))
except Exception as e:
    print(type(e).__name__, e)
