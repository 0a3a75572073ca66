# golden: needs the standard library
# CPython's own hmac over the hash modules: RFC 2202 and RFC 4231 vectors, every digestmod form, copies.
import hashlib
import hmac

# RFC 4231 test case 1 and 2, RFC 2202 test case 1 (MD5)
print(hmac.new(b"\x0b" * 20, b"Hi There", "sha256").hexdigest())
print(hmac.new(b"Jefe", b"what do ya want for nothing?", hashlib.sha512).hexdigest())
print(hmac.new(b"\x0b" * 16, b"Hi There", "md5").hexdigest())
# a key longer than the block is hashed first (RFC 4231 test case 6)
print(hmac.new(b"\xaa" * 131, b"Test Using Larger Than Block-Size Key - Hash Key First", "sha256").hexdigest())

for mod in ("md5", "sha1", "sha224", "sha256", "sha384", "sha512", "sha3_256", "sha3_512", "blake2b", "blake2s"):
    lines = []
    for klen in (0, 1, 63, 64, 65, 127, 128, 129, 200):
        key = bytes((i * 7 + klen) % 256 for i in range(klen))
        lines.append(hmac.new(key, b"message", mod).hexdigest()[:10])
    h = hmac.new(b"key", digestmod=mod)
    print(mod, h.name, h.digest_size, h.block_size, " ".join(lines))

# digestmod as a name, a constructor, and a module
a = hmac.new(b"k", b"m", "sha1").digest()
b = hmac.new(b"k", b"m", hashlib.sha1).digest()
import _sha1
c = hmac.new(b"k", b"m", _sha1.sha1).digest()
d = hmac.digest(b"k", b"m", "sha1")
e = hmac.digest(b"k", b"m", hashlib.sha1)
print(a == b == c == d == e, a.hex())

# update, copy, and the one-shot form
h = hmac.new(b"secret", digestmod="sha256")
for part in (b"alpha", b"", b"beta" * 50, bytearray(b"gamma"), memoryview(b"delta")):
    h.update(part)
c = h.copy()
c.update(b"!")
print(h.hexdigest() == hmac.new(b"secret", b"alpha" + b"beta" * 50 + b"gammadelta", "sha256").hexdigest())
print(c.hexdigest() == hmac.new(b"secret", b"alpha" + b"beta" * 50 + b"gammadelta!", "sha256").hexdigest())
print(h.digest() == h.digest(), len(h.digest()), hmac.new(bytearray(b"k"), b"m", "md5").hexdigest())

print(hmac.compare_digest(b"abc", b"abc"), hmac.compare_digest(b"abc", b"abd"), hmac.compare_digest("x", "x"))
for bad in (lambda: hmac.new(b"k"), lambda: hmac.new("k", b"m", "sha1"), lambda: hmac.new(b"k", b"m", 42),
            lambda: hmac.compare_digest("x", b"x")):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__ + ":", e)
