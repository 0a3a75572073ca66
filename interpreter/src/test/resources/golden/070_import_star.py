# from m import * respects __all__, or else skips underscore names.
from mod_textkit import *
from mod_counter import *
import sys
print(shout("hey"), whisper("QUIET"), VERSION)
for name in ["hidden_but_public", "_internal", "bump", "count", "distance", "_secret", "_hypot"]:
    print(name, name in globals())
print(bump(2), bump(), distance((1, 1), (4, 5)))
print(count)
import mod_counter
print(mod_counter.count, count)
print(sorted(k for k in vars(sys.modules["mod_textkit"]) if not k.startswith("__")))
def uses_star_names():
    return shout(whisper("MiXeD"))
print(uses_star_names())
local_alias = shout
print(local_alias is shout, local_alias("alias"))
if __name__ == "__main__":
    print("running as main")
else:
    print("imported")
