# copy and pickle of the standard library's own types: enum members, datetime values, collections
import collections
import copy
import datetime
import enum
import pickle


class Color(enum.Enum):
    RED = 1
    GREEN = "g"


class Perm(enum.IntFlag):
    R = 4
    W = 2


when = datetime.datetime(2024, 2, 29, 13, 45, 6, 789)
values = [Color.RED, Color.GREEN, Perm.R, Perm.R | Perm.W, datetime.date(2023, 1, 2), datetime.time(1, 2, 3),
          when, datetime.timedelta(days=3, seconds=5), datetime.timezone.utc,
          datetime.datetime(2020, 1, 1, tzinfo=datetime.timezone(datetime.timedelta(hours=2))),
          collections.OrderedDict([("b", 1), ("a", 2)]), collections.deque("abc", maxlen=4),
          collections.defaultdict(int, a=1), collections.Counter(x=2, y=1),
          collections.namedtuple("Pair", "left right")(1, 2)]
for v in values:
    print(type(v).__name__, repr(copy.copy(v)) == repr(v), repr(copy.deepcopy(v)) == repr(v),
          copy.copy(v) is v, copy.deepcopy(v) is v)
    for proto in range(6):
        try:
            back = pickle.loads(pickle.dumps(v, proto))
        except pickle.PicklingError as e:
            # the C pickler and the pure-Python one word this one differently
            print(" ", proto, type(e).__name__)
        except Exception as e:
            print(" ", proto, type(e).__name__ + ":", e)
        else:
            if repr(back) != repr(v) or type(back) is not type(v):
                print(" ", proto, "DIFFERENT", repr(back))
print(pickle.loads(pickle.dumps(Color.RED)) is Color.RED)
print(pickle.dumps(Color.RED, 0))
print(pickle.dumps(Color.GREEN, 4))
print(pickle.dumps(datetime.date(2023, 1, 2), 2))
print(pickle.dumps(collections.OrderedDict(a=1), 2))
print(pickle.dumps(collections.deque([1, 2]), 2))
print(pickle.dumps(collections.Counter(a=1), 2))
