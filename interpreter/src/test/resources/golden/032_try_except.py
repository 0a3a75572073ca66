# try/except/else/finally basics, matching by hierarchy, tuples of types.
def attempt(f):
    try:
        result = f()
    except ZeroDivisionError:
        print("  caught ZeroDivisionError")
    except (KeyError, IndexError) as e:
        print("  caught lookup error:", type(e).__name__, e)
    except Exception as e:
        print("  caught other:", type(e).__name__, e)
    else:
        print("  no exception, result =", result)
    finally:
        print("  finally runs")

attempt(lambda: 1 / 0)
attempt(lambda: {}["k"])
attempt(lambda: [][1])
attempt(lambda: int("x"))
attempt(lambda: 42)
try:
    raise LookupError("base class")
except KeyError:
    print("wrong")
except LookupError as e:
    print("LookupError caught:", e)
try:
    try:
        raise ValueError("inner")
    except TypeError:
        print("not here")
    finally:
        print("inner finally")
except ValueError as e:
    print("outer caught:", e)
e = "keep me?"
try:
    raise RuntimeError("x")
except RuntimeError as e:
    pass
try:
    print(e)
except NameError as err:
    print("NameError:", err)
print(issubclass(KeyError, LookupError), issubclass(ZeroDivisionError, ArithmeticError), issubclass(bool, int))
print([c.__name__ for c in KeyError.__mro__])
print([c.__name__ for c in UnboundLocalError.__mro__], [c.__name__ for c in FileNotFoundError.__mro__])
try:
    raise ValueError
except ValueError as v:
    print(repr(v), v.args, str(v) == "")
err = ValueError("a", 2)
print(err.args, str(err), repr(err), repr(KeyError("k")), str(KeyError("k")), str(KeyError("a", "b")))
def parse_all(items):
    good, bad = [], []
    for it in items:
        try:
            good.append(int(it))
        except ValueError:
            bad.append(it)
            continue
        finally:
            pass
    return good, bad
print(parse_all(["1", "x", "22", "", "-3"]))
try:
    raise Exception("generic", 1, [2])
except BaseException as b:
    print(type(b).__name__, b.args)
count = 0
while True:
    try:
        count += 1
        if count < 3:
            raise IndexError(count)
        break
    except IndexError as ie:
        print("retry after", ie)
print("count", count)
