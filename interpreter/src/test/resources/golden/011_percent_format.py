# printf-style % formatting.
print("%s and %s" % ("this", "that"))
print("%d %i %5d|%-5d|%05d|%+d|% d" % (42, 7, 42, 42, 42, 42, 42))
print("%x %X %#x %o %#o %e %E %f %.1f %g %G" % (255, 255, 255, 8, 8, 1234.5, 0.00012, 3.14159, 2.25, 0.0000123, 1e20))
print("%r %s %a" % ("q", "q", "é"))
print("%c%c%c" % (72, "i", 33))
print("%%d is literal, 100%%" % ())
print("%(name)s is %(age)d" % {"name": "Bob", "age": 30})
print("%10s|%-10s|%.2s" % ("right", "left", "truncate"))
print("%*d|%-*d|%.*f" % (6, 1, 6, 2, 3, 3.14159))
print("%s" % [1, 2], "%s" % (1,), "%s %s" % (None, True), "%d" % True, "%.3s" % None)
print("%5.1f%%" % 99.55, "%d" % 3.99, "%s" % 3.0, "%r" % 1e16)
print("value: %s" % {"a": 1})
print("%-6s=%6.2f" % ("pi", 3.14159))
print("%3d%%" % 7, "%o" % -8, "%x" % -255, "%d" % (2 ** 70))
for bad in [("%d", "x"), ("%d %d", (1,)), ("%s", (1, 2)), ("%z", 1), ("%(k)s", 5)]:
    fmt, args = bad
    try:
        print(fmt % args)
    except (TypeError, ValueError, KeyError) as e:
        print(type(e).__name__ + ":", e)

report = []
data = [("widgets", 12, 3.5), ("gadgets", 7, 12.25), ("gizmos", 130, 0.75)]
total = 0.0
for name, n, price in data:
    line_total = n * price
    total += line_total
    report.append("%-10s %4d x %6.2f = %8.2f" % (name, n, price, line_total))
report.append("%-10s %23.2f" % ("TOTAL", total))
print("\n".join(report))
print("%s" % "only", "%s-%s" % ("a", "b"), "no format" % ())
