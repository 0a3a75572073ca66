# A backslash continuation in a line's indentation joins the next line to it: the first backslash's column is the
# indentation, and a backslash before an empty line makes a blank line.
source = "\\\npass\n        \\\n\npass\n"
exec(compile(source, "<string>", "exec"))
print("blank line after a continuation compiles")

source = "if True:\n    \\\n        x = 1\n    y = 2\nprint(x, y)\n"
exec(compile(source, "<string>", "exec"))

source = "if True:\n  \\\n\n  z = 3\nprint(z)\n"
exec(compile(source, "<string>", "exec"))

for bad in ["if True:\n    \\\n  x = 1\n   y = 2\n", "  \\\nx = 1\n"]:
    try:
        compile(bad, "<string>", "exec")
        print("compiled")
    except SyntaxError as e:
        print(type(e).__name__, e.msg, e.lineno)


def f():
    \
        return 5


print(f())
