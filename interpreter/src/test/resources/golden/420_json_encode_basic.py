# json.dumps through the one-shot C-style encoder: every JSON type, separators, sort_keys, ensure_ascii,
# dict keys made strings (floats, bools, None, ints), int and float subclasses written by their value.
import enum
import json

print(json.dumps(None), json.dumps(True), json.dumps("x"), json.dumps(12), json.dumps(2.5), json.dumps([]),
      json.dumps({}), json.dumps(()))
data = {"name": "Ünïcødé \u4e2d \U0001f600", "list": [1, [2, [3, []]], (4, 5)], "nested": {"k": {"k": {}}},
        "esc": "quote\" back\\ slash/ \b\f\n\r\t \x00\x1f\x7f"}
print(json.dumps(data))
print(json.dumps(data, ensure_ascii=False))
print(json.dumps(data, separators=(",", ":"), sort_keys=True))
print(json.dumps({"z": 1, "a": {"y": 2, "b": 3}}, sort_keys=True, separators=(" , ", " : ")))
print(json.dumps({1.5: "f", True: "t", False: "f", None: "n", 7: "i", -3: "neg", 2 ** 70: "big", 1e16: "e"}))
print(json.dumps({3: "c", 1: "a", 2: "b"}, sort_keys=True))


class Color(enum.IntEnum):
    RED = 1


class Ratio(float):
    def __repr__(self):
        return "Ratio!"


class Count(int):
    def __repr__(self):
        return "Count!"


class Name(str):
    def __repr__(self):
        return "Name!"


print(json.dumps([Color.RED, Ratio(0.5), Count(9), Name("n"), {Color.RED: 1, Ratio(2.0): 2, Count(3): 3, Name("k"): 4}]))
print(json.dumps({"a": [1, 2], "b": None}, indent=None), json.dumps([1, {"a": 2}], indent=1))
enc = json.JSONEncoder(sort_keys=True, separators=(",", "="))
print(enc.encode({"b": [1.0, 2], "a": "x"}), list(enc.iterencode([1, 2], _one_shot=True)))
print(json.dumps("\ud800 lone", ensure_ascii=True), ascii(json.dumps("\ud800 lone", ensure_ascii=False)))
