# except*: matching parts of exception groups, naked exceptions, re-raising and raising in clauses


def describe(exc, indent=0):
    pad = "  " * indent
    if isinstance(exc, BaseExceptionGroup):
        print(f"{pad}{type(exc).__name__}({exc.message!r})")
        for e in exc.exceptions:
            describe(e, indent + 1)
    else:
        print(f"{pad}{exc!r}")


def run(label, body):
    print("--", label)
    try:
        body()
    except BaseException as e:
        print("escaped:")
        describe(e, 1)
    else:
        print("nothing escaped")


def group():
    return ExceptionGroup("eg", [ValueError(1), TypeError(2), ExceptionGroup("inner", [ValueError(3), KeyError(4)])])


def handles_all():
    try:
        raise group()
    except* ValueError as e:
        print("ValueError clause:")
        describe(e, 1)
    except* (TypeError, KeyError) as e:
        print("Type/KeyError clause:")
        describe(e, 1)


def leaves_rest():
    try:
        raise group()
    except* TypeError as e:
        print("caught", repr(e.exceptions))


def naked():
    try:
        raise ValueError("naked")
    except* ValueError as e:
        print("wrapped:", type(e).__name__, repr(e.message), e.exceptions)
        print("traceback kept:", e.exceptions[0].__traceback__ is not None)


def naked_unmatched():
    try:
        raise OSError("not matched")
    except* ValueError:
        print("never")


def reraise_all():
    try:
        raise group()
    except* ValueError:
        print("re-raising")
        raise


def raise_new():
    try:
        raise group()
    except* ValueError:
        raise RuntimeError("from the ValueError clause")
    except* TypeError:
        raise IndexError("from the TypeError clause")


def raise_one_new():
    try:
        raise group()
    except* ValueError:
        pass
    except* TypeError:
        pass
    except* KeyError:
        raise RuntimeError("the only exception left")


def raise_new_naked():
    try:
        raise ValueError("naked")
    except* ValueError:
        raise KeyError("replaced")


def raise_and_reraise():
    try:
        raise group()
    except* ValueError:
        raise
    except* TypeError:
        raise OSError("new")


def with_else_finally():
    try:
        print("body")
    except* ValueError:
        print("never")
    else:
        print("else")
    finally:
        print("finally")


def handled_in_finally():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ValueError:
        print("handled")
    finally:
        print("finally")


def base_exceptions():
    try:
        raise BaseExceptionGroup("base", [KeyboardInterrupt(), ValueError(1)])
    except* KeyboardInterrupt as e:
        print("interrupt clause:", type(e).__name__, e.exceptions)


def catching_a_group():
    try:
        raise group()
    except* ExceptionGroup:
        print("never")


def catching_a_group_in_tuple():
    try:
        raise group()
    except* (ValueError, BaseExceptionGroup):
        print("never")


def not_an_exception_class():
    try:
        raise group()
    except* int:
        print("never")


def sys_exc_info():
    import sys
    try:
        raise group()
    except* ValueError:
        print("handled:", type(sys.exc_info()[1]).__name__, sys.exc_info()[1].exceptions)
    except* Exception:
        print("then:", sys.exc_info()[1].exceptions)
    print("after:", sys.exc_info())


def loop_inside():
    total = 0
    try:
        raise ExceptionGroup("eg", [ValueError(i) for i in range(3)])
    except* ValueError as e:
        for sub in e.exceptions:
            if sub.args[0] == 1:
                continue
            total += sub.args[0]
        def inner():
            return "nested return is fine"
        print(inner(), total)


def context_of_new():
    try:
        try:
            raise group()
        except* ValueError:
            raise RuntimeError("in clause")
    except BaseException as e:
        for sub in e.exceptions:
            print(type(sub).__name__, "context:", type(sub.__context__).__name__,
                  getattr(sub.__context__, "message", None))


def names_are_unbound():
    try:
        raise ExceptionGroup("eg", [ValueError(1)])
    except* ValueError as err:
        pass
    try:
        err
    except NameError as e:
        print(e)


for f in [handles_all, leaves_rest, naked, naked_unmatched, reraise_all, raise_new, raise_one_new, raise_new_naked,
          raise_and_reraise, with_else_finally, handled_in_finally, base_exceptions, catching_a_group,
          catching_a_group_in_tuple, not_an_exception_class, sys_exc_info, loop_inside, context_of_new,
          names_are_unbound]:
    run(f.__name__, f)
