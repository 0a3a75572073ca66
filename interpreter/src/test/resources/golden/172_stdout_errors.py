# The standard streams' error handlers (regen.py runs CPython with PYTHONIOENCODING=utf-8): stderr escapes what
# it cannot encode, stdout raises.
import sys

print(sys.stdout.encoding, sys.stdout.errors, sys.stderr.errors, sys.stdin.errors)
sys.stderr.write("lone \udc80 surrogate\n")
try:
    print("bad \udc80 here")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError:", e)
print("after")
print("end \ud800")
