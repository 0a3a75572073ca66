# Exits on purpose with sys.exit("message"): the message goes to stderr and the status is 1.
import sys
def check_config(cfg):
    missing = [k for k in ("name", "path") if k not in cfg]
    return missing
config = {"name": "demo"}
print("checking", sorted(config))
missing = check_config(config)
try:
    sys.exit(0) if not missing else None
except SystemExit:
    print("not reached")
try:
    sys.exit("first exit is caught")
except SystemExit as e:
    print("caught SystemExit with code:", e.code)
if missing:
    sys.exit(f"fatal: missing config keys: {', '.join(missing)}")
print("not reached")
def unused():
    return None
unused()
