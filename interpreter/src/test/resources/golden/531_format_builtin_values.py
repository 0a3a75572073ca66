# Formatting exact ints, floats and strs (f-strings, format(), str.format) and their subclasses: padding, fills,
# zero padding, grouping, signs, precision, inf/nan, and the errors, as CPython formats them
ints = [0, 7, -42, 123456789, -2**63, 2**63, -10**25]
floats = [0.0, -0.0, 1.5, 2.675, 1e-7, 123456.789, -9.995, 1e16, float("inf"), float("-inf"), float("nan"), 999999.9999]
specs = ["", "d", "08d", "+08d", " 8d", "<8d", "^8d", "=8d", "*^9d", "0<8d", ",", "_", "010,", "012_", "#010x", "08X",
         "#b", "c", "8.3f", ".0f", "#.0f", "010.2f", "+.2f", "z.1f", "-010.3f", ".2%", "10.2e", ".3g", "G", ".15f",
         "015,.2f", "*>12.1f", "=+12.2f", "12", ">", "x", "s", ".3s", "^10", "05", ",x"]
for v in ints + floats:
    out = []
    for sp in specs:
        try:
            a = format(v, sp)
            assert a == f"{v:{sp}}" == ("{:" + sp + "}").format(v), sp
            out.append(a)
        except (ValueError, TypeError, OverflowError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    print(repr(v), out)
for v in ["", "abc", "héllo", "\U0001F600x"]:
    out = []
    for sp in ["", "s", "5", "<6", "^7", ">4", "*^7", "é>4", "\U0001F600<6", ".2", ".0", "10.3", "d", "=5", "+5", "05", "#5", ",", "z5"]:
        try:
            out.append(format(v, sp) + "|" + f"{v:{sp}}")
        except (ValueError, TypeError) as e:
            out.append(type(e).__name__ + ": " + str(e))
    print(repr(v), out)
for v in [0.0, 0.1, 0.125, 2.675, 1e-5, 5e-324, 123456789.123, 1e9, 1e15]:
    print([f"{v:.{p}f}" for p in range(0, 9)], "%.3f" % v, "%10.2f|" % -v)
class S(str):
    def __str__(self): return "S!"
    def __format__(self, spec): return "fmt(" + spec + ")"
class T(str):
    def __str__(self): return "T!"
class I(int):
    def __format__(self, spec): return "I(" + spec + ")"
class F(float):
    def __str__(self): return "F!"
class J(int):
    def __str__(self): return "J!"
print(f"{S('x')}", f"{S('x'):>5}", format(S("y"), ""), "{}".format(S("z")), "{!s}".format(S("q")), f"{S('r')!r}")
print(f"{T('x')}", f"{T('x'):>5}", format(T("y")), "{:^6}".format(T("z")), "%s" % T("w"))
print(f"{I(3)}", f"{I(3):05}", "{:x}".format(I(3)), format(I(4)), "%d" % I(5))
print(f"{F(1.5)}", f"{F(1.5):.2f}", format(F(2.5), ""), "%s" % F(1.0), "{:>6}".format(F(0.5)))
print(f"{J(7)}", f"{J(7):}", format(J(7), ""), "{}".format(J(7)), f"{J(7):d}", f"{J(7):>4}")
print(f"{True}", f"{True:d}", f"{True:>6}", format(False, ""), "{}".format(True), f"{False:05}")
for s in ["", "ab", "\U0001F600"]:
    for fill in [" ", "*", "é", "\U0001F600"]:
        print([(s.ljust(w, fill), s.rjust(w, fill), s.center(w, fill)) for w in (0, 3, 6)], s.zfill(5), ("-" + s).zfill(5))
for bad in [("x", 5, "ab"), ("x", 5, 1)]:
    try:
        print("ab".center(*bad[1:]))
    except TypeError as e:
        print("TypeError:", e)
