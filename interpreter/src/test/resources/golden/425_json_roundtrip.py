# A small data program over json: records written with indent, sort_keys and a default, read back with a hook,
# aggregated; the _json module's own surface (what json imports from it) checked along the way.
import _json
import json
import json.decoder
import json.scanner


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


def encode(o):
    if isinstance(o, Point):
        return {"__point__": [o.x, o.y]}
    raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")


def decode(d):
    return Point(*d["__point__"]) if "__point__" in d else d


shapes = [{"name": f"shape{i}", "points": [Point(i, i * 0.5), Point(-i, 1e-3 * i)], "closed": i % 2 == 0,
           "label": "ü\u2013\U0001f600" if i % 3 == 0 else None} for i in range(6)]
for options in ({}, {"indent": 2}, {"sort_keys": True, "ensure_ascii": False}, {"separators": (",", ":")}):
    text = json.dumps(shapes, default=encode, **options)
    back = json.loads(text, object_hook=decode)
    total = sum(p.x + p.y for s in back for p in s["points"])
    print(len(text), round(total, 6), [s["label"] for s in back][:3] == [s["label"] for s in shapes][:3])
print(json.dumps(shapes[1], default=encode, indent="\t"))
try:
    json.dumps(shapes + [{1j}], default=encode)
except TypeError as e:
    print("TypeError", e)
print(json.scanner.make_scanner is _json.make_scanner, json.scanner.c_make_scanner.__name__,
      json.decoder.c_scanstring is _json.scanstring, _json.__doc__.strip())
print(sorted(n for n in dir(_json) if not n.startswith("__")))
