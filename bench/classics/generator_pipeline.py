# Stream processing with chains of generators: a source of readings from a seeded generator, then stages that
# map, filter, smooth over a sliding window, group into batches, detect runs and flatten with yield from,
# consumed by sum, max, any and generator expressions. Generator creation, resumption and closing.
SIZE = 700000  # readings per stream; tune so CPython 3.11 takes 1-4 s


def readings(seed, n):
    state = seed
    for _ in range(n):
        state = (state * 69069 + 1) & 0xFFFFFFFF
        yield (state >> 16) % 1000


def scaled(values, factor, offset):
    for v in values:
        yield v * factor + offset


def keep(values, predicate):
    for v in values:
        if predicate(v):
            yield v


def moving_sum(values, width):
    window = []
    total = 0
    for v in values:
        window.append(v)
        total += v
        if len(window) > width:
            total -= window.pop(0)
        if len(window) == width:
            yield total


def batches(values, size):
    batch = []
    for v in values:
        batch.append(v)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


def runs(values):
    """Yields (value, length) for each run of rising values."""
    length = 0
    last = None
    for v in values:
        if last is not None and v > last:
            length += 1
        else:
            if length:
                yield last, length
            length = 1
        last = v
    if length:
        yield last, length


def flatten(groups):
    for group in groups:
        yield from group


def take(values, n):
    for i, v in enumerate(values):
        if i == n:
            return
        yield v


def stream(seed):
    source = readings(seed, SIZE)
    odd = keep(scaled(source, 3, 1), lambda v: v % 2 == 1)
    smooth = moving_sum(odd, 8)
    checked = []
    for batch in batches(smooth, 64):
        checked.append(max(batch) - min(batch))
    longest = max(length for _, length in runs(readings(seed + 1, SIZE)))
    rising = sum(length for _, length in runs(readings(seed + 2, SIZE)) if length > 3)
    flat = sum(flatten([v, -v // 2] for v in take(readings(seed + 3, SIZE), SIZE // 2)))
    big = any(v > 999 for v in readings(seed + 4, SIZE // 4))
    squares = sum(x * x for x in (v % 97 for v in readings(seed + 5, SIZE)) if x & 3)
    return sum(checked), len(checked), longest, rising, flat, big, squares


def main():
    for seed in (1, 99, 12345):
        print(seed, *stream(seed))


main()
