from tracer import run


def main():
    results = []
    for v in ['1', 'x', '3']:
        try:
            results.append(int(v))
        except ValueError:
            results.append(None)
            continue
        finally:
            results.append('f')
    return results


run(main)
