# The MD5, SHA-1 and SHA-2 modules beneath hashlib: digests of many lengths, incremental updates, copies.
import _md5
import _sha1
import _sha256
import _sha512

CONSTRUCTORS = [_md5.md5, _sha1.sha1, _sha256.sha224, _sha256.sha256, _sha512.sha384, _sha512.sha512]


def data(n, seed=7):
    out = bytearray()
    x = seed
    for _ in range(n):
        x = (x * 1103515245 + 12345) % 2147483648
        out.append(x >> 16 & 0xFF)
    return bytes(out)


for make in CONSTRUCTORS:
    h = make()
    print(h.name, h.digest_size, h.block_size, type(h).__name__, type(h).__module__, len(h.digest()), h.hexdigest())

# every length around the block boundaries, folded into one line per algorithm
for make in CONSTRUCTORS:
    lines = []
    for n in list(range(0, 140)) + [191, 192, 255, 256, 257, 1000, 4095, 4096, 4097]:
        lines.append(make(data(n)).hexdigest()[:8])
    print(make().name, " ".join(lines))

print(_md5.md5(b"The quick brown fox jumps over the lazy dog").hexdigest())
print(_sha1.sha1(b"abc").hexdigest())
print(_sha256.sha256(b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq").hexdigest())
print(_sha512.sha512(b"abc").hexdigest())
print(_sha512.sha384(string=b"abc").digest())

# updates in uneven chunks give the one-shot digest; copies go their own way
blob = data(3000, seed=11)
for make in CONSTRUCTORS:
    h = make()
    at = 0
    step = 1
    while at < len(blob):
        h.update(blob[at:at + step])
        at += step
        step = step * 3 % 257 + 1
    whole = make(blob)
    c = h.copy()
    c.update(b"more")
    print(make().name, h.digest() == whole.digest(), c.hexdigest() == make(blob + b"more").hexdigest(),
          h.hexdigest() == whole.hexdigest(), h.digest() == h.digest())

# bytes-like objects of every kind
payload = b"frameweave" * 20
ref = _sha256.sha256(payload).hexdigest()
print(_sha256.sha256(bytearray(payload)).hexdigest() == ref, _sha256.sha256(memoryview(payload)).hexdigest() == ref,
      _sha256.sha256(memoryview(payload)[10:]).hexdigest() == _sha256.sha256(payload[10:]).hexdigest())
h = _sha256.sha256()
h.update(memoryview(bytearray(payload)))
print(h.hexdigest() == ref, _md5.md5(b"x", usedforsecurity=False).hexdigest(), _sha1.sha1(string=b"").hexdigest())


def attempt(f):
    try:
        r = f()
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print("ok", r if isinstance(r, (bytes, str, int)) else type(r).__name__)


attempt(lambda: _md5.md5("text"))
attempt(lambda: _sha1.sha1(string="text"))
attempt(lambda: _sha256.sha256(12))
attempt(lambda: _sha256.sha224(b"a", b"b"))
attempt(lambda: _sha512.sha512(data=b"a"))
attempt(lambda: _md5.md5().update("x"))
attempt(lambda: _md5.md5().update(None))
attempt(lambda: _sha1.sha1().update())
attempt(lambda: _sha1.sha1().update(b"a", b"b"))
attempt(lambda: _sha256.sha256().digest(1))
attempt(lambda: _sha256.sha256().hexdigest(1))
attempt(lambda: _sha512.sha512().copy(1))
attempt(lambda: _md5.MD5Type())
attempt(lambda: _sha256.SHA224Type(b"x"))
attempt(lambda: setattr(_md5.md5(), "name", "x"))
attempt(lambda: _md5.md5().spam)
print(_sha256.SHA256Type is type(_sha256.sha256()), _sha1.SHA1Type is type(_sha1.sha1()),
      _sha512.SHA384Type is type(_sha512.sha512()), hasattr(_sha512, "SHA512Type"))
try:
    class Sub(_md5.MD5Type):
        pass
except TypeError as e:
    print("TypeError:", e)
