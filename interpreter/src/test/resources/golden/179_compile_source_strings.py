# compile(), exec() and eval() of str sources: CPython compiles their UTF-8 form, so a lone surrogate cannot be
# encoded and a null byte is refused; a coding cookie in a str means nothing, and U+FEFF is no BOM there.
def run(src, mode="exec"):
    try:
        if mode == "eval":
            print(repr(eval(src)))
        else:
            exec(compile(src, "<s>", mode))
    except BaseException as e:
        print(type(e).__name__, e, getattr(e, "lineno", None), getattr(e, "offset", None),
              repr(getattr(e, "text", None)))
        if isinstance(e, UnicodeEncodeError):
            print(e.encoding, e.start, e.end, e.reason)


run("x = 1\0\n")
run("\0")
run("\ufeffprint('bom str')\n")
run("# coding: latin-1\nprint('caf\xe9')\n")
run("# coding: bogus\nprint('b')\n")
run("print('\udc80')\n")
run("'\udc80\udc81' + '\udfff'\n", "eval")
run("  '\udc80'", "eval")
run("x = '\udc80'\nprint(len(x))\n")
run("'\udc80\0'", "eval")
run("1 + 1", "eval")
for f in [lambda: eval("1\0"), lambda: exec("1\0"), lambda: exec("'\ud800'")]:
    try:
        f()
    except (ValueError, SyntaxError) as e:
        print(type(e).__name__, e)
print(eval("'\U0001f600'") == "\U0001f600")
