# What unittest does to describe and report a test: a bound method's __doc__ is its function's, and a traceback's
# tb_next can be cut or relinked (None or a traceback, no loops), which changes what traceback prints.
import traceback


class Case:
    def documented(self):
        """First line.

        More."""

    def bare(self):
        pass


print(repr(Case().documented.__doc__), repr(Case().bare.__doc__), Case.documented.__doc__ == Case().documented.__doc__)
m = Case().documented
m.__func__.__doc__ = "changed"
print(m.__doc__, Case().documented.__doc__)


def level3():
    raise RuntimeError("deep")


def level2():
    level3()


def level1():
    level2()


try:
    level1()
except RuntimeError as e:
    tb = e.__traceback__
    names = []
    t = tb
    while t is not None:
        names.append(t.tb_frame.f_code.co_name)
        t = t.tb_next
    print(names)
    second = tb.tb_next
    third = second.tb_next
    for bad in [tb, second, 1, "x"]:
        try:
            third.tb_next = bad
        except (ValueError, TypeError) as err:
            print(type(err).__name__, err)
    try:
        del tb.tb_next
    except TypeError as err:
        print(type(err).__name__, err)
    tb.tb_next = third
    print(len(traceback.extract_tb(tb)), [f.name for f in traceback.extract_tb(tb)])
    second.tb_next = None
    tb.tb_next = None
    print(traceback.format_tb(tb)[0].replace(__file__, "FILE").splitlines()[0].split(",")[0])
    print(tb.tb_next, second.tb_next is None, third.tb_next is not None)
