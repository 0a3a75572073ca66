"""A module docstring
over two lines."""
import sys

DEBUG = 0


def helper():
    "A one-line docstring."
    return 1


if 0:
    print("never")
if DEBUG:
    print("debug")
while 1:
    if helper():
        break
for i in range(3): pass
n = 3
while n: n -= 1
items = [x for x in range(3)]; more = [y for y in items]
values = [
    helper(),
    2]
mapping = {
    "k": helper(),
}
print(i, n, values, mapping, len(sys.argv) > 0)
