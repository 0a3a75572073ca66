# json.loads on malformed documents: the message, position, line and column of each JSONDecodeError, as
# CPython's _json scanner reports them.
import json

DOCS = [
    "", "   ", "[1,", "[1 2]", "[1,]", "{", "{}x", '{"a" 1}', '{"a": 1,}', '{"a": 1 "b": 2}', "{1: 2}",
    '{"a":}', "[,1]", "nul", "tru", "fals", "NaNx", "-", "-x", "+1", "01", "1.", ".5", "1e", "1e+", "[1e5x]",
    '"abc', '"a\\x"', '"\\u12"', '"\\u12zz"', '"\\ud834\\uXYZW"', '"tab\there"', '"nl\nhere"',
    '[\n  1,\n  2\n  3\n]', '{\n "k":\n}', '"\\', '["a", "b"', '[1] [2]', '\ufeff[1]', "[" * 3 + "]" * 2,
    '"\U0001f600" x', '["\U0001f600", nope]',
]

for doc in DOCS:
    try:
        value = json.loads(doc)
    except json.JSONDecodeError as e:
        print(repr(doc), "->", e.msg, "| pos", e.pos, "line", e.lineno, "col", e.colno)
        print("   ", e)
    else:
        print(repr(doc), "=>", repr(value))

# the decoder's raw_decode: a value and where it ends, or StopIteration turned into "Expecting value"
dec = json.JSONDecoder()
print(dec.raw_decode('[1, 2] trailing'))
print(dec.raw_decode('  {"a": "b"}  ', 2))
try:
    dec.raw_decode('   [1]')
except json.JSONDecodeError as e:
    print("raw_decode:", e)
print(isinstance(json.JSONDecodeError("m", "d", 0), ValueError))
