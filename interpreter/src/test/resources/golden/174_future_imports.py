# from __future__: known features only, braces never, and only at the top of a module (after a docstring).
def check(src):
    try:
        compile(src, "<s>", "exec")
        print("ok")
    except SyntaxError as e:
        print(type(e).__name__, repr(e.msg), e.lineno, e.offset, e.end_lineno, e.end_offset, repr(e.text))


for src in [
    "from __future__ import braces\n",
    "from __future__ import nope\n",
    "from __future__ import annotations, nope, other\n",
    "from __future__ import division, generators, nested_scopes, print_function, absolute_import, "
    "with_statement, unicode_literals, barry_as_FLUFL, generator_stop, annotations\n",
    "x = 1\nfrom __future__ import annotations\n",
    "import os\nfrom __future__ import braces\n",
    '"""doc"""\nfrom __future__ import annotations\n',
    '"""doc"""\n"""doc2"""\nfrom __future__ import annotations\n',
    'from __future__ import annotations\nimport os\nfrom __future__ import division\n',
    'from __future__ import annotations\nfrom __future__ import division\n',
    'from __future__ import (annotations)\n',
    'from __future__ import *\n',
    'from __future__ import annotations as a\n',
    'def f():\n    from __future__ import annotations\n',
    'if 1:\n    from __future__ import annotations\n',
    'from __future__ import braces, annotations\n',
    'from __future__ import annotations, braces\n',
    'import os; from __future__ import braces\n',
    'from __future__ import annotations; import os; from __future__ import division\n',
    '  \n# comment\n\nfrom __future__ import nope\n',
    'x = 1\ndef f():\n    return 1\nfrom __future__ import nope\n',
    "from __future__ import nope\nx = = 1\n",
    "from __future__ import nope\ndef f():\n    nonlocal x\n",
    "def f():\n    nonlocal x\nfrom __future__ import annotations\n",
]:
    check(src)
