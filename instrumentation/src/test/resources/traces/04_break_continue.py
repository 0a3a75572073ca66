from tracer import run


def main():
    out = []
    for i in range(6):
        if i == 1:
            continue
        if i == 4:
            break
        out.append(i)
    for j in range(2):
        pass
    else:
        out.append('else')
    return out


run(main)
