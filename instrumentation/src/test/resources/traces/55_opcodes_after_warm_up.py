from tracer import run


# The same code traced twice: first without opcodes, so that the instructions where tracing has nothing to
# report may switch themselves off, then with f_trace_opcodes, which needs every one of them back.
def calc(a):
    b = a + 1
    if b > 2:
        b = b * 2
    return b


def main():
    total = 0
    for i in range(3):
        total += calc(i)
    return total


run(main)
run(main, opcodes=('calc',))
run(main)
