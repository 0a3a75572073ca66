# Exceptions raised inside except/else/finally blocks and re-raising.
def reraiser():
    try:
        raise KeyError("original")
    except KeyError:
        print("logging, then re-raising")
        raise

try:
    reraiser()
except KeyError as e:
    print("outer got", repr(e))

def handler_fails():
    try:
        1 / 0
    except ZeroDivisionError as zde:
        raise ValueError("handler broke") 

try:
    handler_fails()
except ValueError as e:
    print(repr(e), "context:", repr(e.__context__))

def else_fails():
    try:
        pass
    except Exception:
        print("not reached")
    else:
        raise IndexError("from else")
    finally:
        print("finally after else")

try:
    else_fails()
except IndexError as e:
    print("caught", e)

def reraise_named():
    try:
        raise TypeError("t1")
    except TypeError as err:
        saved = err
    raise saved

try:
    reraise_named()
except TypeError as e:
    print("re-raised saved:", e)

def nested_handlers():
    try:
        raise ValueError("v")
    except ValueError:
        try:
            raise KeyError("k")
        except KeyError as inner:
            print("inner context:", repr(inner.__context__))
        print("back in outer handler")
        return "ok"
print(nested_handlers())

def helper_reraise():
    raise  # re-raises the exception being handled by the caller

def handled_elsewhere():
    try:
        raise RuntimeError("active")
    except RuntimeError:
        try:
            helper_reraise()
        except RuntimeError as again:
            print("helper re-raised:", again)
        try:
            raise ValueError("nested")
        except ValueError as v:
            print("nested handled:", v, "context:", repr(v.__context__))
        try:
            helper_reraise()
        except RuntimeError as back:
            print("after nested, active again:", back)
handled_elsewhere()
try:
    raise
except RuntimeError as e:
    print("RuntimeError:", e)
results = []
for v in [1, 0, "a", 2]:
    try:
        results.append(10 / v)
    except ZeroDivisionError:
        results.append("div0")
    except TypeError as e:
        results.append(str(e))
print(results)
