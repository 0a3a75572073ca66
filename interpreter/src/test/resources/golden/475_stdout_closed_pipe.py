# A program whose reader closes its stdout pipe early gets BrokenPipeError, as `python -m json.tool big | head -1`
# golden: needs the standard library
import json
import os
import subprocess
import sys
import tempfile

folder = tempfile.mkdtemp()
big = os.path.join(folder, "big.json")
with open(big, "w") as f:
    json.dump([{"n": i, "text": "x" * 60} for i in range(20000)], f)


def first_line_then_close(args):
    child = subprocess.Popen([sys.executable] + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    line = child.stdout.readline()
    child.stdout.close()
    err = child.stderr.read()
    child.stderr.close()
    print(args[0], line, child.wait(), err.decode().splitlines()[-1:])


# json.tool turns BrokenPipeError into the exit status errno.EPIPE, and writes nothing to stderr
first_line_then_close(["-m", "json.tool", big])
first_line_then_close(["-c", """if True:
    import sys
    try:
        for i in range(300000):
            print('line', i)
    except BrokenPipeError as e:
        print(type(e).__name__, e.errno, e.strerror, file=sys.stderr)
        sys.exit(3)
"""])
# unhandled: the traceback's last line, and exit status 1
first_line_then_close(["-c", "for i in range(300000): print('line', i)"])
