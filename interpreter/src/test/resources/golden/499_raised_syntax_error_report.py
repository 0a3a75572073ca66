# A SyntaxError a program raises itself is reported at the place its attributes give (file, line, source text and
# carets up to end_offset, which only the exact class has), as CPython's printer reads them.
import contextlib
import io
import sys


class MySyntaxError(SyntaxError):
    pass


cases = [
    (SyntaxError, ("bad.py", 1, 2, "abcdefg", 1, 100)),
    (SyntaxError, ("bad.py", 1, 2, "abcdefg", 1, 4)),
    (SyntaxError, ("bad.py", 1, 0, "abcdefg", 1, 5)),
    (SyntaxError, ("bad.py", 1, 2, "abcdefg", 1, -1)),
    (SyntaxError, ("bad.py", 1, 3, "    indented", 1, 9)),
    (SyntaxError, ("bad.py", 2, 2, "abcdefg", 3, 4)),
    (SyntaxError, (None, 7, None, None)),
    (SyntaxError, ("bad.py", None, 2, "abcdefg")),
    (IndentationError, ("bad.py", 1, 2, "abcdefg", 1, 5)),
    (MySyntaxError, ("bad.py", 1, 2, "abcdefg", 1, 5)),
]
for cls, args in cases:
    try:
        raise cls("bad bad", args)
    except SyntaxError:
        report = io.StringIO()
        with contextlib.redirect_stderr(report):
            sys.__excepthook__(*sys.exc_info())
        print(report.getvalue().split("raise cls(\"bad bad\", args)\n")[-1], end="")

try:
    raise SyntaxError("")
except SyntaxError:
    report = io.StringIO()
    with contextlib.redirect_stderr(report):
        sys.__excepthook__(*sys.exc_info())
    print(report.getvalue().splitlines()[-1])
