# sum() starts its fast paths from an exact int or float only: a bool start stays a bool when nothing is added.
print(repr(sum([], False)), repr(sum([True, True], False)), repr(sum([], True)), repr(sum([1.5], False)))
print(repr(sum([True, 2, 3.5])), repr(sum([], 0.0)), repr(sum([1, 2], 10)), repr(sum([2**70, 1])))
