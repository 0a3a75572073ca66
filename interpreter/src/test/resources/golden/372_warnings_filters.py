# golden: full stderr
# golden: needs the standard library
# warnings through its C half _warnings: the default filters, -W-like filters, the actions (default, once, module,
# always, ignore, error), registries and their reset when filters change, stacklevel, warn_explicit, and the
# plain form _warnings prints on stderr before warnings is imported
import sys
import _warnings

print(_warnings.filters)
print(_warnings._defaultaction, _warnings._onceregistry)
_warnings.warn("before warnings is imported")          # printed by _warnings itself, with its source line
_warnings.warn("a DeprecationWarning in __main__", DeprecationWarning)
_warnings.warn("PendingDeprecationWarning is ignored", PendingDeprecationWarning)
print(sorted(k for k in __warningregistry__ if k != 'version'))

import warnings

print(warnings.filters is _warnings.filters, warnings.warn is _warnings.warn)
print(warnings.defaultaction, warnings.onceregistry is _warnings._onceregistry)

shown = []


def show(message, category, filename, lineno, file=None, line=None):
    shown.append((str(message), category.__name__, filename.rsplit('/', 1)[-1], lineno))


warnings.showwarning = show


def emit(text, category=UserWarning, level=1):
    warnings.warn(text, category, stacklevel=level)


def run(action, times=2, **kw):
    shown.clear()
    with warnings.catch_warnings():
        warnings.simplefilter(action, **kw)
        warnings.showwarning = show
        for i in range(times):
            emit("same text")
            emit("other text")
    print(action, shown)


for action in ("default", "always", "once", "module", "ignore"):
    run(action)

with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        emit("now an exception", RuntimeWarning)
    except RuntimeWarning as e:
        print("raised", type(e).__name__, e)
    try:
        warnings.warn(UserWarning("an instance"))
    except UserWarning as e:
        print("raised instance", e.args)

with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    emit("level one")
    emit("level two", level=2)
    emit("level three", level=3)
    warnings.warn("direct", SyntaxWarning)
    warnings.warn_explicit("explicit", UserWarning, "somefile.py", 42)
    warnings.warn_explicit("explicit module", UserWarning, "otherfile.py", 7, module="mod", registry={})
    for w in caught:
        print(w.category.__name__, str(w.message), w.filename.rsplit('/', 1)[-1], w.lineno)

with warnings.catch_warnings(record=True) as caught:
    warnings.resetwarnings()
    warnings.filterwarnings("always", module="__main__", lineno=0)
    warnings.filterwarnings("ignore", category=ResourceWarning)
    warnings.filterwarnings("error", message="bad.*")
    try:
        warnings.warn("bad thing")
    except UserWarning as e:
        print("matched the message filter:", e)
    warnings.warn("good thing")
    warnings.warn("quiet", ResourceWarning)
    print([str(w.message) for w in caught])

registry = {}
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("default")
    for _ in range(3):
        warnings.warn_explicit("registered", UserWarning, "f.py", 1, registry=registry)
    print(len(caught), sorted(k for k in registry if k != 'version'))
    warnings.simplefilter("default")        # filters changed: the registry is stale and cleared
    warnings.warn_explicit("registered", UserWarning, "f.py", 1, registry=registry)
    print(len(caught))

for bad in (lambda: warnings.warn("x", int), lambda: warnings.warn("x", "notaclass"),
            lambda: warnings.warn_explicit("x", UserWarning, "f", 1, registry=5),
            lambda: warnings.warn_explicit("x", UserWarning, 3, 1)):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)

with warnings.catch_warnings():
    warnings.filters[:] = [("nonsense", None, Warning, None, 0)]
    try:
        warnings.warn("x")
    except RuntimeError as e:
        print(str(e).splitlines()[0])
    warnings.filters[:] = ["not a tuple"]
    try:
        warnings.warn("x")
    except ValueError as e:
        print(e)

warnings.showwarning = warnings._showwarning_orig
warnings.warn("through warnings.py's own printing")
