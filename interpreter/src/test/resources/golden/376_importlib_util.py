# golden: needs the standard library
# importlib over the VM's import system: module specs and loaders (for modules imported before and after importlib),
# find_spec, import_module, reload, spec_from_file_location + module_from_spec + exec_module, importlib.resources
# on a package directory, pkgutil.iter_modules, namespace packages, source_hash and cache_from_source
import json
import os
import sys
import tempfile

import importlib
import importlib.machinery
import importlib.resources
import importlib.util
import pkgutil


def describe(spec):
    return (spec.name, type(spec.loader).__name__ if not isinstance(spec.loader, type) else spec.loader.__name__,
            os.path.basename(spec.origin or "") if spec.has_location else spec.origin, spec.parent,
            spec.submodule_search_locations is not None, spec.has_location)


print(describe(json.__spec__), json.__loader__ is json.__spec__.loader)          # imported before importlib
import textwrap
print(describe(textwrap.__spec__), textwrap.__spec__.cached == textwrap.__cached__)  # imported after
print(describe(sys.__spec__), describe(importlib.util.find_spec("math")))
print(describe(importlib.util.find_spec("json.decoder")), describe(importlib.util.find_spec("json")))
print(importlib.util.find_spec("no_such_module_here"), __spec__)
print([type(f).__name__ if not isinstance(f, type) else f.__name__ for f in sys.meta_path][-3:])
print(importlib.machinery.SOURCE_SUFFIXES, importlib.machinery.BYTECODE_SUFFIXES)
print(importlib.util.source_hash(b"print('hi')\n").hex(), importlib.util.MAGIC_NUMBER.hex())
saved, sys.pycache_prefix = sys.pycache_prefix, None  # the cached-code test run sets a prefix
print(importlib.util.cache_from_source("/x/y/mod.py").replace(sys.implementation.cache_tag, "TAG"))
sys.pycache_prefix = saved
print(importlib.util.resolve_name(".sub", "pkg"), importlib.util.resolve_name("..up", "pkg.inner"))

with tempfile.TemporaryDirectory() as tmp:
    pkg = os.path.join(tmp, "gpkg")
    os.mkdir(pkg)
    with open(os.path.join(pkg, "__init__.py"), "w") as f:
        f.write("VALUE = 1\n")
    with open(os.path.join(pkg, "mod.py"), "w") as f:
        f.write("def hello():\n    return 'hello from mod'\n")
    with open(os.path.join(pkg, "data.txt"), "w") as f:
        f.write("some data\n")
    os.mkdir(os.path.join(tmp, "nspkg"))
    with open(os.path.join(tmp, "nspkg", "leaf.py"), "w") as f:
        f.write("NAME = 'leaf'\n")
    sys.path.insert(0, tmp)
    sys.dont_write_bytecode = True
    sys.pycache_prefix = os.path.join(tmp, "pycache")  # cache files of these temporary modules go with them

    mod = importlib.import_module("gpkg.mod")
    print(mod.hello(), describe(mod.__spec__), sys.modules["gpkg"].VALUE)
    print(importlib.import_module(".mod", "gpkg") is mod)
    import gpkg
    print(describe(gpkg.__spec__), gpkg.__path__ == gpkg.__spec__.submodule_search_locations)
    with open(os.path.join(pkg, "__init__.py"), "w") as f:
        f.write("VALUE = 2  # changed\n")
    print(importlib.reload(gpkg) is gpkg, gpkg.VALUE)

    files = importlib.resources.files("gpkg")
    print(files.joinpath("data.txt").read_text(), end="")
    print(sorted(p.name for p in files.iterdir() if p.name != "__pycache__"))
    print(files.joinpath("data.txt").is_file(), files.joinpath("missing").is_file())

    print(sorted((m.name, m.ispkg) for m in pkgutil.iter_modules([tmp])))
    print(sorted(m.name for m in pkgutil.iter_modules(gpkg.__path__, "gpkg.")))
    print(pkgutil.get_data("gpkg", "data.txt"))

    path = os.path.join(tmp, "loose.py")
    with open(path, "w") as f:
        f.write("X = 40 + 2\n")
    spec = importlib.util.spec_from_file_location("loose", path)
    loose = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(loose)
    print(loose.X, loose.__name__, type(loose.__loader__).__name__, spec.loader.get_source("loose"), end="")

    leaf = importlib.import_module("nspkg.leaf")
    print(leaf.NAME, type(sys.modules["nspkg"].__spec__.loader).__name__, list(sys.modules["nspkg"].__path__) == [os.path.join(tmp, "nspkg")])
    import nspkg.leaf as again
    print(again is leaf)
    sys.path.remove(tmp)
    for name in ("gpkg", "gpkg.mod", "nspkg", "nspkg.leaf"):
        sys.modules.pop(name, None)

try:
    importlib.import_module("no_such_module_here")
except ModuleNotFoundError as e:
    print(type(e).__name__, e, e.name)
try:
    importlib.import_module(".x")
except TypeError as e:
    print("TypeError:", e)
