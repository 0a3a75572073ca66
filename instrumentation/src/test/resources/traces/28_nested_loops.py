from tracer import run


def main():
    pairs = []
    for i in range(2):
        for j in range(2):
            if i == j:
                continue
            pairs.append((i, j))
    return pairs


run(main)
