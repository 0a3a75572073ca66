# Numbers in JSON: ints big and small, floats and their repr, exponents, the named constants, and the
# parse_int / parse_float / parse_constant hooks (called only when they are not int and float).
import decimal
import json
import sys

print(json.loads("[0, -0, 7, -12, 123456789012345678, 1234567890123456789, -98765432109876543210987]"))
print(json.loads("[0.0, -0.0, 1.5, 1e3, 1E-3, 2.5e+2, 1e400, -1e400, 1e-400, 0.1, 3.141592653589793238]"))
print(json.loads("[NaN, Infinity, -Infinity]"))
for doc in ["1.5e", "12e+", "-0.5E-1x"]:
    try:
        print(doc, json.loads(doc))
    except json.JSONDecodeError as e:
        print(doc, "!!", e)
print(json.loads("[1.5, 2, 3e2]", parse_float=decimal.Decimal))
print(json.loads("[1.5, 2, -3]", parse_int=lambda s: "int:" + s))
print(json.loads("[1.5, 2]", parse_float=float, parse_int=int))
print(json.loads("[NaN, -Infinity]", parse_constant=lambda s: "const:" + s))
try:
    json.loads("[NaN]", parse_constant=lambda s: 1 / 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)

old = sys.get_int_max_str_digits()
sys.set_int_max_str_digits(1000)
print(len(str(json.loads("7" * 1000))))
try:
    json.loads("7" * 1001)
except ValueError as e:
    print("ValueError", e)
sys.set_int_max_str_digits(old)

for x in [0.1, 1 / 3, 1e16, 1e-7, 123456789.125, -0.0, 5e-324, 1.7976931348623157e308, 2.0 ** 60, 100.0]:
    text = json.dumps(x)
    print(text, json.loads(text) == x, text == repr(x))
print(json.dumps([float("nan"), float("inf"), -float("inf")]))
print(json.dumps({"n": 10 ** 30, "neg": -(10 ** 20), "b": [True, False]}))
