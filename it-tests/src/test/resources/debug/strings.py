# The debug tool's tests of code without a file: a function defined by exec'd text. "# AT:" markers name lines.
CODE = "def inner(n):\n    doubled = n * 2\n    return doubled\n\n\nresult = inner(21)\n"

exec(CODE)  # AT:exec
print("result", result)
