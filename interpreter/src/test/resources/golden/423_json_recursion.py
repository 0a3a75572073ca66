# Deep nesting: the scanner and the encoder raise RecursionError (not a crash) past the recursion limit,
# and an endless default recursion stops the same way; moderate depths still work.
import json
import sys

depth = 200
print(len(json.dumps(json.loads("[" * depth + "]" * depth))))
print(json.loads('{"a":' * 50 + "1" + "}" * 50) is not None)
limit = sys.getrecursionlimit()
for doc in ["[" * 100000 + "1" + "]" * 100000, '{"a":' * 100000 + "1" + "}" * 100000]:
    try:
        json.loads(doc)
    except RecursionError as e:
        print("RecursionError decoding", "maximum recursion depth exceeded" in str(e))
nested_list, nested_dict = [], {}
for _ in range(100000):
    nested_list, nested_dict = [nested_list], {"k": nested_dict}
for value in (nested_list, nested_dict):
    try:
        json.dumps(value)
    except RecursionError as e:
        print("RecursionError encoding", "maximum recursion depth exceeded" in str(e))


class Endless(json.JSONEncoder):
    def default(self, o):
        return [o]


try:
    Endless(check_circular=False).encode(5j)
except RecursionError:
    print("RecursionError endless default")
try:
    Endless().encode(5j)
except ValueError as e:
    print("ValueError", e)
print(sys.getrecursionlimit() == limit, json.dumps([[[[1]]]]))
