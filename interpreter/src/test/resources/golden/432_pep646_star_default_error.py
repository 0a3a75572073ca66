# a star annotation on *args cannot take a default: CPython's parser gives plain invalid syntax
# golden: full stderr
def f(*args: *tuple[int, ...] = (1,)):
    pass
