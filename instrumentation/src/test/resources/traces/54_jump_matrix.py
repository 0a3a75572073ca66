# Tries every jump from every line to every line of a few functions; prints the verdict and the outcome.
import sys


def sample_loops(items):
    total = 0
    for x in items:
        if x:
            total += x
        else:
            continue
    while total > 10:
        total -= 10
    return total


def sample_try():
    value = 0
    try:
        value = 1
        value = int('2')
    except ValueError as e:
        value = -1
        value = -2
    else:
        value = 3
    finally:
        value += 1
    return value


def sample_with():
    class Ctx:
        def __enter__(self):
            return 1

        def __exit__(self, *a):
            return False
    out = 0
    with Ctx() as c:
        out = c
        out += 1
    out += 2
    return out


def sample_nested():
    acc = []
    for i in range(2):
        for j in range(2):
            acc.append(i * j)
        acc.append(-1)
    try:
        acc.append(0)
    except Exception:
        acc.append(1)
    return acc


current = {'code': None, 'source': 0, 'target': 0, 'result': 'not reached'}


def local(frame, event, arg):
    if event == 'line' and frame.f_lineno == current['source'] and current['result'] == 'not reached':
        try:
            frame.f_lineno = current['target']
            current['result'] = 'ok -> ' + str(frame.f_lineno)
        except ValueError as e:
            current['result'] = 'ValueError: ' + str(e)
    return local


def tracer(frame, event, arg):
    if frame.f_code is current['code']:
        return local
    return None


def attempt(fn, args, source, target):
    current['code'] = fn.__code__
    current['source'] = source
    current['target'] = target
    current['result'] = 'not reached'
    try:
        outcome = repr(fn(*args))
    except Exception as e:
        outcome = type(e).__name__
    return current['result'] + ' (' + outcome + ')'


def lines_of(fn):
    first = fn.__code__.co_firstlineno
    out = []
    line = first
    while line < first + 20:
        out.append(line)
        line += 1
    return out


def explore(fn, args):
    print('==', fn.__name__)
    lines = lines_of(fn)
    for source in lines:
        for target in [lines[0] - 1] + lines + [lines[-1] + 40]:
            result = attempt(fn, args, source, target)
            if not result.startswith('not reached'):
                print(source, '->', target, ':', result)


sys.settrace(tracer)
explore(sample_loops, ([1, 0, 12],))
explore(sample_try, ())
explore(sample_with, ())
explore(sample_nested, ())
sys.settrace(None)
