# Where an imported module's compiled code is kept, as CPython names it: __cached__ is the file in __pycache__
# beside the source, named after the module and sys.implementation.cache_tag; a script has none.
import os
import sys

import keyword
import mod_counter
import mod_textkit

tag = sys.implementation.cache_tag
print(type(tag).__name__, tag == sys.implementation.cache_tag)
for m in (mod_counter, mod_textkit, keyword):
    expected = os.path.join(os.path.dirname(m.__file__), "__pycache__", m.__name__ + "." + tag + ".pyc")
    print(m.__name__, m.__cached__ == expected)
print(__cached__)
print(sys.pycache_prefix)
print(sys.flags.dont_write_bytecode in (0, 1), type(sys.dont_write_bytecode).__name__)
print(mod_counter.bump(2), mod_textkit.__name__)
