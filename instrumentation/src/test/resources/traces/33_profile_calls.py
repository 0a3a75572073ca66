from tracer import run


def square(x):
    return x * x


def main():
    items = [square(i) for i in range(2)]
    items.append(len(items))
    return max(items)


run(main, profile=True)
