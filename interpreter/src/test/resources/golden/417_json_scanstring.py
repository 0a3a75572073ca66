# _json.scanstring called directly: escapes, surrogate pairs joined or left alone, strict and non-strict
# control characters, the end index it returns and the errors it raises.
import _json
import json

CASES = [
    ('"abc"', 1), ('x"abc" tail', 2), ('"a\\"b\\\\c\\/d"', 1), ('"\\b\\f\\n\\r\\t"', 1),
    ('"\\u00e9\\u4E2D"', 1), ('"\\ud834\\udd20"', 1), ('"\\ud834x"', 1), ('"\\ud834\\u0041"', 1),
    ('"\\udd20\\ud834"', 1), ('"\U0001f600\\u0041"', 1), ('"\U0001f600"\U0001f600"b"', 3), ('""', 1),
    ('"unterminated', 1), ('"bad \\q"', 1), ('"\\u12"', 1), ('"\\u12g4"', 1), ('"\\ud834\\udz20"', 1),
    ('"ctl\x01"', 1), ('"ctl\x1f"', 1), ('"ends with \\', 1), ('"\\u0041', 1),
]

for doc, end in CASES:
    for strict in (True, False):
        try:
            value, nxt = _json.scanstring(doc, end, strict)
            print(ascii(doc), end, strict, "->", ascii(value), nxt)
        except json.JSONDecodeError as e:
            print(ascii(doc), end, strict, "!!", e)

for args in [("abc", 4), ("abc", -1), (1, 2), ("abc", "1"), ("abc",), ("a", 1, True, 4), ('"x"', 2 ** 70)]:
    try:
        print(_json.scanstring(*args))
    except Exception as e:
        print(type(e).__name__, e)
try:
    _json.scanstring('"x"', 1, strict=False)
except TypeError as e:
    print("TypeError", e)
print(json.loads('"a\x01b"', strict=False) == "a\x01b")
print(json.decoder.scanstring is _json.scanstring, _json.scanstring.__module__)
