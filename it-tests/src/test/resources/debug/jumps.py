# goto and setExpression: a line skipped by a jump, a jump refused, and writes into a caller's frame.
# The "# AT:" markers name lines the tests look for.


class Box:
    def __init__(self):
        self.size = 1


def inner():
    marker = 0  # AT:inner
    return marker


def outer(box, items):
    count = 1  # AT:count-one
    count = 2  # AT:count-two

    print("count", count)  # AT:print-count
    for item in items:  # AT:for
        print("item", item)  # AT:body
    inner()  # AT:call-inner
    print("after", count, box.size, items)
    return count


LIMIT = 5
outer(Box(), [1, 2])
print("limit", LIMIT)
