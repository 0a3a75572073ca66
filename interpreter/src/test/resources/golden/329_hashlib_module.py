# golden: needs the standard library
# CPython's own hashlib over the hash modules: new(), the named constructors, file_digest, pbkdf2_hmac.
import hashlib
import io
import os
import warnings

print(sorted(hashlib.algorithms_guaranteed))
print(hashlib.algorithms_guaranteed <= hashlib.algorithms_available, "sha256" in hashlib.__all__)
for name in sorted(hashlib.algorithms_guaranteed):
    h = hashlib.new(name, b"hashlib")
    same = getattr(hashlib, name)(b"hashlib")
    if name.startswith("shake"):
        print(name, h.name, h.digest_size, h.block_size, h.hexdigest(16), same.hexdigest(16) == h.hexdigest(16))
    else:
        print(name, h.name, h.digest_size, h.block_size, h.hexdigest(), same.digest() == h.digest())

print(hashlib.new("SHA256", b"upper").hexdigest() == hashlib.sha256(b"upper").hexdigest())
print(hashlib.new("sha512", data=b"kw").hexdigest()[:16], hashlib.new("blake2b", b"x", digest_size=8).hexdigest())
print(hashlib.sha256(usedforsecurity=False).hexdigest()[:16], hashlib.md5(b"a", usedforsecurity=False).hexdigest())
h = hashlib.sha1()
for chunk in (b"a", b"bc", b"", b"d" * 100):
    h.update(chunk)
print(h.hexdigest(), h.copy().hexdigest() == h.hexdigest())

try:
    hashlib.new("no-such-hash")
except ValueError as e:
    print("ValueError:", e)
try:
    hashlib.sha256("text")
except TypeError as e:
    print("TypeError:", e)

# file_digest: a BytesIO (its buffer), a real binary file (readinto), and a text file (refused)
payload = bytes(range(256)) * 1000
print(hashlib.file_digest(io.BytesIO(payload), "sha256").hexdigest() == hashlib.sha256(payload).hexdigest())
print(hashlib.file_digest(io.BytesIO(payload), hashlib.md5).hexdigest())
path = "_golden_329_%d.bin" % os.getpid()  # two runs of this program may overlap
with open(path, "wb") as f:
    f.write(payload)
with open(path, "rb") as f:
    print(hashlib.file_digest(f, lambda: hashlib.blake2s(digest_size=16)).hexdigest())
with open(path, "rb") as f:
    print(hashlib.file_digest(f, "sha3_256", _bufsize=1000).hexdigest())
with open(path, "r") as f:
    try:
        hashlib.file_digest(f, "sha256")
    except ValueError:
        print("ValueError: not a binary file")
os.remove(path)

# PBKDF2 (RFC 6070's vectors for SHA-1, and others): without OpenSSL hashlib computes it in Python
with warnings.catch_warnings():
    warnings.simplefilter("ignore", DeprecationWarning)
    print(hashlib.pbkdf2_hmac("sha1", b"password", b"salt", 1).hex())
    print(hashlib.pbkdf2_hmac("sha1", b"password", b"salt", 2, 20).hex())
    print(hashlib.pbkdf2_hmac("sha1", b"password", b"salt", 4096).hex())
    print(hashlib.pbkdf2_hmac("sha1", b"passwordPASSWORDpassword", b"saltSALTsaltSALTsaltSALTsaltSALTsalt", 4096, 25).hex())
    print(hashlib.pbkdf2_hmac("sha256", b"pass\0word", bytearray(b"sa\0lt"), 100, 16).hex())
    print(hashlib.pbkdf2_hmac("sha512", b"k" * 200, b"salt", 10, 100).hex())
    print(hashlib.pbkdf2_hmac("md5", memoryview(b"pw"), b"s", 3).hex())
    for bad in (dict(iterations=0), dict(dklen=0)):
        try:
            hashlib.pbkdf2_hmac("sha256", b"p", b"s", **dict(dict(iterations=1), **bad))
        except ValueError as e:
            print("ValueError", list(bad))
