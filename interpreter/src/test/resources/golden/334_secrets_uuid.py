# golden: needs the standard library
# secrets and uuid on top of random, hashlib and hmac: what does not depend on chance, and the shape of what does.
import secrets
import uuid

t = secrets.token_hex(16)
print(len(t), all(c in "0123456789abcdef" for c in t), len(secrets.token_hex()), secrets.token_hex(0))
print(len(secrets.token_bytes(10)), type(secrets.token_bytes()).__name__, len(secrets.token_bytes()))
u = secrets.token_urlsafe(24)
print(len(u), all(c.isalnum() or c in "-_" for c in u))
print(all(0 <= secrets.randbelow(7) < 7 for _ in range(50)), secrets.choice("x"), secrets.randbits(8) < 256)
print(secrets.compare_digest("abc", "abc"), secrets.compare_digest(b"abc", b"xyz"))
try:
    secrets.randbelow(0)
except ValueError as e:
    print("ValueError:", e)

# name-based UUIDs are MD5 and SHA-1 digests
print(uuid.uuid3(uuid.NAMESPACE_DNS, "python.org"))
print(uuid.uuid5(uuid.NAMESPACE_DNS, "python.org"))
print(uuid.uuid5(uuid.NAMESPACE_URL, "https://example.com/x"), uuid.uuid3(uuid.NAMESPACE_OID, "1.2.3").hex)
u4 = uuid.uuid4()
print(u4.version, u4.variant, len(str(u4)), u4 != uuid.uuid4())
p = uuid.UUID("{12345678-1234-5678-1234-567812345678}")
print(p, p.int, p.version, p.variant, repr(p), p.urn, p.bytes_le.hex(), p.fields)
