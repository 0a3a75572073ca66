# The _sha3 module: SHA3-224/256/384/512 and SHAKE128/256, whose digests take any length.
import _sha3

FIXED = [_sha3.sha3_224, _sha3.sha3_256, _sha3.sha3_384, _sha3.sha3_512]
SHAKES = [_sha3.shake_128, _sha3.shake_256]


def data(n, seed=3):
    out = bytearray()
    x = seed
    for _ in range(n):
        x = (x * 69069 + 1) % 4294967296
        out.append(x >> 24)
    return bytes(out)


for make in FIXED + SHAKES:
    h = make()
    print(h.name, h.digest_size, h.block_size, h._rate_bits, h._capacity_bits, h._suffix, type(h).__name__,
          type(h).__module__, make is type(h))
for make in FIXED:
    print(make().hexdigest(), make(b"abc").hexdigest())

# lengths around each rate (72, 104, 136, 144, 168 bytes)
for make in FIXED + SHAKES:
    parts = []
    for n in list(range(0, 60)) + [71, 72, 73, 103, 104, 105, 135, 136, 137, 143, 144, 145, 167, 168, 169, 336, 1000]:
        h = make(data(n))
        parts.append((h.hexdigest(20) if h.digest_size == 0 else h.hexdigest())[:8])
    print(make().name, " ".join(parts))

# SHAKE output lengths, from nothing to several rates' worth
for make in SHAKES:
    h = make(b"The quick brown fox jumps over the lazy dog")
    print(make().name, h.hexdigest(32))
    for n in [0, 1, 2, 31, 32, 135, 136, 137, 167, 168, 169, 500, 1000]:
        d = h.digest(n)
        print(n, len(d), d[-4:].hex(), h.hexdigest(n) == d.hex(), h.digest(n + 10)[:n] == d)

# incremental updates and copies
blob = data(2000, seed=9)
for make in FIXED + SHAKES:
    h = make()
    at, step = 0, 5
    while at < len(blob):
        h.update(blob[at:at + step])
        at += step
        step = step * 7 % 211 + 1
    whole = make(blob)
    c = h.copy()
    c.update(bytearray(b"tail"))
    if h.digest_size:
        print(make().name, h.digest() == whole.digest(), c.digest() == make(blob + b"tail").digest(), h.digest() == h.digest())
    else:
        print(make().name, h.digest(50) == whole.digest(50), c.digest(7) == make(blob + b"tail").digest(7))

print(_sha3.sha3_256(memoryview(b"abcdef")[1:4]).hexdigest() == _sha3.sha3_256(b"bcd").hexdigest(),
      _sha3.sha3_256(b"x", usedforsecurity=False).hexdigest()[:16])


def attempt(f):
    try:
        r = f()
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print("ok", r if isinstance(r, (bytes, str, int)) else type(r).__name__)


attempt(lambda: _sha3.sha3_224("abc"))
attempt(lambda: _sha3.sha3_384(3))
attempt(lambda: _sha3.sha3_512(data=b"x"))
attempt(lambda: _sha3.sha3_512(string=b"x"))
attempt(lambda: _sha3.shake_128(b"", 1))
attempt(lambda: _sha3.shake_128(b"a").digest())
attempt(lambda: _sha3.shake_128(b"a").digest(-1))
attempt(lambda: _sha3.shake_128(b"a").digest(2 ** 29))
attempt(lambda: _sha3.shake_256(b"a").digest(2 ** 64))
attempt(lambda: _sha3.shake_256(b"a").hexdigest(2.0))
attempt(lambda: _sha3.shake_256(b"a").hexdigest(length=2))
attempt(lambda: _sha3.shake_256(b"a").digest(True))
attempt(lambda: _sha3.sha3_224().digest(1))
attempt(lambda: _sha3.sha3_224().copy(1))
attempt(lambda: _sha3.shake_128().update("s"))
attempt(lambda: _sha3.shake_128().update())
try:
    class Sub(_sha3.sha3_256):
        pass
except TypeError as e:
    print("TypeError:", e)
