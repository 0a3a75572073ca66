from tracer import run


def echo():
    received = None
    while True:
        received = yield received
        if received == 'stop':
            return 'stopped'


def main():
    g = echo()
    next(g)
    a = g.send(1)
    b = g.send(2)
    try:
        g.send('stop')
    except StopIteration as e:
        return a, b, e.value


run(main)
