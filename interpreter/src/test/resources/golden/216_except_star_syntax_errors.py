# the compile-time errors of except*, with their positions, through compile()
srcs = [
"try:\n  pass\nexcept* ValueError:\n  pass\nexcept TypeError:\n  pass\n",
"try:\n  pass\nexcept ValueError:\n  pass\nexcept* TypeError:\n  pass\n",
"for i in x:\n  try:\n    pass\n  except* ValueError:\n    break\n",
"for i in x:\n  try:\n    pass\n  except* ValueError:\n    continue\n",
"def f():\n  try:\n    pass\n  except* ValueError:\n    return 1\n",
"def f():\n  try:\n    pass\n  except* ValueError:\n    for i in x:\n      break\n    def g(): return 2\n",
"try:\n  pass\nexcept*:\n  pass\n",
"try:\n  pass\nexcept* ValueError, TypeError:\n  pass\n",
"try:\n  pass\nexcept *ValueError as e:\n  pass\n",
"try:\n  pass\nexcept* ValueError:\n  pass\nelse:\n  pass\nfinally:\n  pass\n",
"try:\n  pass\nexcept* (ValueError, TypeError) as e:\n  pass\n",
"while 1:\n  try:\n    pass\n  except* ValueError:\n    while 2:\n      break\n      continue\n",
"try:\n  pass\nexcept* ValueError:\n  pass\nexcept:\n  pass\n",
"def f():\n  try:\n    pass\n  except* ValueError:\n    try:\n      pass\n    finally:\n      return 1\n",
]
for s in srcs:
    try:
        compile(s, "<s>", "exec")
        print("ok")
    except SyntaxError as e:
        print(e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset)
