# The _blake2 module: BLAKE2b and BLAKE2s with digest sizes, keys, salt, personalization and tree parameters.
import _blake2
from _blake2 import blake2b, blake2s


def data(n, seed=5):
    out = bytearray()
    x = seed
    for _ in range(n):
        x = (x * 1664525 + 1013904223) % 4294967296
        out.append(x >> 24)
    return bytes(out)


print(sorted(k for k in dir(_blake2) if k.isupper()))
print([getattr(_blake2, k) for k in sorted(k for k in dir(_blake2) if k.isupper())])
for make in (blake2b, blake2s):
    h = make()
    print(h.name, h.digest_size, h.block_size, make.MAX_DIGEST_SIZE, make.MAX_KEY_SIZE, make.SALT_SIZE,
          make.PERSON_SIZE, type(h).__module__, make is type(h))
    print(h.hexdigest())
    print(make(b"abc").hexdigest())

# lengths around the block sizes (64, 128 bytes)
for make in (blake2b, blake2s):
    parts = []
    for n in list(range(0, 70)) + [127, 128, 129, 191, 192, 193, 255, 256, 257, 1000]:
        parts.append(make(data(n)).hexdigest()[:8])
    print(make().name, " ".join(parts))

# every digest size, and keys of every length (the RFC's keyed test pattern)
for make in (blake2b, blake2s):
    print(make().name, " ".join(make(b"frameweave", digest_size=n).hexdigest()[:6] for n in range(1, make.MAX_DIGEST_SIZE + 1)))
    key_all = bytes(range(make.MAX_KEY_SIZE))
    print(make().name, " ".join(make(data(n), key=key_all[:k]).hexdigest()[:6]
                                for k in range(0, make.MAX_KEY_SIZE + 1, 3) for n in (0, 1, 64, 200)))
    print(make(bytes(range(255)), key=key_all).hexdigest())
    print(make(b"", key=key_all).hexdigest())

# salt, personalization and the tree fields each change the digest
for make in (blake2b, blake2s):
    base = dict(digest_size=make.MAX_DIGEST_SIZE // 2)
    variants = [
        {}, {"salt": b"salty"}, {"salt": b"s" * make.SALT_SIZE}, {"person": b"me"},
        {"person": b"p" * make.PERSON_SIZE}, {"fanout": 0}, {"fanout": 255}, {"depth": 2}, {"depth": 255},
        {"leaf_size": 4096}, {"leaf_size": 2 ** 32 - 1}, {"node_offset": 1}, {"node_offset": 2 ** 48 - 1},
        {"node_depth": 1}, {"node_depth": 255}, {"inner_size": 16}, {"inner_size": make.MAX_DIGEST_SIZE},
        {"last_node": True}, {"last_node": 1, "node_depth": 3, "fanout": 4, "depth": 5},
        {"key": b"k", "salt": b"s", "person": b"p", "usedforsecurity": False},
    ]
    for v in variants:
        args = dict(base, **v)
        print(make().name, sorted(v.items()), make(b"tree", **args).hexdigest())
    print(make().name, blake2b(node_offset=2 ** 64 - 1).hexdigest()[:16] if make is blake2b else "-")

# incremental updates and copies
blob = data(1500, seed=13)
for make in (blake2b, blake2s):
    for params in ({}, {"key": b"secret", "digest_size": 20}):
        h = make(**params)
        at, step = 0, 1
        while at < len(blob):
            h.update(blob[at:at + step])
            at += step
            step = step * 5 % 197 + 1
        whole = make(blob, **params)
        c = h.copy()
        c.update(b"x")
        print(make().name, h.digest_size, h.digest() == whole.digest(), c.digest() == make(blob + b"x", **params).digest(),
              h.hexdigest() == whole.hexdigest(), c.name, c.digest_size)
h = blake2b(b"exactly one block" * 0 + bytes(128))
h.update(b"")
print(h.hexdigest()[:32], blake2b(bytes(128)).hexdigest()[:32])


def attempt(f):
    try:
        r = f()
    except Exception as e:
        print(type(e).__name__ + ":", e)
    else:
        print("ok", r if isinstance(r, (bytes, str, int)) else type(r).__name__)


for make in (blake2b, blake2s):
    big = make.MAX_DIGEST_SIZE + 1
    attempt(lambda: make(digest_size=0))
    attempt(lambda: make(digest_size=big))
    attempt(lambda: make(key=b"k" * (make.MAX_KEY_SIZE + 1)))
    attempt(lambda: make(salt=b"s" * (make.SALT_SIZE + 1)))
    attempt(lambda: make(person=b"p" * (make.PERSON_SIZE + 1)))
    attempt(lambda: make(fanout=256))
    attempt(lambda: make(fanout=-1))
    attempt(lambda: make(depth=0))
    attempt(lambda: make(leaf_size=-1))
    attempt(lambda: make(leaf_size=2 ** 32))
    attempt(lambda: make(leaf_size=2 ** 64))
    attempt(lambda: make(leaf_size=1.0))
    attempt(lambda: make(node_offset=-1))
    attempt(lambda: make(node_offset=2 ** 48))
    attempt(lambda: make(node_offset=2 ** 64))
    attempt(lambda: make(node_depth=256))
    attempt(lambda: make(inner_size=big))
    attempt(lambda: make(inner_size=-1))
    attempt(lambda: make("text"))
    attempt(lambda: make(None))
    attempt(lambda: make(key="text"))
    attempt(lambda: make(salt=5))
    attempt(lambda: make(digest_size=2.5))
    attempt(lambda: make(digest_size=2 ** 40))
    attempt(lambda: make(b"a", b"b"))
    attempt(lambda: make(data=b"a"))
    attempt(lambda: make(string=b"a"))
    attempt(lambda: make("text", key=b"k" * 99))
    attempt(lambda: make(salt=b"s" * 99, digest_size=0))
    attempt(lambda: make().update("x"))
    attempt(lambda: make().copy(1))
    attempt(lambda: make().digest(1))
try:
    class Sub(blake2b):
        pass
except TypeError as e:
    print("TypeError:", e)
