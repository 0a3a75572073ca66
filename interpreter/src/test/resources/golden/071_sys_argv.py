# args: alpha 42 --verbose "two words" -n=3
# sys.argv handling: a tiny hand-written option parser.
import sys
print(len(sys.argv), sys.argv[0], sys.argv[1:])
def parse(argv):
    flags, options, positional = [], {}, []
    for arg in argv:
        if arg.startswith("--"):
            flags.append(arg[2:])
        elif arg.startswith("-") and "=" in arg:
            k, v = arg[1:].split("=", 1)
            options[k] = v
        else:
            positional.append(arg)
    return flags, options, positional
flags, options, positional = parse(sys.argv[1:])
print("flags:", flags)
print("options:", options)
print("positional:", positional)
total = 0
for p in positional:
    try:
        total += int(p)
    except ValueError:
        print(f"not a number: {p!r}")
print("total:", total)
verbose = "verbose" in flags
if verbose:
    print("verbose mode on; n =", int(options.get("n", "1")) * 2)
print(type(sys.argv).__name__, all(isinstance(a, str) for a in sys.argv))
sys.argv.append("added")
print(sys.argv[-1], len(sys.argv))
print(sys.version_info[0], sys.version_info.major, sys.version_info[:2] >= (3, 8), sys.version_info.minor >= 0)
sys.stdout.write("written with sys.stdout.write\n")
n = sys.stdout.write("abc")
sys.stdout.write(" <- %d chars\n" % n)
print(sys.getrecursionlimit(), sys.argv[0].endswith(".py"))
