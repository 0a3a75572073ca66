from tracer import run


# Loops whose later iterations take paths their first ones did not, after the instructions that report
# nothing have switched themselves off: lines shared by a loop and its body, conditional expressions,
# exceptions caught on some iterations only, break and continue, a comprehension per iteration, and jumps
# made from lines reached after the first iterations.
def classify(v):
    kind = 'neg' if v < 0 else 'zero' if v == 0 else 'pos'
    return kind


def main():
    out = []
    i = 0
    while i < 6: i += 1; out.append(classify(i - 3))
    for v in [2, 0, 'x', -1, 5, 1]:
        try:
            r = 10 // v
        except ZeroDivisionError:
            out.append('zero'); continue
        except TypeError:
            r = None
        if r is None: out.append('none')
        elif r > 8:
            break
        else:
            out.append([k * r for k in range(2) if k or r])
    return out


# CPython 3.11 judges a jump on the specialized code of a warm function and may refuse one near a specialized
# comparison that it allows in cold code; frameweave follows the cold rules, so no jump here lands near one.
run(main, jumps={'main:20': 24})
run(main)
