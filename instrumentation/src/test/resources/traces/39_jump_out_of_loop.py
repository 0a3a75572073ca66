from tracer import run


def main():
    out = []
    for i in range(5):
        out.append(i)
    out.append('end')
    return out


run(main, jumps={'main:7': [None, 8]})
