# Where an imported module's compiled code is kept, as CPython names it (importlib.util.cache_from_source): __cached__
# is NAME.<sys.implementation.cache_tag>.pyc in __pycache__ beside the source, or under sys.pycache_prefix when that
# is set; a script has none.
import os
import sys

import keyword
import mod_counter
import mod_textkit

tag = sys.implementation.cache_tag
print(type(tag).__name__, tag == sys.implementation.cache_tag)


def cache_from_source(path):
    head, tail = os.path.split(path)
    name = tail.rpartition(".")[0] + "." + tag + ".pyc"
    if sys.pycache_prefix is not None:
        return os.path.join(sys.pycache_prefix, head.lstrip(os.sep), name)
    return os.path.join(head, "__pycache__", name)


for m in (mod_counter, mod_textkit, keyword):
    print(m.__name__, m.__cached__ == cache_from_source(m.__file__))
print(__cached__)
print(sys.pycache_prefix is None or isinstance(sys.pycache_prefix, str))
print(sys.flags.dont_write_bytecode in (0, 1), type(sys.dont_write_bytecode).__name__)
print(mod_counter.bump(2), mod_textkit.__name__)
