# The decoder's hooks and settings: object_hook, object_pairs_hook (which wins), a JSONDecoder subclass,
# the scanner object's attributes, and keys shared between objects of one document.
import collections
import json
import json.scanner

doc = '{"b": 1, "a": [{"x": 1, "y": {"z": null}}, {"x": 2}], "b": 3}'
print(json.loads(doc))
print(json.loads(doc, object_hook=lambda d: sorted(d.items(), key=repr)))
print(json.loads(doc, object_pairs_hook=lambda pairs: pairs))
print(json.loads(doc, object_pairs_hook=collections.OrderedDict, object_hook=dict))
print(json.loads('{}', object_hook=lambda d: "empty" if not d else d), json.loads('[]'))

seen = []
def hook(d):
    seen.append(sorted(d))
    return len(d)
print(json.loads('[{"a": {"b": {}}}, {"c": 1, "d": 2}]', object_hook=hook), seen)

class Decoder(json.JSONDecoder):
    def __init__(self):
        super().__init__(object_hook=self.hook, parse_float=str)

    def hook(self, d):
        return {"keys": list(d)}
print(json.loads('{"p": 1.25, "q": {"r": 2}}', cls=Decoder))

scanner = json.scanner.make_scanner(json.JSONDecoder(strict=False))
print(type(scanner).__name__, type(scanner).__module__, scanner.strict, scanner.object_hook,
      scanner.parse_float is float, scanner.parse_int is int)
print(scanner('  [1, "two"]', 2))
for args in [("[1]", -1), ("[1]", 3), ("   ", 1), (b"[1]", 0)]:
    try:
        print(scanner(*args))
    except StopIteration as e:
        print("StopIteration", e.value)
    except Exception as e:
        print(type(e).__name__, e)
try:
    json.scanner.make_scanner(1)
except AttributeError as e:
    print("AttributeError", e)

records = json.loads('[{"name": "a", "id": 1}, {"name": "b", "id": 2}]')
k1, k2 = list(records[0]), list(records[1])
print(k1, k2, all(a is b for a, b in zip(k1, k2)))
