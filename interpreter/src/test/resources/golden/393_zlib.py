# zlib: one-shot and streaming (de)compression in the zlib, raw and gzip formats, checksums and errors
# golden: needs zlib
import zlib

data = b"frameweave " * 40 + bytes(range(256)) + b"the end\n"
for level in (-1, 0, 1, 6, 9):
    c = zlib.compress(data, level)
    print(level, len(c), c[:2].hex(), zlib.crc32(c), zlib.decompress(c) == data)
for wbits in (-15, 15, 31):
    c = zlib.compress(data, 6, wbits)
    back = zlib.decompress(c, wbits) if wbits < 16 else zlib.decompress(c, 47)
    print(wbits, c[:4].hex(), zlib.crc32(c), back == data)
for wbits in (-9, 9, 12, 25):  # smaller windows: the bytes may differ (see LANGUAGE.md), the round trip may not
    print(wbits, zlib.decompress(zlib.compress(data, 6, wbits), wbits) == data)
print(zlib.decompress(zlib.compress(b"auto"), 32 + 15), zlib.decompress(zlib.compress(b"gz", wbits=31), 32))
print(zlib.compress(b""), zlib.compress(b"", wbits=-15), zlib.decompress(zlib.compress(b"")))

co = zlib.compressobj(9, zlib.DEFLATED, 15, 8, zlib.Z_FILTERED)
parts = [co.compress(data[:100]), co.flush(zlib.Z_SYNC_FLUSH), co.compress(data[100:]), co.flush(zlib.Z_FULL_FLUSH)]
parts.append(co.flush())
print([len(p) for p in parts], parts[1][-4:].hex(), zlib.decompress(b"".join(parts)) == data)
for bad in (lambda: co.compress(b"x"), lambda: co.flush()):
    try:
        bad()
    except zlib.error as e:
        print("error:", e)
print(co.flush(zlib.Z_NO_FLUSH))

co = zlib.compressobj()
head = co.compress(data[:300])
twin = co.copy()
one = head + co.compress(b"one") + co.flush()
two = head + twin.compress(b"two") + twin.flush()
print(one != two, zlib.decompress(one) == data[:300] + b"one", zlib.decompress(two) == data[:300] + b"two")
co = zlib.compressobj(1, zlib.DEFLATED, -12, 9, zlib.Z_HUFFMAN_ONLY)
print(zlib.decompress(co.compress(data) + co.flush(), -15) == data)

stream = zlib.compress(data, 9) + b"TRAILING"
do = zlib.decompressobj()
out = do.decompress(stream, 100)
print(len(out), len(do.unconsumed_tail), do.unused_data, do.eof)
while not do.eof:
    out += do.decompress(do.unconsumed_tail, 100)
print(out == data, do.unconsumed_tail, do.unused_data, do.eof)
print(do.decompress(b"again"), do.unconsumed_tail, do.unused_data, do.flush(), do.flush())
for bad in (lambda: do.decompress(b"x"), do.copy):
    try:
        bad()
    except (zlib.error, ValueError) as e:
        print(type(e).__name__ + ":", e)

do = zlib.decompressobj(wbits=31)
gz = zlib.compress(data, 1, 31)
first = do.decompress(gz[:5])
mid = do.copy()
print(first, do.decompress(gz[5:]) == data, mid.decompress(gz[5:] + b"more") == data, mid.unused_data, mid.eof)
do = zlib.decompressobj()
print(do.decompress(zlib.compress(data)[:-10]) == data[:len(data)], do.eof, len(do.flush()) <= len(data))

zd = b"frameweave the end"
co = zlib.compressobj(zdict=zd)
with_dict = co.compress(data) + co.flush()
print(len(with_dict) < len(zlib.compress(data)), zlib.decompressobj(zdict=zd).decompress(with_dict) == data)
for bad in (lambda: zlib.decompress(with_dict), lambda: zlib.decompress(b"not zlib"),
            lambda: zlib.decompress(zlib.compress(data)[:-1]), lambda: zlib.decompress(b"x", 99),
            lambda: zlib.compress(b"x", 10), lambda: zlib.compressobj(method=9),
            lambda: zlib.decompressobj().decompress(b"", -1), lambda: zlib.decompress(gz[:-8] + bytes(8), 31), lambda: zlib.decompress(gz[:-4] + bytes(4), 31),
            lambda: zlib.decompress(b"\x1f\x8b\x09" + gz[3:], 31), lambda: zlib.crc32("text")):
    try:
        print(bad())
    except (zlib.error, ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)

print(zlib.crc32(b"hello"), zlib.crc32(b" world", zlib.crc32(b"hello")), zlib.crc32(b"hello world"))
print(zlib.adler32(b"hello"), zlib.adler32(b" world", zlib.adler32(b"hello")), zlib.adler32(b"hello world"))
print(zlib.crc32(b"abc", -1), zlib.adler32(b"abc", 2**40 + 5), zlib.crc32(memoryview(b"abc")), zlib.adler32(bytearray(b"")))
print(zlib.MAX_WBITS, zlib.DEFLATED, zlib.DEF_MEM_LEVEL, zlib.DEF_BUF_SIZE, zlib.Z_BEST_COMPRESSION, zlib.Z_FINISH)
print(zlib.ZLIB_VERSION == zlib.ZLIB_RUNTIME_VERSION, zlib.ZLIB_VERSION.count(".") >= 1, zlib.error.__module__)
print(type(zlib.compressobj()).__name__, type(zlib.decompressobj()).__name__)
