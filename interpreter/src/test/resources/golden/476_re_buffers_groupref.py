# re: a match reads a bytearray as it is now; a scanner holds its buffer; (?(1)...) whose code ends like a JUMP
# golden: needs the standard library
import re

# the yes branch ends in words equal to JUMP's opcode (\x0f is 15): validated op by op, it is no JUMP
print([i for i in range(256) if re.compile(r"()(?(1)\x%02x?)" % i).match("") is None])
for pattern in (r"()(?(1)\x0f?)", r"(a)?(?(1)b|c)", r"(?P<n>a)?(?(n)b|\x0f)", r"(a)(?(1)\x0f?)c"):
    p = re.compile(pattern)
    print(pattern, [m and m.group() for m in (p.match("ab"), p.match("c"), p.match("\x0f"), p.match("a\x0fc"))])

# a match cuts its groups from the bytearray as it is when asked, within its present length
s = bytearray(b"abcdefgh")
m = re.search(b"[a-h]+", s)
m2 = re.search(b"[e-h]+", s)
print(m.group(), m2.group(), m.span(), m2.span())
s[:] = b"xyz"
print(m.group(), m2.group(), m.span(), m2.span(), m.string)
s[:] = b"ABCDEFGHIJ"
print(m.group(), m2.group(0), m2[0])

# finditer's scanner keeps the buffer while it may still search
b = bytearray(b"x")
it = re.finditer(b"a", b)
try:
    b.extend(b"x" * 400)
except BufferError as e:
    print("BufferError:", e)
print(list(it))
b.extend(b"x" * 400)  # exhausted: finditer let go of it
print(len(b))
scanner = re.compile(b"x").scanner(b)
print(scanner.search().span())
try:
    b.append(1)
except BufferError as e:
    print("BufferError:", e)
del scanner
b.append(1)
print(len(b))
