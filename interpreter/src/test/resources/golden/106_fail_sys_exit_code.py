# Exits on purpose with sys.exit(3) after doing some work; finally blocks still run.
import sys
def validate(records):
    bad = [r for r in records if r < 0]
    return bad
records = [5, 3, -1, 8, -7]
bad = validate(records)
print("records:", records)
print("invalid:", bad)
try:
    if bad:
        print("exiting with status 3")
        sys.exit(3)
    print("not reached")
finally:
    print("finally still runs before exit")
print("not reached either")
def unused():
    pass
unused()
