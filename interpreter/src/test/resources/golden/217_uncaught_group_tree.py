# an uncaught exception group: CPython's tree with nested groups, member tracebacks, notes and chaining
# golden: full stderr


def fail(exc):
    raise exc


def collect():
    errors = []
    for exc in [ValueError("bad value"), KeyError("missing")]:
        try:
            fail(exc)
        except Exception as e:
            errors.append(e)
    try:
        try:
            {}["key"]
        except KeyError as e:
            raise RuntimeError("lookup failed") from e
    except RuntimeError as e:
        e.add_note("a note on a member")
        errors.append(e)
    try:
        try:
            1 / 0
        except ZeroDivisionError:
            int("x")
    except ValueError as e:
        errors.append(e)
    try:
        compile("1 +", "<src>", "exec")
    except SyntaxError as e:
        errors.append(e)
    inner = ExceptionGroup("inner group", [TypeError("never raised"), OSError(2, "No such file")])
    inner.add_note("inner note\nwith two lines")
    errors.append(inner)
    return errors


def main():
    try:
        print("working")
        raise ExceptionGroup("several problems", collect())
    except ExceptionGroup as eg:
        eg.add_note("first note")
        eg.__notes__.append(42)
        eg.add_note("")
        raise


print("before")
main()
