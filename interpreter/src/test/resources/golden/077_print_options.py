# print with sep, end, file, and flush; sys.stdout/sys.stderr writes.
import sys
print()
print("a", "b", "c")
print("a", "b", "c", sep="")
print("a", "b", "c", sep=", ", end=".\n")
print(1, 2.0, None, True, [3], (4,), {5: 6}, sep=" | ")
print("no newline", end="")
print(" -- continued")
print("multi\nline", "args", sep="\n")
print(*range(5), sep="-", end="\n\n")
print("to stdout explicitly", file=sys.stdout)
print("to stderr (ignored by stdout comparison)", file=sys.stderr)
sys.stderr.write("stderr via write\n")
print("flushed", flush=True)
print(sep="x", end="<end>\n")
print("", "", sep="empty")
print("tab\tseparated", "fields", sep="\t")
print(None, sep=None, end=None)
print("after None end")
class Loud:
    def __str__(self):
        return "LOUD"
print(Loud(), [Loud()] == [Loud()], "%s" % Loud())
try:
    print("x", sep=5)
except TypeError as e:
    print("TypeError:", e)
try:
    print("x", end=[])
except TypeError as e:
    print("TypeError:", e)
class Collector:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s)
c = Collector()
print("captured", 42, sep=":", file=c)
print("second", file=c, end="")
print(c.parts)
old = sys.stdout
sys.stdout = c
print("redirected line")
sys.stdout = old
print("restored; collector got", c.parts[-2:])
width = 30
print("=" * width)
print("|" + "centered title".center(width - 2) + "|")
print("=" * width)
for label, value in [("alpha", 1), ("beta", 22), ("gamma", 333)]:
    print(f"{label:.<20}{value:.>10}")
print("last line stderr", file=sys.stderr)
