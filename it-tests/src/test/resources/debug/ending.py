# The debug tool's tests of the exited event: the program ends as sys.argv[1] says. "# AT:" markers name lines.
import sys

print("running", sys.argv[1])  # AT:running
if sys.argv[1] == "exit3":
    sys.exit(3)
if sys.argv[1] == "raise":
    print("about to fail", file=sys.stderr)
    1 / 0
print("normal end")
