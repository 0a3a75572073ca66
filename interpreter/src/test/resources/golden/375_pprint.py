# golden: needs the standard library
# pprint (CPython's Lib, which imports dataclasses): nested containers at several widths and depths, sort_dicts,
# compact, recursive structures, dataclasses, saferepr, isreadable, pformat and PrettyPrinter
import pprint
from dataclasses import dataclass, field

data = {
    "name": "frameweave",
    "numbers": list(range(30)),
    "nested": {"a": [1, 2, {"deep": ("x", "y", {"deeper": [None, True, 1.5]})}], "b": {3, 4}},
    "text": "a fairly long string " * 5,
    "bytes": b"\x00\x01" * 20,
    "tuple": tuple(range(12)),
    "empty": [],
}
pprint.pprint(data)
pprint.pprint(data, width=40, depth=2)
pprint.pprint(data["numbers"], compact=True, width=50)
pprint.pprint({"z": 1, "a": 2, "m": 3}, sort_dicts=False)
pprint.pprint({"z": 1, "a": 2, "m": 3})
print(pprint.pformat(data["nested"], indent=4, width=30))

loop = [1, 2]
loop.append(loop)
print(pprint.pformat(loop).replace(str(id(loop)), "ID"))
print(pprint.saferepr(loop).replace(str(id(loop)), "ID"), pprint.isreadable(loop), pprint.isrecursive(loop),
      pprint.isreadable([1, "a"]))


@dataclass
class Config:
    name: str
    values: list = field(default_factory=list)
    child: object = None


pprint.pprint(Config("outer", list(range(25)), Config("inner", ["x" * 30, "y" * 30])))
pp = pprint.PrettyPrinter(width=20, indent=2)
pp.pprint(["alpha", "beta", ["gamma", "delta", "epsilon"], {"k": "v" * 10}])
print(pp.pformat((1,)), pprint.pformat(frozenset()), pprint.pformat(set(range(3))))
pprint.pp({"b": 1, "a": [1] * 40})
