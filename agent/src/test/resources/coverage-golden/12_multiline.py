values = [
    1,
    2,
    3,
]
total = (values[0]
         + values[1]
         + values[2])
config = {
    "a": 1,
    "b": 2,
}


def describe(
    a,
    b=2,
):
    """Describe the pair.

    Over several lines.
    """
    if (a > 1 and
            b > 1):
        return "big"
    return "small"


print(describe(total, 1), describe(1), config,
      values)
