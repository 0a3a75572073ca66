# golden: needs the standard library
# _imp (the import lock, builtin modules, no frozen modules asked of it here, source_hash) and code objects through
# marshal: a round trip that runs, and importlib's source loader writing a .pyc and reading it back
import _imp
import importlib.util
import marshal
import os
import sys
import tempfile

print(_imp.lock_held())
_imp.acquire_lock()
_imp.acquire_lock()
print(_imp.lock_held())
_imp.release_lock()
_imp.release_lock()
print(_imp.lock_held())
try:
    _imp.release_lock()
except RuntimeError as e:
    print("RuntimeError:", e)
print(_imp.is_builtin("sys"), _imp.is_builtin("math"), _imp.is_builtin("no_such_module"))
print(_imp.is_frozen("no_such_module"), _imp.find_frozen("no_such_module"))
print(_imp.check_hash_based_pycs)
for key, data in ((3495, b"abc"), (1, b""), (3495, b"0123456789abcdefghij"), (2**63 - 1, b"x" * 64)):
    print(_imp.source_hash(key, data).hex())
math_again = _imp.create_builtin(importlib.util.find_spec("math"))
print(math_again.sqrt(16.0), _imp.create_builtin(importlib.util.find_spec("sys")) is sys)
print(sys.modules["math"].__spec__.origin if "math" in sys.modules else "built-in")

source = """
def greet(name, *, punct="!"):
    return f"hello {name}{punct}"
values = [greet(n) for n in ("a", "b")]
"""
code = compile(source, "generated.py", "exec")
data = marshal.dumps(code)
back = marshal.loads(data)
print(type(back).__name__, back.co_filename, back.co_name)
namespace = {}
exec(back, namespace)
print(namespace["values"], namespace["greet"]("c", punct="?"))
print(marshal.loads(marshal.dumps((code, 1)))[1])

with tempfile.TemporaryDirectory() as tmp:
    path = os.path.join(tmp, "cached_mod.py")
    with open(path, "w") as f:
        f.write("import sys\nRESULT = sum(range(10))\ndef twice(x):\n    return 2 * x\n")
    sys.dont_write_bytecode = False
    sys.pycache_prefix = os.path.join(tmp, "pycache")  # cache files of these temporary modules go with them
    for attempt in range(2):
        spec = importlib.util.spec_from_file_location("cached_mod", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        print(attempt, module.RESULT, module.twice(21), os.path.exists(spec.cached))
    sys.dont_write_bytecode = True
