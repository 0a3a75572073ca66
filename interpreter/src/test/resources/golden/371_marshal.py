# golden: needs the standard library
# marshal: CPython 3.11's format byte for byte for the data types (versions 0-4, reference flags of literal
# values), round trips, dump/load on a file, and the errors for bad data and unmarshallable objects
import io
import marshal

print(marshal.version)

values = [None, True, False, ..., StopIteration, 0, 1, -1, 2**31 - 1, -2**31, 2**31, -2**31 - 1, 2**40,
          -2**70, 10**30, 1.5, -0.0, 1e300, float('inf'), 2j, complex(1.5, -2), 'abc', 'hello world', '',
          'caf\xe9', '\u20ac uro', '\U0001f600', 'x' * 300, b'', b'xy', bytearray(b'ba'), (), (1, 2),
          ('nested', (3, 4)), [], [1, [2, [3]]], {'a': 1, 'b': [2]}, {1: None}, frozenset(), set(),
          {5}, frozenset({7}), [(1, 2)], [1.5, b'z', 'name']]
for v in values:
    for version in range(5):
        data = marshal.dumps(v, version)
        back = marshal.loads(data)
        same = back == v or (v != v and back != back)
        print(repr(v)[:40], version, data.hex(), same, type(back).__name__)

# objects met twice are written once, then referred to (versions 3 and 4)
shared = [1000, 1000]
s = 'shared text'
twice = [s, s, [s]]
for v in (twice, (shared, shared)):
    data = marshal.dumps(v)
    print(data.hex())
    back = marshal.loads(data)
    print(back)
print(marshal.loads(marshal.dumps(twice))[0] is marshal.loads(marshal.dumps(twice))[1])
b = marshal.loads(marshal.dumps(twice))
print(b[0] is b[1], b[0] is b[2][0])
b = marshal.loads(marshal.dumps(twice, 2))
print(b[0] == b[1])

# a list that holds itself
loop = [1]
loop.append(loop)
back = marshal.loads(marshal.dumps(loop))
print(back[0], back[1] is back)

# dump and load on a file, which is left just after each object
f = io.BytesIO()
marshal.dump({'k': (1, 2.5)}, f)
marshal.dump([None, 'two'], f, 2)
f.write(b'trailing')
f.seek(0)
print(marshal.load(f))
print(marshal.load(f))
print(f.read())
print(marshal.loads(marshal.dumps(12) + b'extra'))
print(marshal.loads(memoryview(marshal.dumps('mv'))))

for bad in (b'', b'i\x01', b'\x7f', b'r\x05\x00\x00\x00', b'(\x02\x00\x00\x00N', b'l\x01\x00\x00\x00\xff\xff',
            b'u\xff\xff\xff\xff'):
    try:
        marshal.loads(bad)
    except Exception as e:
        print(bad, type(e).__name__, e)
for bad in (object(), int, [1, object()], 2**10000 > 0 and range(3)):
    try:
        marshal.dumps(bad)
    except ValueError as e:
        print('dumps', type(bad).__name__, e)
deep = []
for _ in range(3000):
    deep = [deep]
try:
    marshal.dumps(deep)
except ValueError as e:
    print(e)
try:
    marshal.loads(b'\xdb\x01\x00\x00\x00' * 3000 + b'N')
except ValueError as e:
    print(e)
for call in (lambda: marshal.dumps(), lambda: marshal.loads(), lambda: marshal.dump(1),
             lambda: marshal.loads(b'N', x=1)):
    try:
        call()
    except TypeError as e:
        print(e)
print(marshal.loads(marshal.dumps(2**100)) == 2**100, marshal.loads(marshal.dumps(-2**100)) == -2**100)
