# Containers that are subclasses: a dict subclass encodes through its own items() (which must give pairs),
# list and tuple subclasses through their own iteration; make_encoder called directly returns one chunk.
import collections
import json
import json.encoder


class Reordered(dict):
    def items(self):
        return sorted(super().items(), reverse=True)


class BadItems(dict):
    def items(self):
        return [("a", 1, "extra")]


class Doubled(list):
    def __iter__(self):
        for x in super().__iter__():
            yield x
            yield x


class Pair(tuple):
    pass


print(json.dumps(Reordered(a=1, c=3, b=2)))
print(json.dumps(Reordered(a=1, c=3, b=2), sort_keys=True))
try:
    json.dumps(BadItems(a=1))
except ValueError as e:
    print("ValueError", e)
print(json.dumps(Doubled([1, 2])), json.dumps(Pair((1, 2))), json.dumps(Doubled()))
print(json.dumps(collections.OrderedDict([("z", 1), ("a", 2)])), json.dumps(collections.Counter("aab")))
print(json.dumps(collections.defaultdict(list, {"k": [1]})), json.dumps(collections.deque([1]), default=list))

make = json.encoder.c_make_encoder
print(type(make).__name__, make.__module__, make.__doc__)
enc = make({}, lambda o: "D", json.encoder.encode_basestring_ascii, None, ":", ",", True, False, True)
print(enc([3, {"b": 1, "a": object()}], 0), enc.markers, enc.sort_keys, enc.skipkeys, enc.key_separator)
enc = make(None, str, lambda s: "<" + s + ">", 4, ": ", ", ", False, True, False)
print(enc({"k": ["v", 1], (1,): 2}, 0), enc.indent, enc.encoder("x"))
for args in [(), (1, None, None, None, ":", ",", 0, 0, 0), (None, None, None, None, 1, ",", 0, 0, 0),
             (None,) * 10]:
    try:
        make(*args)
    except TypeError as e:
        print("TypeError", e)
bad = make(None, str, lambda s: None, None, ":", ",", False, False, False)
for value in ["s", {"k": 1}]:
    try:
        bad(value, 0)
    except TypeError as e:
        print("TypeError", e)
try:
    enc(1)
except TypeError as e:
    print("TypeError", e)
